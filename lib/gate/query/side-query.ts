import { z } from "zod";
import type { Decision } from "../decision/decision-types";
import { SIDE_SHOWS, SIDE_SORTS, type SideQuery } from "../sides/side-by-side";
import { SIDE_DIRECTIONS, SIDE_METRICS, type SideMetric } from "../sides/side-metrics";
import { compareQuerySchema } from "./compare-query";

export const SIDE_PAGE_SIZE = 50;
export const MAX_SIDE_PAGE_SIZE = 500;
const integer = z.coerce.number().int();

/** The side-by-side's own parameters; what is left out takes the default of the decision on the page. */
export const sideFields = {
  mode: z.string().min(1).max(200).optional(),
  metric: z.enum(SIDE_METRICS).optional(),
  show: z.enum(SIDE_SHOWS).default("all"),
  q: z.string().min(1).max(500).optional(),
  sort: z.enum(SIDE_SORTS).default("difference"),
  dir: z.enum(["asc", "desc"]).optional(),
  offset: integer.min(0).default(0),
  limit: integer.min(1).max(MAX_SIDE_PAGE_SIZE).default(SIDE_PAGE_SIZE),
};
const sideSchema = z.strictObject(sideFields);
export type SideParams = z.infer<typeof sideSchema>;

/** GET /api/compare/questions and its export: the pair, then the side-by-side's parameters. */
export const sideQuerySchema = z.strictObject({ baseline: compareQuerySchema.shape.baseline, treatment: compareQuerySchema.shape.treatment, ...sideFields });
export const sideExportSchema = sideQuerySchema.omit({ offset: true, limit: true });

/** On /compare the parameters carry a `side` prefix (sideMode, sideMetric, …), beside the page's own. */
export const SIDE_PAGE_PARAMS: Record<keyof SideParams, string> = {
  mode: "sideMode",
  metric: "sideMetric",
  show: "sideShow",
  q: "sideQ",
  sort: "sideSort",
  dir: "sideDir",
  offset: "sideOffset",
  limit: "sideLimit",
};

type Search = Readonly<Record<string, string | string[] | undefined>>;

/** The page's side-by-side parameters; a value that does not parse is named and every default is used instead. */
export function readSidePageParams(search: Search): { params: SideParams; invalid: string | null } {
  const raw = Object.fromEntries(
    Object.entries(SIDE_PAGE_PARAMS).flatMap(([name, param]) => (typeof search[param] === "string" && search[param] !== "" ? [[name, search[param]]] : [])),
  );
  const parsed = sideSchema.safeParse(raw);
  if (parsed.success) return { params: parsed.data, invalid: null };
  const issue = parsed.error.issues[0];
  const name = SIDE_PAGE_PARAMS[String(issue?.path[0] ?? "mode") as keyof SideParams] ?? "side";
  return { params: sideSchema.parse({}), invalid: `${name}: ${issue?.message ?? "not valid"}` };
}

/** The mode and metric the decision rests on when the URL names none; a metric's own improving direction first. */
export function resolveSideQuery(params: SideParams, modes: readonly string[], decision: Pick<Decision, "deciding">): SideQuery | null {
  const deciding = decision.deciding;
  const mode = params.mode ?? (deciding !== null && modes.includes(deciding.mode) ? deciding.mode : modes[0]);
  if (mode === undefined || !modes.includes(mode)) return null;
  const decidingMetric = deciding !== null && (SIDE_METRICS as readonly string[]).includes(deciding.metric) ? (deciding.metric as SideMetric) : null;
  const metric = params.metric ?? (params.mode === undefined || params.mode === deciding?.mode ? (decidingMetric ?? "strictRate") : "strictRate");
  const dir = params.dir ?? (params.sort === "difference" ? (SIDE_DIRECTIONS[metric] === 1 ? "desc" : "asc") : "asc");
  return { mode, metric, show: params.show, text: params.q, sort: params.sort, dir, offset: params.offset, limit: params.limit };
}
