import { MAX_LISTED_ISSUES, type DataIssue, type IssueList } from "./data-quality";

const byLine = (a: DataIssue, b: DataIssue) => (a.line ?? 0) - (b.line ?? 0);

/**
 * Appends one range's issues (local line numbers, shifted by `offset`) interleaved by line with `added` (global
 * line numbers, found by the merge), keeping the listed cap and the exact total. On the same line the range's own
 * issue comes first, as in a sequential read (U+FFFD, then duplicate, then unknown mode).
 */
export function appendIssues(target: IssueList, part: IssueList, offset: number, added: IssueList = { items: [], total: 0 }): void {
  let i = 0;
  let j = 0;
  while (target.items.length < MAX_LISTED_ISSUES) {
    const own = part.items[i];
    const extra = added.items[j];
    if (own && (!extra || (own.line ?? 0) + offset <= (extra.line ?? 0))) {
      target.items.push({ ...own, line: own.line === null ? null : own.line + offset });
      i += 1;
    } else if (extra) {
      target.items.push(extra);
      j += 1;
    } else break;
  }
  target.total += part.total + added.total;
}

/** Keeps the earliest issues by line (ties in arrival order) with an exact total, without holding every issue. */
export function createEarliestIssues() {
  const list: IssueList = { items: [], total: 0 };
  const trim = () => {
    list.items.sort(byLine);
    if (list.items.length > MAX_LISTED_ISSUES) list.items.length = MAX_LISTED_ISSUES;
  };
  return {
    push(issue: DataIssue) {
      list.total += 1;
      list.items.push(issue);
      if (list.items.length >= 2 * MAX_LISTED_ISSUES) trim();
    },
    finish(): IssueList {
      trim();
      return list;
    },
  };
}
