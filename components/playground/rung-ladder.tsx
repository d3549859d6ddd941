import type { Evaluation } from "@/lib/quantifier";
import { capForIntensity } from "@/lib/quantifier/ladder/profiles";
import { describeOperationalShape, INTENSITIES, isBroadIntensity } from "@/lib/quantifier/ladder/rungs";
import { PROFILE_IDS, type QuestionState } from "@/lib/playground/question-params";
import { BreakableId } from "../breakable-id";
import styles from "./playground.module.css";

export function RungLadder({ evaluation, state }: { evaluation: Evaluation; state: QuestionState }) {
  const chosen = evaluation.classification.intensity;
  return (
    <div>
      <h3>Intensity ladder</h3>
      <ol className={styles.ladder} data-testid="rung-ladder">
        {INTENSITIES.map((rung) => {
          const lookup = capForIntensity(rung, {
            modelProfileId: PROFILE_IDS[state.profile],
            overrides: state.policy.quantifier_caps_by_intensity,
            explicitCount: rung === chosen ? evaluation.classification.explicitCount : null,
          });
          const current = rung === chosen;
          return (
            <li key={rung} className={current ? styles.chosen : undefined} aria-current={current ? "true" : undefined} data-testid={`rung-${rung}`}>
              <span className={styles.marker} aria-hidden="true">
                {current ? "▶" : ""}
              </span>
              <span className="mono">
                <BreakableId text={rung} />
              </span>
              <span className={`muted small ${styles.shape}`}>{describeOperationalShape(rung)}</span>
              {isBroadIntensity(rung) ? <span className="badge unknown">broad</span> : null}
              {current ? <span className="badge flag">chosen</span> : null}
              <span className={`small ${styles.rungCap}`}>cap {lookup.cap}</span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
