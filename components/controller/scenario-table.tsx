import type { ScenarioResult } from "@/lib/controller/bench/results-schema";
import { formatProbability, formatYesNo } from "./format-controller";
import styles from "./controller.module.css";

export function ScenarioTable({ scenarios }: { scenarios: ScenarioResult[] }) {
  return (
    <div className="table-wrap">
      <table className="data" data-testid="scenario-table">
        <caption className="sr-only">Per-scenario results for each policy</caption>
        <thead>
          <tr>
            <th>Scenario</th>
            <th>Type</th>
            <th>Policy</th>
            <th>Truth</th>
            <th>Final answer</th>
            <th>Correct</th>
            <th>Switch (delay)</th>
            <th className="num">Wrong-leader steps</th>
            <th>Revival</th>
            <th className="num">Brier</th>
            <th className="num">Tokens</th>
          </tr>
        </thead>
        <tbody>
          {scenarios.map((s) => (
            <tr key={`${s.scenario_id}:${s.policy}`} data-testid="scenario-row">
              <td className={`mono ${styles.id}`}>{s.scenario_id}</td>
              <td>{s.scenario_type}</td>
              <td>{s.policy}</td>
              <td className="mono">{s.truth}</td>
              <td className="mono">{s.final_answer ?? <span className="not-recorded">none</span>}</td>
              <td>{s.correct ? "✓ yes" : "✗ no"}</td>
              <td>
                {formatYesNo(s.switch_success)}
                {s.switch_delay_steps === null ? "" : ` (${s.switch_delay_steps})`}
              </td>
              <td className="num">{s.wrong_leader_steps}</td>
              <td>{formatYesNo(s.revival_success)}</td>
              <td className="num">{formatProbability(s.brier)}</td>
              <td className="num">{s.total_tokens}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
