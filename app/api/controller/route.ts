import { handleJsonPost, respondError, respondMethodNotAllowed } from "@/app/_server/json-api";
import { ControllerInputError, evaluateController } from "@/lib/controller";
import { findNonFiniteNumber } from "@/lib/http/describe-issue";
import { parseControllerRequest } from "@/lib/playground/controller-request";

export const dynamic = "force-dynamic";

export function POST(request: Request) {
  return handleJsonPost(request, (body) => {
    try {
      const evaluation = evaluateController(parseControllerRequest(body));
      const overflow = findNonFiniteNumber(evaluation);
      if (overflow !== null) {
        return respondError(422, { error: `the thresholds overflow: ${overflow} of the result is not a finite number`, path: "thresholds" });
      }
      return Response.json(evaluation);
    } catch (error) {
      if (!(error instanceof ControllerInputError)) throw error;
      return respondError(400, { error: error.message, path: error.path });
    }
  });
}

export { respondMethodNotAllowed as GET, respondMethodNotAllowed as PUT, respondMethodNotAllowed as PATCH, respondMethodNotAllowed as DELETE };
