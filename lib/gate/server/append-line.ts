import { constants } from "node:fs";
import { open, readFile, stat, unlink } from "node:fs/promises";
import path from "node:path";

/** Why a line could not be appended, in words a person can act on. */
export class AppendError extends Error {
  constructor(
    message: string,
    readonly reason: "read-only" | "locked" | "failed",
  ) {
    super(message);
  }
}

export type AppendOptions = { waitMs?: number; staleMs?: number };

const READ_ONLY_CODES = new Set(["EACCES", "EPERM", "EROFS"]);
const DEFAULT_WAIT_MS = 15_000;
/** A lock this old whose process is gone was left by a recorder that died; it is taken over. */
const DEFAULT_STALE_MS = 10_000;

const errorCode = (error: unknown) => (error as NodeJS.ErrnoException | null)?.code ?? "";
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function describeReadOnly(where: string, code: string): AppendError {
  return new AppendError(`cannot record: ${where} is read-only${code === "" ? "" : ` (${code})`}`, "read-only");
}

/**
 * The folder (and the file, if there is one) must be writable by its owner: a folder without write bits is read-only
 * by declaration, even for root, who would otherwise write through them.
 */
async function checkWritable(file: string): Promise<void> {
  const folder = path.dirname(file);
  const info = await stat(folder).catch((error: unknown) => {
    throw new AppendError(`cannot record: the folder ${folder} cannot be read (${errorCode(error) || String(error)})`, "failed");
  });
  if (!info.isDirectory()) throw new AppendError(`cannot record: ${folder} is not a folder`, "failed");
  if ((info.mode & 0o200) === 0) throw describeReadOnly(`the folder ${folder}`, "");
  const existing = await stat(file).catch(() => null);
  if (existing !== null && (existing.mode & 0o200) === 0) throw describeReadOnly(`the file ${file}`, "");
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return errorCode(error) === "EPERM";
  }
}

/** Removes a lock left by a dead process of this machine once it is older than `staleMs`; true when it did. */
async function clearStaleLock(lock: string, staleMs: number): Promise<boolean> {
  const [text, info] = await Promise.all([readFile(lock, "utf8").catch(() => ""), stat(lock).catch(() => null)]);
  const pid = Number.parseInt(text.split(" ")[0] ?? "", 10);
  if (info === null || Date.now() - info.mtimeMs < staleMs || !Number.isInteger(pid) || pid <= 0 || isAlive(pid)) return false;
  await unlink(lock).catch(() => undefined);
  return true;
}

/** Takes the exclusive lock file (created with O_EXCL: one holder at a time, across processes); returns its release. */
async function acquireLock(lock: string, waitMs: number, staleMs: number): Promise<() => Promise<void>> {
  const deadline = Date.now() + waitMs;
  for (let attempt = 0; ; attempt += 1) {
    try {
      const handle = await open(lock, constants.O_CREAT | constants.O_EXCL | constants.O_WRONLY, 0o644);
      await handle.writeFile(`${process.pid} ${new Date().toISOString()}\n`);
      await handle.close();
      return () => unlink(lock).catch(() => undefined);
    } catch (error) {
      const code = errorCode(error);
      if (READ_ONLY_CODES.has(code)) throw describeReadOnly(`the folder ${path.dirname(lock)}`, code);
      if (code !== "EEXIST") throw new AppendError(`cannot record: the lock ${lock} could not be created (${code || String(error)})`, "failed");
    }
    if (await clearStaleLock(lock, staleMs)) continue;
    if (Date.now() > deadline) {
      throw new AppendError(`cannot record: ${lock} has been held for over ${Math.round(waitMs / 1000)} s; remove it if no recorder is running`, "locked");
    }
    await sleep(Math.min(50, 2 + attempt) * (0.5 + Math.random()));
  }
}

/** Whether the file's last byte is a newline (true for an empty or missing file): a torn tail gets its own line end first. */
async function endsWithNewline(handle: Awaited<ReturnType<typeof open>>): Promise<boolean> {
  const { size } = await handle.stat();
  if (size === 0) return true;
  const last = Buffer.alloc(1);
  await handle.read(last, 0, 1, size - 1);
  return last[0] === 0x0a;
}

/**
 * Appends one line to `file` under an exclusive lock file beside it, with one write() of O_APPEND and an fsync: no
 * two recorders write at once, so no line is torn, interleaved or lost, and a line a crash left unfinished is closed
 * before the next one starts.
 */
export async function appendLine(file: string, line: string, options: AppendOptions = {}): Promise<void> {
  if (/[\r\n]/.test(line)) throw new AppendError("cannot record: a line may not contain a line break", "failed");
  await checkWritable(file);
  const release = await acquireLock(`${file}.lock`, options.waitMs ?? DEFAULT_WAIT_MS, options.staleMs ?? DEFAULT_STALE_MS);
  try {
    const handle = await open(file, constants.O_CREAT | constants.O_APPEND | constants.O_RDWR, 0o644).catch((error: unknown) => {
      const code = errorCode(error);
      throw READ_ONLY_CODES.has(code) ? describeReadOnly(`the file ${file}`, code) : error;
    });
    try {
      const bytes = Buffer.from(`${(await endsWithNewline(handle)) ? "" : "\n"}${line}\n`, "utf8");
      for (let written = 0; written < bytes.length;) written += (await handle.write(bytes, written, bytes.length - written)).bytesWritten;
      await handle.sync();
    } finally {
      await handle.close();
    }
  } finally {
    await release();
  }
}
