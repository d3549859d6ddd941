export type Timed = { ms: number; bytes: number; status: number };

/** One GET through `fetch`, timed to its whole body (which `fetch` also inflates in this process). */
export async function fetchTimed(url: string): Promise<Timed> {
  const started = performance.now();
  const response = await fetch(url);
  const bytes = (await response.arrayBuffer()).byteLength;
  return { ms: performance.now() - started, bytes, status: response.status };
}
