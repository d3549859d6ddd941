"use client";

import dynamic from "next/dynamic";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { LocalFileError, readLocalFile, type LocalRun } from "@/lib/bench/read-local-file";
import { buildRunPages } from "@/lib/bench/run-pages";
import { formatPercent } from "@/lib/stats/format-rate";
import { CellSourceProvider } from "../cells/cell-source-context";
import { localCellSource } from "../cells/local-cell-source";
import { LocalDropZone } from "./local-drop-zone";
import { takeHandedOverFile } from "./pending-file";

// The run view (charts and tables) loads only once a file has been read.
const QaRunView = dynamic(() => import("../qa-run-view").then((m) => m.QaRunView), { loading: () => <div className="skeleton" /> });

type State =
  | { kind: "idle" }
  | { kind: "reading"; name: string; read: number; size: number }
  | { kind: "error"; message: string }
  | { kind: "done"; run: LocalRun; file: File };

function LocalRunResult({ run, file, onClose }: { run: LocalRun; file: File; onClose: () => void }) {
  const source = useMemo(() => localCellSource(run, file), [run, file]);
  const pages = useMemo(() => {
    const params = new URLSearchParams(window.location.search);
    return buildRunPages(run.acc.table, (name) => params.get(name));
  }, [run]);
  const top = useRef<HTMLDivElement>(null);
  useEffect(() => {
    top.current?.scrollIntoView({ block: "start" });
    top.current?.focus();
  }, [run]);
  return (
    <div data-testid="local-run" ref={top} tabIndex={-1}>
      <div className="banner" role="note">
        <strong>Local file, computed in your browser:</strong> nothing was uploaded.{" "}
        <button type="button" onClick={onClose}>
          Close and pick another
        </button>
      </div>
      <CellSourceProvider source={source}>
        <QaRunView run={run.summary} pages={pages} />
      </CellSourceProvider>
    </div>
  );
}

/** /local: reads the handed-over (or picked) file in this tab and shows it as a run page. */
export function LocalRunPage() {
  const [state, setState] = useState<State>({ kind: "idle" });
  const open = useCallback(async (file: File) => {
    setState({ kind: "reading", name: file.name, read: 0, size: file.size });
    try {
      const run = await readLocalFile(file, (read) => setState({ kind: "reading", name: file.name, read, size: file.size }));
      setState({ kind: "done", run, file });
    } catch (error) {
      setState({ kind: "error", message: error instanceof LocalFileError ? error.message : `Could not read ${file.name}: ${(error as Error).message}` });
    }
  }, []);
  useEffect(() => {
    const file = takeHandedOverFile();
    // Started from a promise, so the reading state is set after this effect, not inside it.
    if (file) void Promise.resolve(file).then(open);
  }, [open]);
  if (state.kind === "done") return <LocalRunResult run={state.run} file={state.file} onClose={() => setState({ kind: "idle" })} />;
  return (
    <section className="panel" aria-labelledby="local-heading">
      <h1 id="local-heading">Open a local run file</h1>
      <LocalDropZone onFile={(file) => void open(file)} />
      {state.kind === "reading" ? (
        <p role="status" data-testid="local-progress">
          Reading {state.name}: {formatPercent(state.read / Math.max(1, state.size), 0)} ({(state.read / 1024 / 1024).toFixed(1)} of{" "}
          {(state.size / 1024 / 1024).toFixed(1)} MB)
          <progress value={state.read} max={Math.max(1, state.size)} style={{ marginLeft: "0.5rem" }} />
        </p>
      ) : null}
      {state.kind === "error" ? (
        <p className="banner bad" role="alert" data-testid="local-error">
          {state.message}
        </p>
      ) : null}
    </section>
  );
}
