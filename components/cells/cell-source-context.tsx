"use client";

import { createContext, useContext, useMemo } from "react";
import { serverCellSource, type CellSource } from "./cell-source";

const CellSourceContext = createContext<CellSource | null>(null);

export function useCellSource(): CellSource {
  const source = useContext(CellSourceContext);
  if (source === null) throw new Error("a drill-down needs a CellSourceProvider or LocalCellSourceProvider above it");
  return source;
}

/** Pages and rows of a run on the server, through its JSON API. */
export function ServerCellSourceProvider({ runId, children }: { runId: string; children: React.ReactNode }) {
  const source = useMemo(() => serverCellSource(runId), [runId]);
  return <CellSourceContext.Provider value={source}>{children}</CellSourceContext.Provider>;
}

export function CellSourceProvider({ source, children }: { source: CellSource; children: React.ReactNode }) {
  return <CellSourceContext.Provider value={source}>{children}</CellSourceContext.Provider>;
}
