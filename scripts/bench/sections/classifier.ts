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
          result: `${fmt(classifier.ms, 0)} ms; worst 2,000-char question ${fmt(classifier.worstAdversarialMs, 2)} ms`,
          goal: "under 1 s; under 10 ms",
          met: classifier.ms < 1000 && classifier.worstAdversarialMs < 10,
        },
      ],
    };
  },
};
