// Without this, an unknown /api path gets the HTML not-found page; API clients always get JSON.
export const dynamic = "force-dynamic";

function respondNotFound(request: Request): Response {
  return Response.json({ error: `no API route at ${new URL(request.url).pathname}` }, { status: 404 });
}

export { respondNotFound as GET, respondNotFound as POST, respondNotFound as PUT, respondNotFound as PATCH, respondNotFound as DELETE, respondNotFound as OPTIONS };
