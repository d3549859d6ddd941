import { handleJsonPost, respondError, respondInvalidQuery } from "@/app/_server/json-api";
import { loadDecisionsPage, recordDecisionNow } from "@/app/_server/decisions";
import { describeFirstIssue } from "@/lib/http/describe-issue";
import { parseDecisionsQuery, recordRequestSchema } from "@/lib/gate/query/decisions-query";

export const dynamic = "force-dynamic";

/** GET /api/decisions?offset=&limit=: the recorded decisions, newest first, each re-verified against the files now. */
export async function GET(request: Request) {
  const parsed = parseDecisionsQuery(new URL(request.url).searchParams);
  if (!parsed.ok) return respondInvalidQuery(parsed.issues);
  return Response.json(await loadDecisionsPage(parsed.query));
}

/** POST /api/decisions { by, note?, baseline, treatment | cap, reminder, both, threshold?, confidence?, move? }: records the decision. */
export function POST(request: Request) {
  return handleJsonPost(request, async (body) => {
    const parsed = recordRequestSchema.safeParse(body);
    if (!parsed.success) return respondError(400, describeFirstIssue(parsed.error));
    const recorded = await recordDecisionNow(parsed.data);
    if (!recorded.ok) return respondError(recorded.problem.status, { error: recorded.problem.message, path: recorded.problem.path });
    return Response.json(recorded.entry, { status: 201, headers: { Location: `/decisions/${recorded.entry.id}` } });
  });
}

const refuse = () => respondError(405, { error: "use GET to list decisions or POST to record one", path: "$" }, { Allow: "GET, POST" });
export { refuse as PUT, refuse as PATCH, refuse as DELETE };
