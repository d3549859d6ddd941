import { getRun } from "@/app/_server/store";
import { toControllerApi } from "@/lib/controller/controller-api";

export const dynamic = "force-dynamic";

export async function GET(_request: Request, { params }: { params: Promise<{ runId: string }> }) {
  const { runId } = await params;
  const found = await getRun(runId);
  if (!found) return Response.json({ error: `no run with id "${runId}"` }, { status: 404 });
  return Response.json(found.kind === "qa" ? found.run : toControllerApi(found.run));
}
