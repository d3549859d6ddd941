"use client";

import type { PairedView } from "@/lib/gate/compare/paired-view";
import { useHydrated } from "@/components/use-hydrated";
import { useUrlParam } from "@/components/use-url-state";
import { PairedPanel } from "./transition-matrix";

/** The chosen transition cell lives in the URL, so a shared link opens the same rows. */
export function PairedSelection({ paired, runs }: { paired: PairedView; runs: { baseline: string; treatment: string } }) {
  const [cell, setCell] = useUrlParam("cell");
  const hydrated = useHydrated();
  return (
    <div data-testid="paired-selection" data-hydrated={hydrated}>
      <PairedPanel paired={paired} runs={runs} selected={cell} onSelect={setCell} />
    </div>
  );
}
