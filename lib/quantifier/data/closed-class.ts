import { z } from "zod";

/**
 * heads: when set, the class bounds a question only where one of these nouns names its members next to
 * the phrase ("NFL teams", "the teams in the NFL"); "a rundown of the NBA finals" ranges over no set.
 */
export type ClosedClass = { name: string; size: number; source: string; phrases: readonly string[]; heads?: readonly string[] };

/** A class as the gazetteer's data files hold it, checked once where the data enters. */
export const closedClassSchema = z.strictObject({
  name: z.string().min(1),
  size: z.number().int().positive(),
  source: z.string().min(3),
  phrases: z.array(z.string().min(1)).min(1),
  heads: z.array(z.string().min(1)).optional(),
});
