import type { PairedMode, PairedView } from "@/lib/gate/compare/paired-view";
import { VERDICT_BY_LETTER as NAMES, VERDICT_LETTERS } from "@/lib/bench/rows/verdicts";
import { PairList } from "./pair-list";
import { formatPValue } from "@/lib/gate/rule/rule-labels";
import { modeLabel } from "@/lib/bench/runs/format";
import styles from "./compare.module.css";

function formatCellParam(mode: string, from: string, to: string): string {
  return `${mode}:${from}>${to}`;
}

function Matrix({ mode, paired, selected, onSelect }: { mode: string; paired: PairedMode; selected: string | null; onSelect: (cell: string | null) => void }) {
  return (
    <div data-testid={`matrix-${mode}`}>
      <h3>{modeLabel(mode)}</h3>
      <p className="small muted" id={`matrix-note-${mode}`}>
        {paired.pairs} matched rows over {paired.questions} questions; rows = baseline verdict, columns = treatment verdict.
      </p>
      <div className="table-wrap">
        <table className={`data ${styles.matrix}`} aria-describedby={`matrix-note-${mode}`}>
          <thead>
            <tr>
              <th scope="col" className="small">
                baseline ↓ treatment →
              </th>
              {VERDICT_LETTERS.map((to) => (
                <th key={to} scope="col" title={NAMES[to]}>
                  <span aria-hidden="true">{to}</span>
                  <span className="sr-only">{NAMES[to]}</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {VERDICT_LETTERS.map((from) => (
              <tr key={from}>
                <th scope="row">{NAMES[from]}</th>
                {VERDICT_LETTERS.map((to) => {
                  const count = paired.transitions.find((t) => t.from === from && t.to === to)?.count ?? 0;
                  const key = formatCellParam(mode, from, to);
                  const pressed = selected === key;
                  return (
                    <td key={to}>
                      <button
                        type="button"
                        className={styles.matrixButton}
                        aria-pressed={pressed}
                        aria-label={`${count} rows ${NAMES[from]} in baseline and ${NAMES[to]} in treatment`}
                        onClick={() => onSelect(pressed ? null : key)}
                        data-testid={`tm-${mode}-${from}-${to}`}
                      >
                        {count}
                      </button>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="small" data-testid={`paired-stats-${mode}`}>
        McNemar exact (strict vs not): {paired.mcnemar.b} strict only in baseline, {paired.mcnemar.c} strict only in treatment,{" "}
        {formatPValue(paired.mcnemar.pValue)}.
      </p>
    </div>
  );
}

type Runs = { baseline: string; treatment: string };

function Selection({ paired, selected, runs }: { paired: PairedView; selected: string; runs: Runs }) {
  const match = /^(.*):([SHU])>([SHU])$/.exec(selected);
  const [mode, from, to] = [match?.[1] ?? "", match?.[2] ?? "", match?.[3] ?? ""];
  const cell = paired.modes[mode]?.transitions.find((t) => t.from === from && t.to === to);
  if (!match || cell === undefined) return <p className="banner small">The selected cell “{selected}” is not in this comparison.</p>;
  return (
    <div className="panel" data-testid="tm-selection" aria-live="polite">
      <h3>
        {modeLabel(mode)}: {NAMES[cell.from]} → {NAMES[cell.to]} ({cell.count} rows)
      </h3>
      {cell.count === 0 ? (
        <p className="muted small">No row moved this way.</p>
      ) : (
        <PairList runs={runs} mode={mode} from={cell.from} to={cell.to} total={cell.count} />
      )}
    </div>
  );
}

type PanelProps = { paired: PairedView; runs: Runs; selected: string | null; onSelect: (cell: string | null) => void };

export function PairedPanel({ paired, runs, selected, onSelect }: PanelProps) {
  const modes = Object.entries(paired.modes);
  const lacks = (side: "baseline" | "treatment") => paired.missing[side];
  return (
    <section className="panel" aria-labelledby="paired-heading" data-testid="paired-panel">
      <h2 id="paired-heading">Paired view: the same question, mode and sample in both runs</h2>
      {paired.warnings.map((warning) => (
        <p key={warning} className="banner small" data-testid="paired-warning">
          {warning}
        </p>
      ))}
      {(["baseline", "treatment"] as const).map((side) =>
        lacks(side).rows > 0 ? (
          <details key={side} className="small">
            <summary>
              Missing from {side}: {lacks(side).questionCount} question(s), {lacks(side).rows} row(s)
            </summary>
            <ul>
              {lacks(side).examples.map((row) => (
                <li key={row}>{row}</li>
              ))}
              {lacks(side).rows > lacks(side).examples.length ? <li>… and {lacks(side).rows - lacks(side).examples.length} more</li> : null}
            </ul>
          </details>
        ) : null,
      )}
      {modes.length === 0 ? <p className="muted">No rows could be paired.</p> : null}
      <div className={styles.matrixGrid}>
        {modes.map(([mode, pairedMode]) => (
          <Matrix key={mode} mode={mode} paired={pairedMode} selected={selected} onSelect={onSelect} />
        ))}
      </div>
      {selected ? <Selection paired={paired} selected={selected} runs={runs} /> : <p className="muted small">Choose a cell to list its questions.</p>}
    </section>
  );
}
