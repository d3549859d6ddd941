import type { BenchSection } from "../section";
import { measureClassifier } from "../classifier-speed";
import { fmt } from "../format";

export const classifierSection: BenchSection = {
  name: "classifier",
  async run() {
    const classifier = measureClassifier(100_000);
    return {
      data: classifier,
      goals: [
        {
          measure: `classifier, ${classifier.questions} questions`,
          result: `${fmt(classifier.ms, 0)} ms`,
          goal: "under 1 s (no parsing library: hand-written grammar)",
          met: classifier.ms < 1000,
        },
        {
          measure: "classifier, worst 2,000-char adversarial question",
          result: `${fmt(classifier.worstAdversarialMs, 2)} ms (${classifier.worstAdversarialStart})`,
          goal: "under 10 ms",
          met: classifier.worstAdversarialMs < 10,
        },
        {
          measure: `playground, p99 of ${classifier.keystrokes} keystrokes (evaluateQuestion per prefix)`,
          result: `${fmt(classifier.keystrokeP99Ms, 2)} ms`,
          goal: "under 16 ms (one frame: answers as you type)",
          met: classifier.keystrokeP99Ms < 16,
        },
      ],
    };
  },
};
