/**
 * A run's label on the ordinal axis, in UTC: the date, and under it the time. The axis spaces runs evenly, so runs minutes
 * apart and runs weeks apart stay as readable; the year goes on the first label and where it changes.
 */
export function formatRunTick(time: number, previous: number | null): [string, string] {
  const iso = new Date(time).toISOString();
  const year = previous === null || new Date(previous).getUTCFullYear() !== new Date(time).getUTCFullYear();
  return [year ? iso.slice(0, 10) : iso.slice(5, 10), iso.slice(11, 16)];
}
