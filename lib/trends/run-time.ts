const RUN_ID_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2})-(\d{2})-(\d{2})Z/;

/** The UTC start time a QA run id begins with (`2026-05-03T12-29-53Z`), or null when the id is not one. */
export function readRunStart(runId: string): Date | null {
  const match = RUN_ID_TIME.exec(runId);
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map(Number) as [number, number, number, number, number, number];
  const time = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  // Date.UTC rolls 2026-02-30 over to March; a rolled date is not the one the id names.
  const named = time.getUTCMonth() === month - 1 && time.getUTCDate() === day && hour < 24 && minute < 60 && second < 60;
  return named ? time : null;
}

/** YYYY-MM-DD of a run start, the granularity of the date filter. */
export function formatRunDate(start: Date): string {
  return start.toISOString().slice(0, 10);
}
