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
const ROWS_CHANGED = "ARBORIST_ROWS_CHANGED";

/** The bytes at a row's offset are no longer that row: the file changed since its cell table was read. */
export class RowsChangedError extends Error {
  readonly code = ROWS_CHANGED;
}

/** By its code: the store may be another bundle's (lib/bench/server/store-errors.ts). */
export const isRowsChanged = (error: unknown): error is RowsChangedError =>
  typeof error === "object" && error !== null && (error as { code?: unknown }).code === ROWS_CHANGED;

type Expected = { question: string; mode: string; sample: number };

/** The row read back, checked against what the read recorded for it: its cell and its sample. */
function parseRow(bytes: Uint8Array, line: number, expected: Expected): RowItem {
  let value: unknown = null;
  try {
    value = JSON.parse(decoder.decode(bytes).replace(/^\uFEFF/, ""));
  } catch {
    // Checked below: the bytes at this offset no longer hold a row.
  }
  const row = typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  if (row === null || row.question !== expected.question || row.mode !== expected.mode || row.sample !== expected.sample)
    throw new RowsChangedError(`line ${line} no longer holds the row read from it: the file changed`);
  return { ...row, line };
}

function findLongQuestion(table: CellTable, sha256: string): string | null {
  return table.questions.find((question) => question.length > MAX_SHOWN_CHARS && digestSha256Hex(question) === sha256) ?? null;
}

/**
 * Every sample of one (question, mode) cell, read back from the file by the byte offsets the read recorded, in file
 * order; null when the run has no such cell. The file must be the one the table was built from: a row that is not
 * where the read found it (a file rewritten in place) throws RowsChangedError, never a placeholder row.
 */
export async function readCellRows(readBytes: ReadBytes, table: CellTable, query: RowsQuery): Promise<RowsPage | null> {
  const { mode, offset, limit } = query;
  const question = query.question ?? findLongQuestion(table, query.questionSha256 ?? "");
  const cell = question === null ? null : findCell(table, question, mode);
  if (question === null || cell === null || table.rowRefs === null) return null;
  const refs: RowRefs = table.rowRefs;
  const rows: RowItem[] = [];
  let sent = 0;
  const rowIds = cell.rowIds;
  for (const id of rowIds.slice(offset, offset + limit)) {
    const bytes = refs.bytes[id] ?? 0;
    if (rows.length > 0 && sent + bytes > MAX_ROWS_PAGE_BYTES) break;
    rows.push(parseRow(await readBytes(refs.offset[id] ?? 0, bytes), refs.line[id] ?? 0, { question, mode, sample: refs.sample[id] ?? -1 }));
    sent += bytes;
  }
  const next = offset + rows.length;
  return { total: rowIds.length, offset, limit, rows, nextOffset: next < rowIds.length ? next : null };
}
