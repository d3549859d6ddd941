// Apart from run-index-query.ts so that the browser bundle, which needs only this, carries no zod.
const RUN_INDEX_PARAMS = ["q", "kind", "sort", "page", "limit"] as const;

/** The index's own parameters of a URL, in one order: the key a page of the table is cached and fetched under. */
export function pickRunIndexParams(get: (name: string) => string | null): string {
  const picked = new URLSearchParams();
  for (const name of RUN_INDEX_PARAMS) {
    const value = get(name);
    if (value !== null && value !== "") picked.set(name, value);
  }
  return picked.toString();
}
