import type { Metadata } from "next";
import Link from "next/link";

// Rendered in the root segment, where the layout's title template does not apply.
export const metadata: Metadata = { title: { absolute: "Not found · Arborist Bench" } };

export default function NotFound() {
  return (
    <section className="panel" data-testid="not-found">
      <h1>Not found</h1>
      <p>There is no run or page at this address. Runs are read from the bench data folder; check the id in the runs list.</p>
      <Link href="/">Back to all runs</Link>
    </section>
  );
}
