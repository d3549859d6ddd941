import type { RunMeta } from "../rows/schema";
import type { DataIssue } from "../rows/data-quality";
import type { SourceStamp } from "./disk-cache";
import { fingerprintPrefix, sameIdentity, statIdentity, type FileIdentity } from "./file-identity";
import type { QaReadState } from "./read-qa-file";
import { readRunMeta } from "./read-meta";

export type MetaState = { identity: FileIdentity | null; fingerprint: string | null; meta: RunMeta | null; issues: DataIssue[] };

/** The sidecar as it is now; the previous state itself when the sidecar's identity has not changed. */
export async function loadMeta(previous: MetaState | null, metaFile: string | null): Promise<MetaState> {
  const identity = metaFile === null ? null : await statIdentity(metaFile);
  if (previous && sameIdentity(previous.identity, identity)) return previous;
  const { meta, issues } = await readRunMeta(identity === null ? null : metaFile);
  const fingerprint = identity === null || metaFile === null ? null : await fingerprintPrefix(metaFile, identity.size);
  return { identity, fingerprint, meta, issues };
}

export function stampOf(state: QaReadState, meta: MetaState): SourceStamp {
  const metaStamp = meta.identity && meta.fingerprint ? { identity: meta.identity, fingerprint: meta.fingerprint } : null;
  return { identity: state.identity, fingerprint: state.fingerprint, meta: metaStamp };
}

/** Whether a stored stamp still describes the run file and its sidecar: identity first, then the file's digest. */
export async function isCurrentStamp(file: string, identity: FileIdentity, meta: MetaState, stamp: SourceStamp): Promise<boolean> {
  if (!sameIdentity(stamp.identity, identity)) return false;
  if ((stamp.meta === null) !== (meta.identity === null)) return false;
  if (stamp.meta && (!sameIdentity(stamp.meta.identity, meta.identity) || stamp.meta.fingerprint !== meta.fingerprint)) return false;
  return (await fingerprintPrefix(file, identity.size)) === stamp.fingerprint;
}
