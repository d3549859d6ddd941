import { refuseMethodsExcept } from "@/app/_server/json-api";
import { getRun } from "@/app/_server/store";
import { toControllerApi } from "@/lib/controller/controller-api";

export const dynamic = "force-dynamic";

const refuseMethod = refuseMethodsExcept("GET");
export { refuseMethod as POST, refuseMethod as PUT, refuseMethod as PATCH, refuseMethod as DELETE };

export async function GET(_request: Request, { params }: { params: Promise<{ runId: string }> }) {
  const { runId } = await params;
  const found = await getRun(runId);
  if (!found) return Response.json({ error: `no run with id "${runId}"` }, { status: 404 });
  let body: string;
  try {
    body = JSON.stringify(found.kind === "qa" ? found.run : toControllerApi(found.run));
  } catch (error) {
    // A hostile file can nest extra fields deeper than the serializer's stack allows.
    return Response.json({ error: `run "${runId}" cannot be serialized: ${(error as Error).message}` }, { status: 422 });
  }
  return new Response(body, { headers: { "content-type": "application/json" } });
}
