/**
 * One URL per kind of page, with the JavaScript weight it may ship (issue 20): 180 kB gzip where no chart is ever drawn,
 * 250 kB where one can be. `chart: "on load"` pages draw a chart as soon as they open (an SVG rendered on the server).
 */
export type PageCase = { page: string; url: string; chart: "never" | "on demand" | "on load" };

export const PAGES: PageCase[] = [
  { page: "runs index", url: "/", chart: "never" },
  { page: "QA run", url: "/runs/2026-05-03T12-29-53Z", chart: "on load" },
  { page: "controller run", url: "/runs/2026-11-29T00-00-00Z", chart: "on load" },
  { page: "compare", url: "/compare?baseline=2026-05-03T12-29-53Z&treatment=2026-05-03T12-38-53Z", chart: "never" },
  { page: "decision", url: "/decision", chart: "never" },
  { page: "decisions", url: "/decisions", chart: "never" },
  { page: "playground", url: "/playground", chart: "on demand" },
  { page: "trends", url: "/trends", chart: "on load" },
  { page: "local", url: "/local", chart: "on demand" },
  { page: "docs index", url: "/docs", chart: "never" },
  { page: "doc", url: "/docs/decision-tree", chart: "never" },
  { page: "not found", url: "/no-such-page", chart: "never" },
];
