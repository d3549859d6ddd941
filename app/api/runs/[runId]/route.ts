import { respondError, respondNotFound } from "@/app/_server/json-api";
import { getRun } from "@/app/_server/store";
import { toControllerApi } from "@/lib/controller/runs/controller-api";
import { respondStoreError } from "@/app/_server/qa-route";

export const dynamic = "force-dynamic";

export { POST, PUT, PATCH, DELETE } from "@/app/_server/read-only-methods";

export async function GET(_request: Request, { params }: { params: Promise<{ runId: string }> }) {
  const { runId } = await params;
  let found;
  try {
    found = await getRun(runId);
  } catch (error) {
    const answer = respondStoreError(error);
    if (answer === null) throw error;
    return answer;
  }
  if (!found) return respondNotFound(`no run with id "${runId}"`, "runId");
  let body: string;
  try {
    body = JSON.stringify(found.kind === "qa" ? found.summary : toControllerApi(found.run));
  } catch (error) {
    // A hostile file can nest extra fields deeper than the serializer's stack allows.
    return respondError(422, { error: `run "${runId}" cannot be serialized: ${(error as Error).message}`, path: "$" });
  }
  return new Response(body, { headers: { "content-type": "application/json" } });
}
