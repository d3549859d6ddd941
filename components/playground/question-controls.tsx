import { answerModeSchema, type AnswerMode } from "@/lib/quantifier/policy/policy";
import type { ProfileChoice, QuestionState } from "@/lib/playground/question-params";
import { useHydrated } from "../use-hydrated";
import { EXAMPLE_QUESTIONS } from "./examples";
import styles from "./playground.module.css";

type Props = { state: QuestionState; onChange: (next: Partial<QuestionState>) => void; outcome: React.ReactNode };

/** The question, then its outcome right under it, then the examples and per-call switches that change it. */
export function QuestionControls({ state, onChange, outcome }: Props) {
  const hydrated = useHydrated();
  return (
    <>
      <label className={styles.field}>
        <span>Question</span>
        <input
          type="text"
          className={styles.question}
          value={state.question}
          maxLength={2000}
          placeholder="Type a question, e.g. Winners of all major sports?"
          onChange={(event) => onChange({ question: event.target.value })}
          data-testid="question-input"
          data-hydrated={hydrated}
        />
      </label>
      {outcome}
      <div className={styles.examples} role="group" aria-label="Example questions">
        {EXAMPLE_QUESTIONS.map((example) => (
          <button key={example} type="button" className="small" onClick={() => onChange({ question: example })} aria-pressed={state.question === example}>
            {example}
          </button>
        ))}
      </div>
      <div className={`row ${styles.controls}`}>
        <label className={styles.inline}>
          Model profile{" "}
          <select value={state.profile} onChange={(event) => onChange({ profile: event.target.value as ProfileChoice })} data-testid="model-profile">
            <option value="hermes">Hermes-3-8B (small model caps)</option>
            <option value="default">default (large model caps)</option>
          </select>
        </label>
        <label className={styles.inline}>
          Answer mode{" "}
          <select value={state.mode} onChange={(event) => onChange({ mode: event.target.value as AnswerMode })} data-testid="answer-mode">
            {answerModeSchema.options.map((mode) => (
              <option key={mode} value={mode}>
                {mode}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.inline}>
          <input type="checkbox" checked={state.rejectBroad} onChange={(event) => onChange({ rejectBroad: event.target.checked })} data-testid="reject-broad" />
          Refuse broad unbounded questions, this call only <span className="muted small">(command-line flag --reject-broad)</span>
        </label>
        <label className={styles.inline}>
          <input type="checkbox" checked={state.allowBroad} onChange={(event) => onChange({ allowBroad: event.target.checked })} data-testid="allow-broad" />
          Allow a broad answer with no cap, this call only <span className="muted small">(command-line flag --allow-broad)</span>
        </label>
      </div>
    </>
  );
}
