import type { ModeSummary } from "@/lib/bench/mode-accumulator";
import type { QuestionSummary } from "@/lib/bench/question-accumulator";
import { modeLabel } from "@/lib/bench/format";

type Dist = { recorded: number; counts: Record<string, number> };

function Distribution({ dist, rows }: { dist: Dist; rows: number }) {
  if (dist.recorded === 0) return <span className="not-recorded">not recorded</span>;
  const parts = Object.entries(dist.counts).map(([k, n]) => `${k === "null" ? "none" : k} ${n}`);
  return (
    <span>
      {parts.join(" · ")}
      {dist.recorded < rows ? <span className="muted small"> ({dist.recorded} of {rows} rows recorded)</span> : null}
    </span>
  );
}

/** One line per question: the classifier output is per question, so any mode's cell carries it. */
function perQuestion(questions: QuestionSummary[]) {
  const seen = new Map<string, QuestionSummary[]>();
  for (const q of questions) seen.set(q.question, [...(seen.get(q.question) ?? []), q]);
  return [...seen.entries()].map(([question, cells]) => ({ question, cells }));
}

function capText(cells: QuestionSummary[]): string {
  const parts = cells.filter((c) => c.claimCapRecorded).map((c) => `${modeLabel(c.mode)}: ${c.claimCap ?? "none"}`);
  return parts.length === 0 ? "not recorded" : parts.join(" · ");
}

export function QuantifierSection({ modes, questions }: { modes: Record<string, ModeSummary>; questions: QuestionSummary[] }) {
  const anyRecorded = Object.values(modes).some((m) => m.quantifier.intensity.recorded > 0 || m.quantifier.scopeBoundHint.recorded > 0);
  if (!anyRecorded) return <p className="not-recorded" data-testid="quantifier-not-recorded">Quantifier telemetry: not recorded by this run&apos;s harness.</p>;
  return (
    <>
      <div className="table-wrap">
        <table className="data" data-testid="quantifier-questions">
          <caption className="sr-only">Classifier output per question</caption>
          <thead>
            <tr>
              <th>Question</th>
              <th>Intensity</th>
              <th>Matched</th>
              <th>Scope hint</th>
              <th>Claim cap (looked up)</th>
            </tr>
          </thead>
          <tbody>
            {perQuestion(questions).map(({ question, cells }) => {
              const first = cells.find((c) => c.intensityRecorded) ?? cells[0];
              return (
                <tr key={question}>
                  <td>{question}</td>
                  <td className="mono">{first?.intensityRecorded ? (first.intensity ?? "none") : <span className="not-recorded">not recorded</span>}</td>
                  <td className="mono">{first?.matchedToken ?? "—"}</td>
                  <td>{first?.scopeBoundHint ?? <span className="not-recorded">not recorded</span>}</td>
                  <td className="small">{capText(cells)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <h3>Distribution per mode</h3>
      <div className="table-wrap">
        <table className="data" data-testid="quantifier-modes">
          <thead>
            <tr>
              <th>Mode</th>
              <th>Intensity</th>
              <th>Scope hint</th>
              <th>Claim cap</th>
            </tr>
          </thead>
          <tbody>
            {Object.entries(modes).map(([mode, m]) => (
              <tr key={mode}>
                <th scope="row">{modeLabel(mode)}</th>
                <td className="small"><Distribution dist={m.quantifier.intensity} rows={m.rows} /></td>
                <td className="small"><Distribution dist={m.quantifier.scopeBoundHint} rows={m.rows} /></td>
                <td className="small"><Distribution dist={m.quantifier.claimCap} rows={m.rows} /></td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
