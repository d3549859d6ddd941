"use client";

import dynamic from "next/dynamic";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { LocalFileError, type LocalRun } from "@/lib/bench/local/read-local-file";
import { readLocalRun } from "@/lib/bench/local/read-local-run";
import { buildRunPages } from "@/lib/bench/cells/run-pages";
import { formatPercent } from "@/lib/stats/format-rate";
import { CellSourceProvider } from "../cells/cell-source-context";
import { localCellSource } from "../cells/local-cell-source";
import { LocalDropZone } from "./local-drop-zone";
import { takeHandedOverFiles } from "./pending-file";

// The run view (charts and tables) loads only once a file has been read.
const QaRunView = dynamic(() => import("../qa-run-view").then((m) => m.QaRunView), { loading: () => <div className="skeleton" /> });

type State =
  | { kind: "idle" }
  | { kind: "reading"; name: string; read: number; size: number }
  | { kind: "error"; message: string }
  | { kind: "done"; run: LocalRun; file: Blob };

function LocalRunResult({ run, file, onClose }: { run: LocalRun; file: Blob; onClose: () => void }) {
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
  const open = useCallback(async (files: File[]) => {
    const name = files.map((file) => file.name).join(", ");
    const size = files.reduce((total, file) => total + file.size, 0);
    setState({ kind: "reading", name, read: 0, size });
    try {
      const { file, ...run } = await readLocalRun(files, (read) => setState({ kind: "reading", name, read, size }));
      setState({ kind: "done", run, file });
    } catch (error) {
      setState({ kind: "error", message: error instanceof LocalFileError ? error.message : `Could not read ${name}: ${(error as Error).message}` });
    }
  }, []);
  useEffect(() => {
    const files = takeHandedOverFiles();
    // Started from a promise, so the reading state is set after this effect, not inside it.
    if (files.length > 0) void Promise.resolve(files).then(open);
  }, [open]);
  if (state.kind === "done") return <LocalRunResult run={state.run} file={state.file} onClose={() => setState({ kind: "idle" })} />;
  return (
    <section className="panel" aria-labelledby="local-heading">
      <h1 id="local-heading">Open a local run file</h1>
      <LocalDropZone onFiles={(files) => void open(files)} />
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
