export type FoldChange = { from: string; to: string };

const words = (text: string) => text.trim().split(/\s+/).filter(Boolean);

/**
 * What the classifier's folding replaced, word by word ("ᴀʟʟ" → "all"), found by comparing the question with the text it read.
 * When folding changed the number of words (a spelled-out word joined, reordered text), the differing stretch is one change.
 */
export function listFoldChanges(original: string, normalized: string): FoldChange[] {
  const [a, b] = [words(original), words(normalized)];
  if (a.length === b.length) {
    const seen = new Set<string>();
    return a.flatMap((from, i) => {
      const to = b[i] ?? "";
      const key = `${from}\u0000${to}`;
      if (from === to || seen.has(key)) return [];
      seen.add(key);
      return [{ from, to }];
    });
  }
  const shorter = Math.min(a.length, b.length);
  let start = 0;
  while (start < shorter && a[start] === b[start]) start += 1;
  let end = 0;
  while (end < shorter - start && a[a.length - 1 - end] === b[b.length - 1 - end]) end += 1;
  return [{ from: a.slice(start, a.length - end).join(" "), to: b.slice(start, b.length - end).join(" ") }];
}
