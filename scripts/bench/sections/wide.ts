import { statSync } from "node:fs";
import path from "node:path";
import type { BenchSection } from "../section";
import { measureWideRun } from "../wide-run-cli";
import { fmt } from "../format";
import { ingestGoals, measureIngestFigures } from "../ingest-figures";

const WIDE_QUESTIONS = Number(process.env.BENCH_WIDE_QUESTIONS ?? 111_111);

export const wideSection: BenchSection = {
  name: "wide",
  async run(dir) {
    const file = path.join(dir, "wide.jsonl");
    const wide = await measureWideRun(file, WIDE_QUESTIONS);
    const figures = measureIngestFigures(file, statSync(file).size);
    return {
      data: { ...wide, figures },
      goals: [
        ...ingestGoals(figures),
        {
          measure: `summarize ${wide.rows} rows over ${wide.questions} questions`,
          result: `exit ${wide.summary.status}, ${wide.summary.stdoutBytes} bytes in ${fmt(wide.summary.seconds, 1)} s`,
          goal: "exit 0, under 5 MB",
          met: wide.summary.status === 0 && wide.summary.stdoutBytes < 5 * 1024 * 1024,
        },
        {
          measure: "summarize --questions on the same file",
          result: `${wide.questionLines.lines} lines for ${wide.cells} cells, exit ${wide.questionLines.status}`,
          goal: "one line per cell",
          met: wide.questionLines.lines === wide.cells && wide.questionLines.status === 0,
        },
      ],
    };
  },
};
