import { refuseMethodsExcept } from "@/app/_server/json-api";
import { streamIndexEvents } from "@/app/_server/live-events";

export const dynamic = "force-dynamic";

const refuseMethod = refuseMethodsExcept("GET");
export { refuseMethod as POST, refuseMethod as PUT, refuseMethod as PATCH, refuseMethod as DELETE };

/** Server-Sent Events for the runs index: `update` when a run changes while any is running, `done` when none is. */
export function GET(request: Request) {
  return streamIndexEvents(request.signal);
}
