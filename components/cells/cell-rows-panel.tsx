"use client";

import { useEffect, useRef, useState } from "react";
import type { RowItem, RowsPage } from "@/lib/bench/cells/cell-rows";
import { modeLabel } from "@/lib/bench/runs/format";
import { useCellSource } from "./cell-source-context";

const ROWS_PER_PAGE = 50;
export type SelectedQuestion = { question: string; questionSha256?: string };

const text = (value: unknown) =>
  value === undefined ? <span className="not-recorded">not recorded</span> : typeof value === "string" ? value : JSON.stringify(value);
const fixed = (value: unknown, digits: number, unit = "") => (typeof value === "number" ? `${value.toFixed(digits)}${unit}` : text(value));

function RowLine({ row, mode }: { row: RowItem; mode: string }) {
  if ("error" in row) {
    return (
      <tr data-testid="question-sample-row">
        <td className="num">{row.line}</td>
        <td colSpan={8} className="bad">
          {String(row.error)}
        </td>
      </tr>
    );
  }
  const kinds = row.violation_kinds;
  return (
    <tr data-testid="question-sample-row">
      <td className="num">{row.line}</td>
      <td className="nowrap">{modeLabel(mode)}</td>
      <td className="num">{text(row.sample)}</td>
      <td>{text(row.audit_mode)}</td>
      <td className="num">
        {text(row.n_verified)} / {text(row.n_quotes)}
      </td>
      <td className="num">{fixed(row.ratio, 3)}</td>
      <td className="num">{fixed(row.latency_s, 1, "s")}</td>
      <td>{row.format_collapsed === undefined ? text(undefined) : row.format_collapsed ? "yes" : "no"}</td>
      <td className="mono small">{Array.isArray(kinds) ? kinds.join(", ") || "none" : text(kinds)}</td>
    </tr>
  );
}

function ModeRows({ selected, mode }: { selected: SelectedQuestion; mode: string }) {
  const source = useCellSource();
  const [offset, setOffset] = useState(0);
  const [state, setState] = useState<{ page: RowsPage | null; error: string | null; done: boolean }>({ page: null, error: null, done: false });
  const { question, questionSha256 } = selected;
  useEffect(() => {
    const controller = new AbortController();
    const cell = questionSha256 ? { questionSha256 } : { question };
    source.fetchRows({ ...cell, mode, offset, limit: ROWS_PER_PAGE }, controller.signal).then(
      (page) => setState({ page, error: null, done: true }),
      (error: unknown) => !controller.signal.aborted && setState({ page: null, error: String(error), done: true }),
    );
    return () => controller.abort();
  }, [source, question, questionSha256, mode, offset]);
  if (!state.done)
    return (
      <tr>
        <td colSpan={9} className="muted">
          loading {modeLabel(mode)}…
        </td>
      </tr>
    );
  if (state.error)
    return (
      <tr>
        <td colSpan={9} className="bad">
          {state.error}
        </td>
      </tr>
    );
  const page = state.page;
  if (page === null) return null;
  return (
    <>
      {page.rows.map((row) => (
        <RowLine key={row.line} row={row} mode={mode} />
      ))}
      {page.total > ROWS_PER_PAGE ? (
        <tr>
          <td colSpan={9} className="small">
            {modeLabel(mode)}: rows {offset + 1}–{offset + page.rows.length} of {page.total}{" "}
            <button type="button" disabled={offset === 0} onClick={() => setOffset(Math.max(0, offset - ROWS_PER_PAGE))}>
              Previous
            </button>{" "}
            <button type="button" disabled={page.nextOffset === null} onClick={() => setOffset(page.nextOffset ?? offset)}>
              Next
            </button>
          </td>
        </tr>
      ) : null}
    </>
  );
}

/** Every sample of the selected question in every mode, read back from the run file on demand. */
type PanelProps = { selected: SelectedQuestion; modes: string[]; focusRequest: number; onClose: () => void };

export function CellRowsPanel({ selected, modes, focusRequest, onClose }: PanelProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The panel opens below a long table: bring it into view and move focus to it, or a click seems to do nothing.
  useEffect(() => {
    if (focusRequest === 0) return;
    heading.current?.scrollIntoView({ block: "start" });
    heading.current?.focus({ preventScroll: true });
  }, [focusRequest, selected.question]);
  return (
    <section aria-label="Selected question" className="rows-panel" data-testid="question-rows">
      <div className="row">
        <h3 style={{ margin: 0 }} tabIndex={-1} ref={heading} data-testid="question-rows-heading">
          {selected.question}
        </h3>
        <button type="button" onClick={onClose}>
          Close
        </button>
      </div>
      <div className="table-wrap">
        <table className="data">
          <caption className="sr-only">Rows of the selected question</caption>
          <thead>
            <tr>
              <th className="num">Line</th>
              <th>Mode</th>
              <th className="num">Sample</th>
              <th>Verdict</th>
              <th className="num">Verified / quotes</th>
              <th className="num">Ratio</th>
              <th className="num">Latency</th>
              <th>Format collapsed</th>
              <th>Violation kinds</th>
            </tr>
          </thead>
          <tbody>
            {modes.map((mode) => (
              <ModeRows key={`${mode}|${selected.questionSha256 ?? selected.question}`} selected={selected} mode={mode} />
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
