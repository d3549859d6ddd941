"use client";

import dynamic from "next/dynamic";
import { useState } from "react";
import type { RunSummary } from "@/lib/bench/summarize-run";
import { LocalFileError, summarizeLocalFile } from "@/lib/bench/read-local-file";
import styles from "./local-file-opener.module.css";

// The run view (recharts) loads only once a file is read, keeping the runs index light (issue #7).
const QaRunView = dynamic(() => import("./qa-run-view").then((m) => m.QaRunView), { loading: () => <div className="skeleton" /> });

type State = { kind: "idle" } | { kind: "reading"; name: string; read: number; size: number } | { kind: "error"; message: string } | { kind: "done"; run: RunSummary };

export function LocalFileOpener() {
  const [state, setState] = useState<State>({ kind: "idle" });
  const [dragging, setDragging] = useState(false);

  async function open(file: File) {
    setState({ kind: "reading", name: file.name, read: 0, size: file.size });
    try {
      const run = await summarizeLocalFile(file, (read) => setState({ kind: "reading", name: file.name, read, size: file.size }));
      setState({ kind: "done", run });
    } catch (error) {
      setState({ kind: "error", message: error instanceof LocalFileError ? error.message : `Could not read ${file.name}: ${(error as Error).message}` });
    }
  }

  if (state.kind === "done") {
    return (
      <div data-testid="local-run">
        <div className="banner" role="note">
          <strong>Local file, computed in your browser:</strong> nothing was uploaded. <button type="button" onClick={() => setState({ kind: "idle" })}>Close and pick another</button>
        </div>
        <QaRunView run={state.run} />
      </div>
    );
  }
  return (
    <section className="panel" aria-labelledby="local-heading">
      <h2 id="local-heading">Open a local run file</h2>
      <label
        className={`${styles.drop} ${dragging ? styles.dragging : ""}`}
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(e) => {
          e.preventDefault();
          setDragging(false);
          const file = e.dataTransfer.files[0];
          if (file) void open(file);
        }}
        data-testid="local-drop"
      >
        <span>Drop a QA sweep <code>.jsonl</code> here, or pick one. It is read in this browser tab with the same code as the server; nothing is uploaded. Up to 200 MB.</span>
        <input type="file" accept=".jsonl,.json,.txt,application/json" onChange={(e) => e.target.files?.[0] && void open(e.target.files[0])} data-testid="local-file-input" />
      </label>
      {state.kind === "reading" ? (
        <p role="status" data-testid="local-progress">
          Reading {state.name}: {Math.round((state.read / Math.max(1, state.size)) * 100)}% ({(state.read / 1024 / 1024).toFixed(1)} of {(state.size / 1024 / 1024).toFixed(1)} MB)
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
