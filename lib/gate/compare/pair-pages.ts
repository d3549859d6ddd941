import { z } from "zod";
import { VERDICT_LETTERS } from "../../bench/rows/schema";
import { transitionKey, type PairItem, type PairItems } from "./paired-view";

const integer = z.coerce.number().int();
const letter = z.enum(VERDICT_LETTERS);

export const pairsQueryShape = {
  mode: z.string().min(1).max(200),
  from: letter,
  to: letter,
  offset: integer.min(0).default(0),
  limit: integer.min(1).max(500).default(50),
};
const pairsPageSchema = z.object(pairsQueryShape);
export type PairsQuery = z.infer<typeof pairsPageSchema>;
export type PairsPage = { total: number; offset: number; limit: number; items: PairItem[] };

export function pagePairItems(items: PairItems, query: PairsQuery): PairsPage {
  const all = items.get(transitionKey(query.mode, query.from, query.to)) ?? [];
  return { total: all.length, offset: query.offset, limit: query.limit, items: all.slice(query.offset, query.offset + query.limit) };
}
