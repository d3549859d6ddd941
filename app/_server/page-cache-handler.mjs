// Next's response cache for this process (next.config.ts `cacheHandler`, a documented, stable API): in memory only, so a
// run page cached under a file version that has since changed leaves no file behind, and a read-only checkout serves
// as well. It keeps complete pages only: a redirect (a busy store's) or an error status is answered once, never stored.

const MAX_BYTES = 64 * 1024 * 1024;

/** @typedef {{ kind: string, html?: string, rscData?: Buffer, status?: number, segmentData?: Map<string, Buffer> }} CachedValue */
/** @typedef {{ value: CachedValue, lastModified: number, bytes: number }} Entry */

/** @type {Map<string, Entry>} */
const entries = new Map();
let usedBytes = 0;

/** @param {CachedValue} value the size Next's own memory cache counts for a page: its HTML, RSC payload and segments */
function sizeOf(value) {
  let segments = 0;
  for (const [path, buffer] of value.segmentData ?? []) segments += path.length + buffer.length;
  return (value.html?.length ?? 0) + (value.rscData?.length ?? 0) + segments;
}

/** @param {string} key */
function drop(key) {
  const entry = entries.get(key);
  if (entry === undefined) return;
  entries.delete(key);
  usedBytes -= entry.bytes;
}

export default class PageCacheHandler {
  /** @param {string} key */
  async get(key) {
    const entry = entries.get(key);
    if (entry === undefined) return null;
    // Least recently used last out: a hit moves to the end of the map's order.
    entries.delete(key);
    entries.set(key, entry);
    return { value: entry.value, lastModified: entry.lastModified };
  }

  /** @param {string} key @param {CachedValue | null} value */
  async set(key, value) {
    drop(key);
    const complete = value !== null && value.kind === "APP_PAGE" && (value.status === undefined || value.status === 200);
    if (!complete) return;
    const bytes = key.length + sizeOf(value);
    if (bytes > MAX_BYTES) return;
    entries.set(key, { value, lastModified: Date.now(), bytes });
    usedBytes += bytes;
    for (const oldest of entries.keys()) {
      if (usedBytes <= MAX_BYTES) break;
      drop(oldest);
    }
  }

  // No page here is tagged; a run page's key changes with its file instead (proxy.ts).
  async revalidateTag() {}

  resetRequestCache() {}
}
