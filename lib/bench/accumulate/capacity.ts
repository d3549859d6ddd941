/**
 * A growing column's next capacity: 1.5 times the current one rather than twice, since a read is judged by its memory
 * at the end, when the columns are largest and a last doubling can leave half of one unused.
 */
export const grownCapacity = (current: number, needed: number): number => Math.max(needed, Math.ceil(current * 1.5));
