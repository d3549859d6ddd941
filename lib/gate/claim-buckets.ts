import type { ClaimCountBucket } from "./types";

/** Bucket edges follow the ticket's caps: 5 (OPEN_REQUEST/COMPREHENSIVE), 8 (ALL), 12 (current default). */
export const CLAIM_COUNT_BUCKETS: readonly ClaimCountBucket[] = ["0", "1-5", "6-8", "9-12", "13+"];

export function bucketClaimCount(nQuotes: number): ClaimCountBucket {
  if (!Number.isInteger(nQuotes) || nQuotes < 0) throw new RangeError(`n_quotes must be a non-negative integer, got ${nQuotes}`);
  if (nQuotes === 0) return "0";
  if (nQuotes <= 5) return "1-5";
  if (nQuotes <= 8) return "6-8";
  if (nQuotes <= 12) return "9-12";
  return "13+";
}
