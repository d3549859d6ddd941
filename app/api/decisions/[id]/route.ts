import { respondNotFound } from "@/app/_server/json-api";
import { loadDecisionEntry } from "@/app/_server/decisions";
import { DECISION_ID_PATTERN } from "@/lib/gate/log/decision-entry";

export const dynamic = "force-dynamic";

export { POST, PUT, PATCH, DELETE } from "@/app/_server/read-only-methods";

/** GET /api/decisions/{id}: one recorded decision with its verification now. */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const found = DECISION_ID_PATTERN.test(id) ? (await loadDecisionEntry(id)).found : null;
  if (found === null) return respondNotFound(`no recorded decision with id "${id}"`, "id");
  return Response.json(found);
}
