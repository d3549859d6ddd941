export type Timed = { ms: number; bytes: number; status: number };

/** One GET through `fetch`, timed to its whole body (which `fetch` also inflates in this process). */
export async function fetchTimed(url: string): Promise<Timed> {
  const started = performance.now();
  const response = await fetch(url);
  const bytes = (await response.arrayBuffer()).byteLength;
  return { ms: performance.now() - started, bytes, status: response.status };
}

/**
 * Two URLs' medians from alternating requests, after two of each (a run page's first request for a file version is
 * rendered, the second fills the page cache): the load of a shared machine then weighs on both alike.
 */
export async function medianTimedPair(urlA: string, urlB: string, runs = 9): Promise<[Timed, Timed]> {
  for (const url of [urlA, urlB, urlA, urlB]) await fetchTimed(url);
  const a: Timed[] = [];
  const b: Timed[] = [];
  for (let i = 0; i < runs; i += 1) {
    a.push(await fetchTimed(urlA));
    b.push(await fetchTimed(urlB));
  }
  const median = (results: Timed[]) => results.sort((x, y) => x.ms - y.ms)[Math.floor(runs / 2)] as Timed;
  return [median(a), median(b)];
}
