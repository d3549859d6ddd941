import { StoreBusyError } from "./cold-read-gate";

export class RunVanishedError extends Error {}
/** The file was replaced each time it was read back: the client should retry. */
export class RunChangingError extends StoreBusyError {}
