"use client";

import { useEffect, useState, type ReactNode } from "react";
import type { RowItem, RowsPage } from "@/lib/bench/cells/cell-rows";
import styles from "./side-by-side.module.css";

/** How the rows endpoint names the question: itself, or the sha256 of one too long for a URL. */
export type QuestionKey = ["question" | "questionSha256", string];
type Props = { runs: { baseline: string; treatment: string }; questionKey: QuestionKey; mode: string };
type ArmState = { page: RowsPage | null; error: string | null };

const shown = (value: unknown) => (value === undefined ? "not recorded" : typeof value === "string" ? value : JSON.stringify(value));

/** A question's rows in one arm, read back from the run file by GET /api/runs/{id}/rows. */
function useArmRows(runId: string, questionKey: QuestionKey, mode: string): ArmState {
  const [state, setState] = useState<ArmState>({ page: null, error: null });
  const [name, value] = questionKey;
  useEffect(() => {
    const controller = new AbortController();
    const query = new URLSearchParams([
      [name, value],
      ["mode", mode],
      ["limit", "50"],
    ]);
    fetch(`/api/runs/${encodeURIComponent(runId)}/rows?${query}`, { signal: controller.signal })
      .then(async (response) => {
        const body = (await response.json()) as RowsPage & { error?: string };
        if (!response.ok) throw new Error(body.error ?? response.statusText);
        setState({ page: body, error: null });
      })
      .catch((reason: unknown) => !controller.signal.aborted && setState({ page: null, error: String(reason) }));
    return () => controller.abort();
  }, [runId, name, value, mode]);
  return state;
}

function ArmRows({ label, runId, questionKey, mode }: { label: string; runId: string; questionKey: QuestionKey; mode: string }) {
  const { page, error } = useArmRows(runId, questionKey, mode);
  return (
    <div className={styles.arm} data-testid={`side-rows-${label}`}>
      <p className="small">
        <strong>{label}</strong> <span className="mono">{runId}</span>
        {page !== null ? ` · ${page.total} row${page.total === 1 ? "" : "s"}` : null}
      </p>
      {error !== null ? <p className="banner bad small">{error}</p> : null}
      {page === null && error === null ? <p className="muted small">loading…</p> : null}
      {page !== null ? (
        <table className="data small">
          <caption className="sr-only">
            {label} rows of this question in {mode}
          </caption>
          <thead>
            <tr>
              <th scope="col">line</th>
              <th scope="col">sample</th>
              <th scope="col">verdict</th>
              <th scope="col">ratio</th>
              <th scope="col">format collapsed</th>
              <th scope="col">violation kinds</th>
            </tr>
          </thead>
          <tbody>
            {page.rows.map((row: RowItem) => (
              <tr key={row.line} data-testid="side-row">
                <td className="num">{row.line}</td>
                <td className="num">{shown(row.sample)}</td>
                <td>{shown(row.audit_mode)}</td>
                <td className="num">{typeof row.ratio === "number" ? row.ratio.toFixed(3) : shown(row.ratio)}</td>
                <td>{row.format_collapsed === undefined ? "not recorded" : row.format_collapsed ? "yes" : "no"}</td>
                <td className="mono">{Array.isArray(row.violation_kinds) ? row.violation_kinds.join(", ") || "none" : shown(row.violation_kinds)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </div>
  );
}

type GroupProps = { runs: Props["runs"]; mode: string; question: string; questionKey: QuestionKey; columns: number; children: ReactNode };

/** One question's row (its other cells rendered on the server) and, once opened, its rows in both arms beneath it. */
export function QuestionRowGroup({ runs, mode, question, questionKey, columns, children }: GroupProps) {
  const [open, setOpen] = useState(false);
  return (
    <tbody>
      <tr data-testid="side-table-row">
        <td>
          <button type="button" className={styles.open} aria-expanded={open} onClick={() => setOpen(!open)} data-testid="side-open">
            <span aria-hidden="true">{open ? "▾ " : "▸ "}</span>
            {question}
          </button>
        </td>
        {children}
      </tr>
      {open ? (
        <tr>
          <td colSpan={columns}>
            <div className={styles.arms} data-testid="side-question-rows">
              <ArmRows label="baseline" runId={runs.baseline} questionKey={questionKey} mode={mode} />
              <ArmRows label="treatment" runId={runs.treatment} questionKey={questionKey} mode={mode} />
            </div>
          </td>
        </tr>
      ) : null}
    </tbody>
  );
}
