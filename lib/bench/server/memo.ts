/**
 * A value computed from runs (a comparison, say), reused while `stamp` (their versions) is unchanged; past `limit`
 * keys the oldest is dropped.
 */
export function createMemo(limit: number): <T>(key: string, stamp: string, compute: () => T) => T {
  const derived = new Map<string, { stamp: string; value: unknown }>();
  return <T>(key: string, stamp: string, compute: () => T): T => {
    const hit = derived.get(key);
    if (hit && hit.stamp === stamp) return hit.value as T;
    const value = compute();
    derived.delete(key);
    derived.set(key, { stamp, value });
    if (derived.size > limit) derived.delete(derived.keys().next().value as string);
    return value;
  };
}
