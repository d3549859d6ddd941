/** `task` over `items` with at most `limit` in flight, so a scan never queues thousands of fs calls ahead of requests. */
export async function mapLimited<I, O>(items: readonly I[], limit: number, task: (item: I) => Promise<O>): Promise<O[]> {
  const results = new Array<O>(items.length);
  let next = 0;
  const work = async () => {
    for (let index = next++; index < items.length; index = next++) results[index] = await task(items[index] as I);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, work));
  return results;
}
