import { z } from "zod";
import type { CellTable, RowRefs } from "../accumulate/cell-table";
import { findCell } from "./cell-record";
import { MAX_SHOWN_CHARS } from "./cell-view";
import { digestSha256Hex } from "../../quantifier/policy/sha256";

const integer = z.coerce.number().int();

/** A cell is named by its question, or by the sha256 of a question too long to show (and to put in a URL). */
export const rowsQuerySchema = z
  .strictObject({
    question: z.string().min(1).max(MAX_SHOWN_CHARS).optional(),
    questionSha256: z
      .string()
      .regex(/^[0-9a-f]{64}$/, "expected 64 lowercase hex digits")
      .optional(),
    mode: z.string().min(1).max(200),
    offset: integer.min(0).default(0),
    limit: integer.min(1).max(500).default(50),
  })
  .refine((query) => (query.question === undefined) !== (query.questionSha256 === undefined), {
    path: ["question"],
    message: "give exactly one of question and questionSha256",
  });
export type RowsQuery = z.infer<typeof rowsQuerySchema>;

export type RowItem = { line: number } & Record<string, unknown>;
export type RowsPage = { total: number; offset: number; limit: number; rows: RowItem[]; nextOffset: number | null };
/** Reads `bytes` bytes at `offset` of the run file (fs on the server, Blob.slice in the browser). */
export type ReadBytes = (offset: number, bytes: number) => Promise<Uint8Array>;

/** A page stops early past this many bytes of rows, so one request never sends megabytes of long lines. */
const MAX_ROWS_PAGE_BYTES = 4 * 1024 * 1024;

const decoder = new TextDecoder();

function parseRow(bytes: Uint8Array, line: number): RowItem {
  try {
    const value: unknown = JSON.parse(decoder.decode(bytes).replace(/^\uFEFF/, ""));
    if (typeof value === "object" && value !== null && !Array.isArray(value)) return { ...(value as Record<string, unknown>), line };
  } catch {
    // Falls through: the bytes at this offset no longer hold the row that was read, so say so.
  }
  return { line, error: "the row could not be read back from the file" };
}

function findLongQuestion(table: CellTable, sha256: string): string | null {
  return table.questions.find((question) => question.length > MAX_SHOWN_CHARS && digestSha256Hex(question) === sha256) ?? null;
}

/**
 * Every sample of one (question, mode) cell, read back from the file by the byte offsets the read recorded, in file
 * order; null when the run has no such cell. The file must be the one the table was built from.
 */
export async function readCellRows(readBytes: ReadBytes, table: CellTable, query: RowsQuery): Promise<RowsPage | null> {
  const { mode, offset, limit } = query;
  const question = query.question ?? findLongQuestion(table, query.questionSha256 ?? "");
  const cell = question === null ? null : findCell(table, question, mode);
  if (cell === null || table.rowRefs === null) return null;
  const refs: RowRefs = table.rowRefs;
  const rows: RowItem[] = [];
  let sent = 0;
  const rowIds = cell.rowIds;
  for (const id of rowIds.slice(offset, offset + limit)) {
    const bytes = refs.bytes[id] ?? 0;
    if (rows.length > 0 && sent + bytes > MAX_ROWS_PAGE_BYTES) break;
    rows.push(parseRow(await readBytes(refs.offset[id] ?? 0, bytes), refs.line[id] ?? 0));
    sent += bytes;
  }
  const next = offset + rows.length;
  return { total: rowIds.length, offset, limit, rows, nextOffset: next < rowIds.length ? next : null };
}
