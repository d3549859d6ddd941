export type ClaimCountBucket = "0" | "1-5" | "6-8" | "9-12" | "13+";

/** Bucket edges follow the ticket's caps: 5 (OPEN_REQUEST/COMPREHENSIVE), 8 (ALL), 12 (current default). */
export const CLAIM_COUNT_BUCKETS: readonly ClaimCountBucket[] = ["0", "1-5", "6-8", "9-12", "13+"];

/** The bucket's position in CLAIM_COUNT_BUCKETS: the per-row path counts by position. */
export function claimCountBucketIndex(nQuotes: number): number {
  if (!Number.isInteger(nQuotes) || nQuotes < 0) throw new RangeError(`n_quotes must be a non-negative integer, got ${nQuotes}`);
  if (nQuotes === 0) return 0;
  if (nQuotes <= 5) return 1;
  if (nQuotes <= 8) return 2;
  if (nQuotes <= 12) return 3;
  return 4;
}

export function bucketClaimCount(nQuotes: number): ClaimCountBucket {
  return CLAIM_COUNT_BUCKETS[claimCountBucketIndex(nQuotes)] as ClaimCountBucket;
}
