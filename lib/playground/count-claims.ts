/** "1 claim", "8 claims": a claim budget in words. */
export const countClaims = (n: number) => `${n} ${n === 1 ? "claim" : "claims"}`;
