/** ln(k!) for k = 0..maxN by running sums: exact enough for bench-sized counts and never overflows. */
export function buildLogFactorial(maxN: number): (k: number) => number {
  const table = new Float64Array(maxN + 1);
  for (let i = 2; i <= maxN; i++) table[i] = (table[i - 1] ?? 0) + Math.log(i);
  return (k) => {
    const value = table[k];
    if (value === undefined) throw new RangeError(`log-factorial table holds 0..${maxN}, asked for ${k}`);
    return value;
  };
}

export function assertCount(value: number, name: string): void {
  if (!Number.isInteger(value) || value < 0) throw new RangeError(`${name} must be a non-negative integer, got ${value}`);
}
