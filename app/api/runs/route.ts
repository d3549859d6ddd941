import { refuseMethodsExcept } from "@/app/_server/json-api";
import { listRuns } from "@/app/_server/store";

export const dynamic = "force-dynamic";

const refuseMethod = refuseMethodsExcept("GET");
export { refuseMethod as POST, refuseMethod as PUT, refuseMethod as PATCH, refuseMethod as DELETE };

export async function GET() {
  return Response.json(await listRuns());
}
