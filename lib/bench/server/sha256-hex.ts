import { createHash } from "node:crypto";

/** Hex SHA-256 of the UTF-8 encoding of `text`, native: the same digest as lib/quantifier/policy/sha256.ts, many times faster. */
export const sha256Hex = (text: string): string => createHash("sha256").update(text).digest("hex");
