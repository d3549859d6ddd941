import type { LogProblem } from "@/lib/gate/log/read-decision-log";

const SHOWN = 10;

/** Lines of the log that are not decisions: each by its number, so it can be mended; the others are still listed. */
export function LogProblems({ problems, file }: { problems: readonly LogProblem[]; file: string }) {
  if (problems.length === 0) return null;
  return (
    <section className="banner bad" data-testid="log-problems" aria-label="Unreadable lines of the decision log">
      <p style={{ margin: 0 }}>
        {problems.length} line{problems.length === 1 ? "" : "s"} of {file} {problems.length === 1 ? "is" : "are"} not a decision and{" "}
        {problems.length === 1 ? "is" : "are"} left out:
      </p>
      <ul>
        {problems.slice(0, SHOWN).map((problem) => (
          <li key={problem.line}>
            line {problem.line}: {problem.message}
          </li>
        ))}
        {problems.length > SHOWN ? <li>and {problems.length - SHOWN} more</li> : null}
      </ul>
    </section>
  );
}
