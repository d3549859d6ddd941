"use client";

import { createColumnHelper } from "@tanstack/react-table";
import type { ControllerDocument, ControllerEvaluation } from "@/lib/controller";
import { StaticTable } from "../data-table/static-table";
import { DocLink } from "../doc-link";
import { CollapseChecks, CollapseVerdict } from "./collapse-checks";
import styles from "./playground.module.css";

const fixed = (value: number) => value.toFixed(4);

type Branch = ControllerEvaluation["branches"][number];
type BranchRow = Branch & { rank: number; stateIn: string };

function NextState({ branch }: { branch: BranchRow }) {
  return (
    <>
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
    </>
  );
}

const column = createColumnHelper<BranchRow>();
const columns = [
  column.accessor("rank", { header: "Rank", meta: { num: true } }),
  column.accessor("id", { header: "Branch", meta: { rowHeader: true }, cell: (info) => <span className="mono">{info.getValue()}</span> }),
  column.accessor("stateIn", { header: "State in" }),
  column.accessor("state", { header: "Next state", cell: (info) => <NextState branch={info.row.original} /> }),
  column.accessor("effectiveIndependence", { header: "Effective independence", meta: { num: true }, cell: (info) => fixed(info.getValue()) }),
  column.accessor("score", { header: "Score", meta: { num: true }, cell: (info) => fixed(info.getValue()) }),
];

/** Uncertainty and the recommended width in a sentence: what the number means and what the controller does with it. */
function SearchWidth({ evaluation }: { evaluation: ControllerEvaluation }) {
  const surviving = evaluation.branches.filter((branch) => branch.state !== "rejected").length;
  const [low, high] = evaluation.width;
  return (
    <p data-testid="uncertainty">
      Uncertainty <strong>{fixed(evaluation.uncertainty)}</strong>: how evenly the score is spread over the {surviving} surviving{" "}
      {surviving === 1 ? "branch" : "branches"} (0 when one branch holds it all, 1 when all hold the same). The more even, the wider the search: keep{" "}
      <strong>
        {low}–{high} branches
      </strong>{" "}
      open at the next step, a recommendation, not a quota (
      <DocLink doc="controller" section="search-width">
        search width
      </DocLink>
      ).
    </p>
  );
}

/** The verdict and its reasons first, then what the search should do next, then the checks in order. */
export function ControllerVerdict({ evaluation }: { evaluation: ControllerEvaluation | string }) {
  if (typeof evaluation === "string") {
    return (
      <p className="banner bad" role="alert" data-testid="controller-error">
        Cannot evaluate: {evaluation}
      </p>
    );
  }
  return (
    <div className={styles.verdict} data-testid="controller-verdict">
      <CollapseVerdict collapse={evaluation.collapse} />
      <SearchWidth evaluation={evaluation} />
      <CollapseChecks collapse={evaluation.collapse} />
    </div>
  );
}

type OutputProps = {
  document: ControllerDocument;
  evaluation: ControllerEvaluation | string;
  similarities: string;
  diversity: number | null | string;
  onSimilarities: (text: string) => void;
};

/** Every branch's next state and score, and the diversity diagnostic. */
export function ControllerOutput({ document, evaluation, similarities, diversity, onSimilarities }: OutputProps) {
  if (typeof evaluation === "string") return null;
  const inputState = new Map(document.branches.map((branch) => [branch.id, branch.state]));
  const rows = evaluation.branches.map((branch, index) => ({ ...branch, rank: index + 1, stateIn: inputState.get(branch.id) ?? "" }));
  return (
    <>
      <h3>Controller output</h3>
      <StaticTable
        data={rows}
        columns={columns}
        sortable={false}
        testId="controller-table"
        rowTestId={(row) => `branch-result-${row.id}`}
        caption="Controller output per branch"
      />
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
    </>
  );
}
