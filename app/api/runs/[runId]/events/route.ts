import { refuseMethodsExcept, respondNotFound } from "@/app/_server/json-api";
import { findRun } from "@/app/_server/store";
import { streamRunEvents } from "@/app/_server/live-events";

export const dynamic = "force-dynamic";

const refuseMethod = refuseMethodsExcept("GET");
export { refuseMethod as POST, refuseMethod as PUT, refuseMethod as PATCH, refuseMethod as DELETE };

/** Server-Sent Events while a QA run is being written: `update` on each change, `done` when it finishes. */
export async function GET(request: Request, { params }: { params: Promise<{ runId: string }> }) {
  const { runId } = await params;
  const run = findRun(runId);
  if (run === null || run.kind !== "qa") return respondNotFound(`no QA run with id "${runId}"`, "runId");
  return streamRunEvents(runId, request.signal);
}
