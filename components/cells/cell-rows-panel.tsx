"use client";

import { useEffect, useRef, useState } from "react";
import type { RowsPage } from "@/lib/bench/cells/cell-rows";
import { modeLabel } from "@/lib/bench/runs/format";
import { StaticTable } from "../data-table/static-table";
import { SAMPLE_COLUMNS, type SampleRow } from "./cell-rows-columns";
import { useCellSource } from "./cell-source-context";

const ROWS_PER_PAGE = 50;
export type SelectedQuestion = { question: string; questionSha256?: string };
type ModeState = { page: RowsPage | null; error: string | null };

/** Every mode's page of rows of the question, read back from the run file; a mode's offset moves its own page. */
function useQuestionRows(selected: SelectedQuestion, modes: string[], offsets: Record<string, number>): Record<string, ModeState> {
  const source = useCellSource();
  const [states, setStates] = useState<Record<string, ModeState>>({});
  const { question, questionSha256 } = selected;
  useEffect(() => {
    const controller = new AbortController();
    const cell = questionSha256 ? { questionSha256 } : { question };
    for (const mode of modes) {
      source.fetchRows({ ...cell, mode, offset: offsets[mode] ?? 0, limit: ROWS_PER_PAGE }, controller.signal).then(
        (page) => setStates((current) => ({ ...current, [mode]: { page, error: null } })),
        (error: unknown) => !controller.signal.aborted && setStates((current) => ({ ...current, [mode]: { page: null, error: String(error) } })),
      );
    }
    return () => controller.abort();
  }, [source, question, questionSha256, modes, offsets]);
  return states;
}

function ModePager({ mode, page, offset, onOffset }: { mode: string; page: RowsPage; offset: number; onOffset: (offset: number) => void }) {
  if (page.total <= ROWS_PER_PAGE) return null;
  return (
    <p className="small row">
      {modeLabel(mode)}: rows {offset + 1}–{offset + page.rows.length} of {page.total}
      <button type="button" disabled={offset === 0} onClick={() => onOffset(Math.max(0, offset - ROWS_PER_PAGE))}>
        Previous
      </button>
      <button type="button" disabled={page.nextOffset === null} onClick={() => onOffset(page.nextOffset ?? offset)}>
        Next
      </button>
    </p>
  );
}

/** Every sample of the selected question in every mode, read back from the run file; opens right under the question pressed. */
type PanelProps = { selected: SelectedQuestion; modes: string[]; focusRequest: number; onClose: () => void };

export function CellRowsPanel({ selected, modes, focusRequest, onClose }: PanelProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const [offsets, setOffsets] = useState<Record<string, number>>({});
  const states = useQuestionRows(selected, modes, offsets);
  // The panel opens under the row pressed; focus moves to its heading so a keyboard user reads on from there.
  useEffect(() => {
    if (focusRequest === 0) return;
    heading.current?.scrollIntoView({ block: "nearest" });
    heading.current?.focus({ preventScroll: true });
  }, [focusRequest, selected.question]);
  const rows: SampleRow[] = modes.flatMap((mode) => (states[mode]?.page?.rows ?? []).map((row) => ({ mode, row })));
  const waiting = modes.filter((mode) => states[mode] === undefined);
  const failed = modes.flatMap((mode) => (states[mode]?.error ? [`${modeLabel(mode)}: ${states[mode]?.error}`] : []));
  return (
    <section aria-label="Selected question" className="rows-panel" data-testid="question-rows">
      <div className="row">
        <h3 style={{ margin: 0 }} tabIndex={-1} ref={heading} data-testid="question-rows-heading">
          {selected.question}
        </h3>
        <button type="button" onClick={onClose} data-testid="question-rows-close">
          Close
        </button>
      </div>
      {waiting.length > 0 ? <p className="muted small">loading {waiting.map(modeLabel).join(", ")}…</p> : null}
      {failed.map((problem) => (
        <p key={problem} className="bad small" role="alert">
          {problem}
        </p>
      ))}
      <StaticTable data={rows} columns={SAMPLE_COLUMNS} testId="question-samples" rowTestId="question-sample-row" caption="Rows of the selected question" />
      {modes.map((mode) => {
        const page = states[mode]?.page;
        return page ? (
          <ModePager
            key={mode}
            mode={mode}
            page={page}
            offset={offsets[mode] ?? 0}
            onOffset={(offset) => setOffsets((current) => ({ ...current, [mode]: offset }))}
          />
        ) : null;
      })}
    </section>
  );
}
