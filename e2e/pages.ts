/**
 * One URL per kind of page and whether it draws a chart: "on load" pages draw one as soon as they open (Recharts, its SVG
 * already in the server's HTML), "on demand" pages only once the user asks for one (the chart code loads then), "never" ones
 * never. The page-weight spec holds each to its JavaScript budget and keeps Recharts off every page that shows no chart.
 */
export type PageCase = { page: string; url: string; chart: "never" | "on demand" | "on load" };

export const PAGES: PageCase[] = [
  { page: "runs index", url: "/", chart: "never" },
  { page: "QA run", url: "/runs/2026-05-03T12-29-53Z", chart: "on load" },
  { page: "controller run", url: "/runs/2026-11-29T00-00-00Z", chart: "on load" },
  { page: "compare", url: "/compare?baseline=2026-05-03T12-29-53Z&treatment=2026-05-03T12-38-53Z", chart: "on load" },
  { page: "decision", url: "/decision", chart: "on load" },
  { page: "decisions", url: "/decisions", chart: "never" },
  { page: "playground", url: "/playground", chart: "on demand" },
  { page: "trends", url: "/trends", chart: "on load" },
  { page: "local", url: "/local", chart: "on demand" },
  { page: "docs index", url: "/docs", chart: "never" },
  { page: "doc", url: "/docs/decision-tree", chart: "never" },
  { page: "not found", url: "/no-such-page", chart: "never" },
];
