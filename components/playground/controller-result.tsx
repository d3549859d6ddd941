import type { ControllerDocument, ControllerEvaluation } from "@/lib/controller";
import { CollapseChecks } from "./collapse-checks";
import styles from "./playground.module.css";

type Props = {
  document: ControllerDocument;
  evaluation: ControllerEvaluation | string;
  similarities: string;
  diversity: number | null | string;
  onSimilarities: (text: string) => void;
};

const fixed = (value: number) => value.toFixed(4);

function DiversityField({ similarities, diversity, onSimilarities }: Pick<Props, "similarities" | "diversity" | "onSimilarities">) {
  return (
    <div>
      <label className={styles.field}>
        <span>Pairwise semantic similarities (diversity diagnostic), comma separated</span>
        <input
          type="text"
          value={similarities}
          placeholder="e.g. 0.91, 0.42, 0.3"
          onChange={(event) => onSimilarities(event.target.value)}
          data-testid="similarities-input"
        />
      </label>
      <p className="small" data-testid="diversity-ratio">
        {typeof diversity === "string" ? (
          <span className="badge bad">{diversity}</span>
        ) : diversity === null ? (
          "diversity ratio: no pairs measured"
        ) : (
          `diversity ratio ${fixed(diversity)} (materially distinct pairs / measured pairs)`
        )}
      </p>
    </div>
  );
}

export function ControllerResult({ document, evaluation, similarities, diversity, onSimilarities }: Props) {
  if (typeof evaluation === "string") {
    return (
      <p className="banner bad" role="alert" data-testid="controller-error">
        Cannot evaluate: {evaluation}
      </p>
    );
  }
  const inputState = new Map(document.branches.map((branch) => [branch.id, branch.state]));
  return (
    <>
      <h3>Controller output</h3>
      <div className="table-wrap">
        <table className="data" data-testid="controller-table">
          <thead>
            <tr>
              <th>Rank</th>
              <th>Branch</th>
              <th>State in</th>
              <th>Next state</th>
              <th className="num">Effective independence</th>
              <th className="num">Score</th>
            </tr>
          </thead>
          <tbody>
            {evaluation.branches.map((branch, index) => (
              <tr key={branch.id} data-testid={`branch-result-${branch.id}`}>
                <td className="num">{index + 1}</td>
                <td className="mono">{branch.id}</td>
                <td>{inputState.get(branch.id)}</td>
                <td>
                  <span
                    className={`badge ${branch.state === "rejected" ? "bad" : branch.state === "dormant" ? "unknown" : "measured"}`}
                    data-testid={`branch-state-${branch.id}`}
                  >
                    {branch.state}
                  </span>
                  {branch.revived ? (
                    <span className="badge flag" data-testid={`branch-revived-${branch.id}`}>
                      {" "}
                      revived
                    </span>
                  ) : null}
                </td>
                <td className="num">{fixed(branch.effectiveIndependence)}</td>
                <td className="num">{fixed(branch.score)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p data-testid="uncertainty">
        Uncertainty {fixed(evaluation.uncertainty)} · recommended width {evaluation.width[0]}–{evaluation.width[1]} branches
      </p>
      <DiversityField similarities={similarities} diversity={diversity} onSimilarities={onSimilarities} />
      <CollapseChecks collapse={evaluation.collapse} />
    </>
  );
}
