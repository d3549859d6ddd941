import { answerGet } from "@/app/_server/json-api";
import { respondProblem } from "@/app/_server/decision";
import { loadSideBySide } from "@/app/_server/side-by-side";
import { sideQuerySchema } from "@/lib/gate/query/side-query";
import { pageSideBySide } from "@/lib/gate/sides/side-by-side";
import { parserOf } from "@/lib/http/parse-query";

export const dynamic = "force-dynamic";

export { POST, PUT, PATCH, DELETE } from "@/app/_server/read-only-methods";

/**
 * GET /api/compare/questions?baseline=&treatment=&mode=&metric=&show=&q=&sort=&dir=&offset=&limit=: one page of the
 * side-by-side, each shared question with both arms' shares and the difference, or the questions of one arm only.
 */
export const GET = answerGet(parserOf(sideQuerySchema), async ({ baseline, treatment, ...params }) => {
  const loaded = await loadSideBySide({ baseline, treatment }, params);
  if (!loaded.ok) return respondProblem(loaded.problem);
  const { view, query } = loaded.value;
  return Response.json({ query, ...pageSideBySide(view.questions, query) });
});
