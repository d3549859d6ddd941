export type DataIssue = { file: string; line: number | null; path: string; message: string };

export const MAX_LISTED_ISSUES = 1000;

export type IssueList = { items: DataIssue[]; total: number };

export function createIssueList(): IssueList {
  return { items: [], total: 0 };
}

export function pushIssue(list: IssueList, issue: DataIssue): void {
  list.total += 1;
  if (list.items.length < MAX_LISTED_ISSUES) list.items.push(issue);
}
