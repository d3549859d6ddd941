import { decodeHTML, DecodingMode } from "entities/decode";

const PERCENT_RUN = /(?:%[0-9A-Fa-f]{2})+/g;

function decodePercentRun(run: string): string {
  try {
    return decodeURIComponent(run);
  } catch {
    // Bytes that are not UTF-8 stay as typed: a question is text, not a URL.
    return run;
  }
}

/**
 * Percent escapes, then HTML character references (numeric and named, semicolon required),
 * each decoded once: "%61ll" and "&#97;ll" read as "all". A double-encoded "&amp;#97;" stays
 * one step short, as a browser would show it.
 */
export function decodeEscapes(text: string): string {
  const unescaped = text.includes("%") ? text.replace(PERCENT_RUN, decodePercentRun) : text;
  return unescaped.includes("&") ? decodeHTML(unescaped, DecodingMode.Strict) : unescaped;
}
