import type { RunFile } from "../runs/run-file";
import { sameIdentity, statIdentity, type FileIdentity } from "./file-identity";
import { RunVanishedError } from "./store-errors";

type ControllerEntry<C> = { identity: FileIdentity; metaIdentity: FileIdentity | null; value: Promise<C> };

/** A controller run's load, reused while its file and sidecar keep their identity; a failed load is tried again. */
export function createControllerCache<C>(load: (run: RunFile) => Promise<C>): (run: RunFile) => Promise<C> {
  const controllers = new Map<string, ControllerEntry<C>>();
  return async (run) => {
    const [identity, metaIdentity] = await Promise.all([statIdentity(run.file), run.metaFile === null ? null : statIdentity(run.metaFile)]);
    if (identity === null) throw new RunVanishedError(`${run.runId}: the file is gone`);
    const hit = controllers.get(run.file);
    if (hit && sameIdentity(hit.identity, identity) && sameIdentity(hit.metaIdentity, metaIdentity)) return hit.value;
    const value = load(run);
    controllers.set(run.file, { identity, metaIdentity, value });
    value.catch(() => controllers.delete(run.file));
    return value;
  };
}
