export type Goal = { measure: string; result: string; goal: string; met: boolean };

/** The benchmark's closing table, as the README's performance section shows it. */
export function printGoals(goals: readonly Goal[]): void {
  const rows = [["measure", "result", "goal", "met"], ...goals.map((g) => [g.measure, g.result, g.goal, g.met ? "yes" : "NO"])];
  const widths = [0, 1, 2, 3].map((column) => Math.max(...rows.map((row) => row[column]?.length ?? 0)));
  for (const row of rows) console.log(row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(" | "));
}
