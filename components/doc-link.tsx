import Link from "next/link";
import { docHref, type DocName } from "@/lib/docs/doc-names";

/** A citation of a doc (or one of its sections) as a link to the doc's page in the app. */
export function DocLink({ doc, section, children }: { doc: DocName; section?: string; children: React.ReactNode }) {
  return (
    <Link href={docHref(doc, section)} prefetch={false} data-testid="doc-link">
      {children}
    </Link>
  );
}
