/**
 * The store's errors are told apart by their `code`, never by `instanceof`: the store lives on globalThis, and every
 * route bundle has its own copy of these classes, so an error made by one bundle is not an instance of another's.
 */
const STORE_BUSY = "ARBORIST_STORE_BUSY";
const RUN_VANISHED = "ARBORIST_RUN_VANISHED";

/** The store cannot serve the request now (no memory within the request's wait, a file that keeps changing): retry. */
export class StoreBusyError extends Error {
  readonly code = STORE_BUSY;
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message);
  }
}

/** The file was replaced each time it was read back: the client should retry. */
export class RunChangingError extends StoreBusyError {}

export class RunVanishedError extends Error {
  readonly code = RUN_VANISHED;
}

const hasCode = (error: unknown, code: string): error is Error => typeof error === "object" && error !== null && (error as { code?: unknown }).code === code;

export const isStoreBusy = (error: unknown): error is StoreBusyError =>
  hasCode(error, STORE_BUSY) && typeof (error as { retryAfterSeconds?: unknown }).retryAfterSeconds === "number";

export const isRunVanished = (error: unknown): error is RunVanishedError => hasCode(error, RUN_VANISHED);
