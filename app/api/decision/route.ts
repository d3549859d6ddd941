import { refuseMethodsExcept, respondInvalidQuery } from "@/app/_server/json-api";
import { loadCells, respondProblem, respondRecord, settingsOf } from "@/app/_server/decision";
import { parseDecisionQuery } from "@/lib/gate/query/decision-query";

export const dynamic = "force-dynamic";

const refuseMethod = refuseMethodsExcept("GET");
export { refuseMethod as POST, refuseMethod as PUT, refuseMethod as PATCH, refuseMethod as DELETE };

/** The four-cell decision: GET /api/decision?baseline=&cap=&reminder=&both=&threshold=&confidence=&move=&format=json|record|markdown. */
export async function GET(request: Request) {
  const parsed = parseDecisionQuery(new URL(request.url).searchParams);
  if (!parsed.ok) return respondInvalidQuery(parsed.issues);
  const { format = "json", baseline, cap, reminder, both } = parsed.query;
  const runs = Object.fromEntries(Object.entries({ baseline, cap, reminder, both }).filter(([, runId]) => runId !== undefined));
  if (Object.keys(runs).length === 0) return respondProblem({ status: 400, path: "baseline", message: "no cell given: name at least the runs of one option" });
  const loaded = await loadCells(runs, settingsOf(parsed.query));
  if (!loaded.ok) return respondProblem(loaded.problem);
  if (format !== "json") return respondRecord(loaded.value, format);
  return Response.json({ decision: loaded.value.decision, runs: loaded.value.runs, record: loaded.value.record });
}
