import { z } from "zod";
import { formatPath, type PathIssue } from "../json/format-path";
import { DEFAULT_THRESHOLD_PP } from "../gate/rule/threshold";
import { trendMetricSchema } from "./metrics";

const DATE_TEXT = /^(\d{4})-(\d{2})-(\d{2})$/;

const dateText = z.string().refine((value) => {
  const match = DATE_TEXT.exec(value);
  if (!match) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}, "not a date (YYYY-MM-DD)");

const modeName = z.string().regex(/^[A-Za-z0-9_.-]{1,100}$/, "not a mode name (letters, digits, '.', '_' and '-')");

const positiveInteger = z
  .string()
  .regex(/^[1-9]\d{0,5}$/, "not a positive whole number")
  .transform(Number);

const threshold = z
  .string()
  .refine((value) => Number.isFinite(Number(value)), "not a number")
  .transform(Number)
  .refine((value) => value > 0 && value <= 100, "must be in (0, 100]");

const trendQuerySchema = z
  .strictObject({
    modes: z.array(modeName).optional(),
    metric: trendMetricSchema.optional(),
    from: dateText.optional(),
    to: dateText.optional(),
    questionFile: z.string().max(500, "longer than 500 characters").optional(),
    modelProfile: z.string().max(500, "longer than 500 characters").optional(),
    page: positiveInteger.default(1),
    threshold: threshold.default(DEFAULT_THRESHOLD_PP),
  })
  .refine((query) => query.from === undefined || query.to === undefined || query.from <= query.to, { path: ["to"], message: "is before from" });
export type TrendQuery = z.infer<typeof trendQuerySchema>;

type ParsedTrendQuery = { ok: true; query: TrendQuery } | { ok: false; issues: PathIssue[] };

/**
 * Query string to a trend request. An empty value is "not set" (what a GET form sends for an
 * untouched field); `modes` may repeat or hold a comma list; any other repeat is an error.
 */
export function parseTrendQuery(params: URLSearchParams): ParsedTrendQuery {
  const values: Record<string, string | string[]> = {};
  const issues: PathIssue[] = [];
  const modes = params
    .getAll("modes")
    .flatMap((value) => value.split(","))
    .filter((mode) => mode !== "");
  if (modes.length > 0) values.modes = [...new Set(modes)];
  for (const [key, value] of params) {
    if (key === "modes" || value === "") continue;
    if (key in values) issues.push({ path: key, message: "given more than once" });
    values[key] = value;
  }
  const parsed = trendQuerySchema.safeParse(values);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      if (issue.code === "unrecognized_keys") issues.push(...issue.keys.map((key) => ({ path: key, message: "unknown query parameter" })));
      else issues.push({ path: formatPath(issue.path.slice(0, 1)), message: issue.message });
    }
  }
  if (issues.length > 0 || !parsed.success) return { ok: false, issues };
  return { ok: true, query: parsed.data };
}

/** The same query as URL parameters, defaults left out so links stay short. */
export function writeTrendQuery(query: Partial<TrendQuery>): URLSearchParams {
  const params = new URLSearchParams();
  if (query.modes !== undefined && query.modes.length > 0) params.set("modes", query.modes.join(","));
  for (const key of ["metric", "from", "to", "questionFile", "modelProfile"] as const) {
    const value = query[key];
    if (value !== undefined) params.set(key, value);
  }
  if (query.page !== undefined && query.page !== 1) params.set("page", String(query.page));
  if (query.threshold !== undefined && query.threshold !== DEFAULT_THRESHOLD_PP) params.set("threshold", String(query.threshold));
  return params;
}
