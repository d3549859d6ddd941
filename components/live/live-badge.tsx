import type { LiveStatus } from "@/lib/bench/runs/live-status";
import { formatPercent } from "@/lib/stats/format-rate";

const minutes = (value: number) => (value < 1 ? "under a minute" : value < 120 ? `${Math.round(value)} min` : `${(value / 60).toFixed(1)} h`);

/** "running" with its progress, or nothing for a finished run unless `showDone`. */
export function LiveBadge({ live, showDone = false, detail = false }: { live: LiveStatus | null; showDone?: boolean; detail?: boolean }) {
  if (live === null || (live.state === "done" && !showDone)) return null;
  const running = live.state === "running";
  const why =
    live.reason === "sidecar"
      ? "the sidecar's status"
      : live.reason === "recent-growth"
        ? "the file grew in the last minute"
        : "the file has not grown for a minute";
  return (
    <span className="row small" style={{ gap: "0.4rem" }} data-testid="live-status" data-state={live.state}>
      <span className={`badge ${running ? "running" : "measured"}`} title={`${live.state}: ${why}`} data-testid="live-badge">
        {running ? "● running" : "done"}
      </span>
      {detail ? (
        <span className="muted" data-testid="live-progress">
          {live.rows.toLocaleString("en")}
          {live.expectedRows === null
            ? " rows"
            : ` / ${live.expectedRows.toLocaleString("en")} rows (${formatPercent(Math.min(1, live.rows / live.expectedRows), 0)})`}
          {running && live.rowsPerMinute !== null ? ` · ${live.rowsPerMinute.toFixed(1)} rows/min` : ""}
          {running && live.etaMinutes !== null ? ` · about ${minutes(live.etaMinutes)} left` : ""}
          {running ? "" : ` · last row ${new Date(live.lastModified).toISOString().replace("T", " ").slice(0, 19)} UTC`}
        </span>
      ) : null}
    </span>
  );
}
