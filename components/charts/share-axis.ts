/** The value axis of a bar chart of shares: 0 to `whole` (1 or 100) in quarters, each tick a whole per cent. */
export function shareAxis(whole: 1 | 100) {
  return {
    interval: 0,
    type: "number" as const,
    domain: [0, whole],
    ticks: [0, 0.25, 0.5, 0.75, 1].map((quarter) => quarter * whole),
    tickFormatter: (value: number) => `${Math.round((value / whole) * 100)}%`,
  };
}
