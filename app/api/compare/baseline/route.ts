import { z } from "zod";
import { refuseMethodsExcept, respondInvalidQuery, respondNotFound } from "@/app/_server/json-api";
import { loadQaRunChoices } from "@/app/_server/compare";
import { pickBaselineRun } from "@/lib/gate/compare/run-choice";
import { runIdField } from "@/lib/gate/query/settings-query";
import { parseQuery } from "@/lib/http/parse-query";

export const dynamic = "force-dynamic";

const refuseMethod = refuseMethodsExcept("GET");
export { refuseMethod as POST, refuseMethod as PUT, refuseMethod as PATCH, refuseMethod as DELETE };

const querySchema = z.strictObject({ treatment: runIdField });

/**
 * GET /api/compare/baseline?treatment=ID: to /compare with the run of the baseline cell as of now (the run page
 * links here, so its cached page never names a stale baseline); to the picker with the treatment chosen when none fits.
 */
export async function GET(request: Request) {
  const parsed = parseQuery(querySchema, new URL(request.url).searchParams);
  if (!parsed.ok) return respondInvalidQuery(parsed.issues);
  const { treatment } = parsed.query;
  const choices = await loadQaRunChoices();
  const run = choices.find((choice) => choice.runId === treatment);
  if (run === undefined) return respondNotFound(`no QA run with id "${treatment}"`, "treatment");
  const baseline = pickBaselineRun(run, choices);
  const query = new URLSearchParams(baseline === null ? { treatment } : { baseline, treatment });
  return new Response(null, { status: 303, headers: { Location: `/compare?${query}` } });
}
