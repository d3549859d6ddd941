import { open } from "node:fs/promises";
import { fingerprintPrefix, identityOf, statIdentity, type FileIdentity } from "./file-identity";
import { readQaFile, type QaReadState } from "./read-qa-file";
import { RunChangingError, RunVanishedError } from "./store-errors";

export const REREAD_ATTEMPTS = 3;

/**
 * The store's one cold-read entry point: reads the file, continuing `previous` if it may. A handle kept open on the
 * file for the read keeps its inode number from being reused, so the file at the path after the read is the one read
 * only if it has that inode, has not shrunk, gave the read every byte its stat promised and still has the bytes the
 * read digested (for a file over 64 MiB, its first and last 64 KiB); a file replaced, cut short or rewritten meanwhile
 * is read again, so a state never mixes two files or claims another's stat.
 */
export async function readConsistent(file: string, runId: string, previous: QaReadState | null): Promise<{ state: QaReadState; identity: FileIdentity }> {
  for (let attempt = 1; ; attempt += 1) {
    const handle = await open(file, "r").catch(() => null);
    if (handle === null) throw new RunVanishedError(`${runId}: the file is gone`);
    try {
      const identity = identityOf(await handle.stat());
      const state = await readQaFile(file, identity, { trackRows: true }, attempt === 1 ? previous : null);
      const after = await statIdentity(file);
      if (after !== null && after.ino === identity.ino && after.size >= identity.size && state.cutShort !== true) {
        // Rewritten in place within one tick of the file times, a file keeps its stat: its bytes tell.
        if ((await fingerprintPrefix(file, identity.size)) === state.fingerprint) return { state, identity };
      }
    } finally {
      await handle.close();
    }
    if (attempt === REREAD_ATTEMPTS) throw new RunChangingError(`${runId}: the file was replaced ${REREAD_ATTEMPTS} times while it was read`, 1);
  }
}

/**
 * A question missing from a run whose file was empty when read: the file is being written or rewritten in place
 * (truncated, then written again), so the answer is "ask again" (503), not "no such question" (404).
 */
export function refuseEmptyRead(state: Pick<QaReadState, "identity">, runId: string): void {
  if (state.identity.size === 0) throw new RunChangingError(`${runId}: the run file is empty (being written or rewritten); ask again`, 1);
}
