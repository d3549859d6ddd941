"use client";

import { useEffect, useState } from "react";
import { VERDICTS } from "@/lib/bench/cells/cell-params";
import type { CellQuery } from "@/lib/bench/cells/cell-query";
import type { CellFacets } from "@/lib/bench/cells/cell-view";
import type { CellQueryChange } from "@/lib/bench/cells/cell-url";
import { modeLabel } from "@/lib/bench/runs/format";
import { useHydrated } from "../use-hydrated";
import { intensityLabel } from "./cell-columns";

type FilterKey = "mode" | "verdict" | "kind" | "intensity" | "scope";
type Props = { facets: CellFacets; query: CellQuery; onChange: (change: CellQueryChange) => void; filters: readonly FilterKey[]; testPrefix: string };

const LABELS: Record<FilterKey, string> = { mode: "Mode", verdict: "Verdict", kind: "Kind", intensity: "Intensity", scope: "Scope" };

function optionsOf(key: FilterKey, facets: CellFacets): [string, string][] {
  switch (key) {
    case "mode":
      return facets.modes.map((mode) => [mode, modeLabel(mode)]);
    case "verdict":
      return VERDICTS.map((verdict) => [verdict, verdict]);
    case "kind":
      return facets.kinds.map((kind) => [kind, kind]);
    case "intensity":
      return facets.intensities.map((value) => [value, intensityLabel(value)]);
    case "scope":
      return facets.scopes.map((value) => [value, value === "not-recorded" ? "not recorded" : value]);
  }
}

function SearchBox({ value, onCommit, testId, disabled }: { value: string; onCommit: (q: string | undefined) => void; testId: string; disabled: boolean }) {
  const [text, setText] = useState(value);
  useEffect(() => {
    if (text === value) return;
    const timer = setTimeout(() => onCommit(text.trim() === "" ? undefined : text.trim().slice(0, 500)), 250);
    return () => clearTimeout(timer);
  }, [text, value, onCommit]);
  return (
    <label className="small">
      Question contains{" "}
      <input type="search" value={text} onChange={(e) => setText(e.target.value)} placeholder="text" data-testid={testId} disabled={disabled} />
    </label>
  );
}

/** Disabled until React hydrates the server-rendered bar, so no choice is made that nothing would apply. */
export function CellFilters({ facets, query, onChange, filters, testPrefix }: Props) {
  const hydrated = useHydrated();
  return (
    <div className="row filter-bar" data-testid={`${testPrefix}filter-bar`} data-hydrated={hydrated}>
      {filters.map((key) => (
        <label key={key} className="small">
          {LABELS[key]}{" "}
          <select
            value={query[key] ?? ""}
            onChange={(e) => onChange({ [key]: e.target.value || undefined })}
            disabled={!hydrated}
            data-testid={`${testPrefix}filter-${key}`}
          >
            <option value="">all</option>
            {optionsOf(key, facets).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
      ))}
      <SearchBox key={query.q ?? ""} value={query.q ?? ""} onCommit={(q) => onChange({ q })} testId={`${testPrefix}filter-q`} disabled={!hydrated} />
    </div>
  );
}
