import { capForIntensity } from "@/lib/quantifier/ladder/profiles";
import { INTENSITIES, type Intensity } from "@/lib/quantifier/ladder/rungs";
import { answerModeSchema, DEFAULT_POLICY, type Policy } from "@/lib/quantifier/policy/policy";
import { PROFILE_IDS, type QuestionState } from "@/lib/playground/question-params";
import { BreakableId } from "../breakable-id";
import { NumberInput } from "../number-input";
import styles from "./playground.module.css";
import { DocLink } from "../doc-link";

type Props = { state: QuestionState; onChange: (next: Partial<QuestionState>) => void };
type BooleanField = {
  [K in keyof Policy]: Policy[K] extends boolean ? K : never;
}[keyof Policy];

const BOOLEAN_FIELDS: { field: BooleanField; words: string }[] = [
  { field: "quantifier_guard_enabled", words: "Quantifier guard on (master switch)" },
  { field: "quantifier_guard_apply_caps", words: "Apply caps (off = dry run: the cap is only reported)" },
  { field: "quantifier_reminder_enabled", words: "Add the quantifier reminder to the prompt" },
  { field: "quantifier_reject_broad", words: "Refuse broad unbounded questions, for every call" },
  { field: "claim_lattice_format_collapse_check_enabled", words: "Format-collapse check (Phase 0)" },
];

export function PolicyControls({ state, onChange }: Props) {
  const { policy } = state;
  const setPolicy = (next: Partial<Policy>) => onChange({ policy: { ...policy, ...next } });
  const setCap = (rung: Intensity, value: number | null) => {
    const caps = { ...policy.quantifier_caps_by_intensity };
    if (value === null) delete caps[rung];
    else caps[rung] = value;
    setPolicy({ quantifier_caps_by_intensity: caps });
  };
  const toggleMode = (mode: (typeof answerModeSchema.options)[number], on: boolean) => {
    const modes = on ? [...policy.quantifier_guard_modes, mode] : policy.quantifier_guard_modes.filter((item) => item !== mode);
    setPolicy({ quantifier_guard_modes: answerModeSchema.options.filter((item) => modes.includes(item)) });
  };

  return (
    <details className={styles.policy} data-testid="policy-panel">
      <summary>Policy (the seven fields; the defaults are the dry run)</summary>
      <p className="muted small">
        <DocLink doc="policy">What each policy field does</DocLink>
      </p>
      <div className={styles.flagGrid}>
        {BOOLEAN_FIELDS.map(({ field, words }) => (
          <label key={field} className={styles.check}>
            <input type="checkbox" checked={policy[field]} onChange={(event) => setPolicy({ [field]: event.target.checked })} data-testid={`flag-${field}`} />
            <span>
              {words}{" "}
              <span className="muted small">
                (
                <code>
                  <BreakableId text={field} />
                </code>
                , default {String(DEFAULT_POLICY[field])})
              </span>
            </span>
          </label>
        ))}
      </div>
      <fieldset className={styles.fieldset}>
        <legend>
          Answer modes the guard covers{" "}
          <span className="muted small">
            (<code>quantifier_guard_modes</code>)
          </span>
        </legend>
        {answerModeSchema.options.map((mode) => (
          <label key={mode} className={styles.inline}>
            <input
              type="checkbox"
              checked={policy.quantifier_guard_modes.includes(mode)}
              onChange={(event) => toggleMode(mode, event.target.checked)}
              data-testid={`flag-quantifier_guard_modes-${mode}`}
            />
            {mode}
          </label>
        ))}
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend>
          Claim cap per intensity{" "}
          <span className="muted small">
            (<code>quantifier_caps_by_intensity</code>; empty = the model profile&apos;s cap)
          </span>
        </legend>
        <div className={styles.capGrid}>
          {INTENSITIES.map((rung) => (
            <label key={rung} className={styles.capField}>
              <span className="small mono">
                <BreakableId text={rung} />
              </span>
              <NumberInput
                label={`${rung} cap`}
                optional
                integer
                min={1}
                max={1000}
                value={policy.quantifier_caps_by_intensity[rung] ?? null}
                placeholder={String(capForIntensity(rung, { modelProfileId: PROFILE_IDS[state.profile] }).cap)}
                onCommit={(value) => setCap(rung, value)}
                testId={`flag-quantifier_caps_by_intensity-${rung}`}
              />
            </label>
          ))}
        </div>
      </fieldset>
    </details>
  );
}
