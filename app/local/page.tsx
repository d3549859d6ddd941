import { Suspense } from "react";
import { LocalRunPage } from "@/components/local/local-run-page";

export const metadata = { title: "Local run file" };

export default function LocalPage() {
  return (
    <Suspense fallback={<div className="skeleton" />}>
      <LocalRunPage />
    </Suspense>
  );
}
