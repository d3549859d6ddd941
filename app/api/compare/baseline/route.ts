import { z } from "zod";
import { answerGet, respondNotFound } from "@/app/_server/json-api";
import { loadQaRunChoices } from "@/app/_server/compare";
import { pickBaselineRun } from "@/lib/gate/compare/run-choice";
import { runIdField } from "@/lib/gate/query/settings-query";
import { parserOf } from "@/lib/http/parse-query";

export const dynamic = "force-dynamic";

export { POST, PUT, PATCH, DELETE } from "@/app/_server/read-only-methods";

const querySchema = z.strictObject({ treatment: runIdField });

/**
 * GET /api/compare/baseline?treatment=ID: to /compare with the run of the baseline cell as of now (the run page
 * links here, so its cached page never names a stale baseline); to the picker with the treatment chosen when none fits.
 */
export const GET = answerGet(parserOf(querySchema), async ({ treatment }) => {
  const choices = await loadQaRunChoices();
  const run = choices.find((choice) => choice.runId === treatment);
  if (run === undefined) return respondNotFound(`no QA run with id "${treatment}"`, "treatment");
  const baseline = pickBaselineRun(run, choices);
  const query = new URLSearchParams(baseline === null ? { treatment } : { baseline, treatment });
  return new Response(null, { status: 303, headers: { Location: `/compare?${query}` } });
});
