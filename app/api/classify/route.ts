import { handleJsonPost, respondError, respondMethodNotAllowed } from "@/app/_server/json-api";
import { describeFirstIssue } from "@/lib/http/describe-issue";
import { classifyRequestSchema, evaluateQuestion } from "@/lib/quantifier";

export const dynamic = "force-dynamic";

export function POST(request: Request) {
  return handleJsonPost(request, (body) => {
    const parsed = classifyRequestSchema.safeParse(body);
    if (!parsed.success) return respondError(400, describeFirstIssue(parsed.error));
    return Response.json(evaluateQuestion(parsed.data));
  });
}

export { respondMethodNotAllowed as GET, respondMethodNotAllowed as PUT, respondMethodNotAllowed as PATCH, respondMethodNotAllowed as DELETE };
