// Chunks a renderer may turn into a link without any brackets: GFM autolinks URLs, www. hosts and
// e-mail addresses, and GitHub links @mentions. Inside a code span nothing is linked.
const LINKABLE = /:\/\/|www\.|@|mailto:/i;
// Code spans of identifier characters (the flag names our own sentences quote) are safe as they are.
const SAFE_CODE_SPAN = /`[A-Za-z0-9_.-]+`/g;
const ALPHANUMERIC = /[\p{L}\p{N}]/u;

/** Inline code that shows `text` verbatim, whatever backticks it holds (CommonMark's fence rule). */
export function formatCodeSpan(text: string): string {
  const longestRun = Math.max(0, ...(text.match(/`+/g) ?? []).map((run) => run.length));
  const fence = "`".repeat(longestRun + 1);
  const pad = text.startsWith("`") || text.endsWith("`") || (text.startsWith(" ") && text.endsWith(" ")) ? " " : "";
  return `${fence}${pad}${text}${pad}${fence}`;
}

/** `_` only opens or closes emphasis at a word edge, so claim_lattice_pointer keeps its underscores. */
function escapeUnderscore(text: string, index: number): string {
  const inWord = ALPHANUMERIC.test(text.charAt(index - 1)) && ALPHANUMERIC.test(text.charAt(index + 1));
  return inWord ? "_" : "\\_";
}

function escapePlain(text: string): string {
  return text.replace(/[\\`*_[\]~<&]/g, (ch, index: number) => {
    if (ch === "_") return escapeUnderscore(text, index);
    // "<" opens HTML or an autolink only before a letter, "/", "!" or "?"; "&" starts an entity only as "&name;".
    if (ch === "<") return /[A-Za-z/!?]/.test(text.charAt(index + 1)) ? "\\<" : "<";
    if (ch === "&") return /^&#?\w+;/.test(text.slice(index)) ? "\\&" : "&";
    return `\\${ch}`;
  });
}

function escapeChunk(chunk: string): string {
  if (LINKABLE.test(chunk)) return formatCodeSpan(chunk);
  let escaped = "";
  let last = 0;
  for (const match of chunk.matchAll(SAFE_CODE_SPAN)) {
    escaped += escapePlain(chunk.slice(last, match.index)) + match[0];
    last = match.index + match[0].length;
  }
  return escaped + escapePlain(chunk.slice(last));
}

/** A line that starts with a block marker (heading, quote, list item, rule) would change shape. */
function escapeLineStart(text: string): string {
  const ordered = /^(\d{1,9})([.)])/.exec(text);
  if (ordered) return `${ordered[1]}\\${ordered[2]}${text.slice(ordered[0].length)}`;
  return /^[#>+\-=]/.test(text) ? `\\${text}` : text;
}

/**
 * Text from run data (titles, run ids, mode names, notes, questions) as inline Markdown that
 * renders as the same characters: no link, image, HTML, emphasis or block opens, and no HTML
 * entities in the raw text, so "->" and ">=" stay as typed.
 */
export function escapeMarkdownText(text: string): string {
  const oneLine = text.replace(/\r\n|[\r\n\u2028\u2029]/g, " ").trimStart();
  return escapeLineStart(
    oneLine
      .split(/(\s+)/)
      .map((part) => (/^\s*$/.test(part) ? part : escapeChunk(part)))
      .join(""),
  );
}

/** Inline Markdown for a table cell: a "|" would end the cell, even inside a code span. */
export function escapeTableCell(markdown: string): string {
  return markdown.replace(/\|/g, "\\|");
}
