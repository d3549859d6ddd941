import { respondNotFound } from "@/app/_server/json-api";

// Without this, an unknown /api path gets the HTML not-found page; API clients always get JSON.
export const dynamic = "force-dynamic";

function refuseUnknownRoute(request: Request): Response {
  return respondNotFound(`no API route at ${new URL(request.url).pathname}`);
}

export {
  refuseUnknownRoute as GET,
  refuseUnknownRoute as POST,
  refuseUnknownRoute as PUT,
  refuseUnknownRoute as PATCH,
  refuseUnknownRoute as DELETE,
  refuseUnknownRoute as OPTIONS,
};
