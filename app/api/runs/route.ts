import { listRuns } from "@/app/_server/store";

export const dynamic = "force-dynamic";

export async function GET() {
  return Response.json({ runs: await listRuns() });
}
