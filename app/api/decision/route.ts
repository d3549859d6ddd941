import { answerGet } from "@/app/_server/json-api";
import { loadCells, respondProblem, respondRecord, settingsOf } from "@/app/_server/decision";
import { parseDecisionQuery } from "@/lib/gate/query/decision-query";

export const dynamic = "force-dynamic";

export { POST, PUT, PATCH, DELETE } from "@/app/_server/read-only-methods";

/** The four-cell decision: GET /api/decision?baseline=&cap=&reminder=&both=&threshold=&confidence=&move=&format=json|record|markdown. */
export const GET = answerGet(parseDecisionQuery, async (query) => {
  const { format = "json", baseline, cap, reminder, both } = query;
  const runs = Object.fromEntries(Object.entries({ baseline, cap, reminder, both }).filter(([, runId]) => runId !== undefined));
  if (Object.keys(runs).length === 0) return respondProblem({ status: 400, path: "baseline", message: "no cell given: name at least the runs of one option" });
  const loaded = await loadCells(runs, settingsOf(query));
  if (!loaded.ok) return respondProblem(loaded.problem);
  if (format !== "json") return respondRecord(loaded.value, format);
  return Response.json({ decision: loaded.value.decision, runs: loaded.value.runs, record: loaded.value.record });
});
