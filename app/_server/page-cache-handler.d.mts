/** Next's cache handler interface (next.config.ts `cacheHandler`), as page-cache-handler.mjs implements it. */
type CachedValue = { kind: string; html?: string; rscData?: Buffer; body?: Buffer; status?: number; segmentData?: Map<string, Buffer> };

export default class PageCacheHandler {
  get(key: string): Promise<{ value: CachedValue; lastModified: number } | null>;
  set(key: string, value: CachedValue | null): Promise<void>;
  revalidateTag(): Promise<void>;
  resetRequestCache(): void;
}
