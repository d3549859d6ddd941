/**
 * heads: when set, the class bounds a question only where one of these nouns names its members next to
 * the phrase ("NFL teams", "the teams in the NFL"); "a rundown of the NBA finals" ranges over no set.
 */
export type ClosedClass = { name: string; size: number; source: string; phrases: readonly string[]; heads?: readonly string[] };
