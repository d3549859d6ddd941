import { respondNotFound } from "@/app/_server/json-api";
import { findRun } from "@/app/_server/store";
import { streamRunEvents } from "@/app/_server/live-events";

export const dynamic = "force-dynamic";

export { POST, PUT, PATCH, DELETE } from "@/app/_server/read-only-methods";

/** Server-Sent Events while a QA run is being written: `update` on each change, `done` when it finishes. */
export async function GET(request: Request, { params }: { params: Promise<{ runId: string }> }) {
  const { runId } = await params;
  const run = findRun(runId);
  if (run === null || run.kind !== "qa") return respondNotFound(`no QA run with id "${runId}"`, "runId");
  return streamRunEvents(runId, request.signal);
}
