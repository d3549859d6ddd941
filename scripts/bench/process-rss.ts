import { readdirSync, readFileSync } from "node:fs";

/** Resident memory (MB) of each process in a process group (next start and its next-server), from /proc/<pid>/status. */
function groupRssList(groupId: number): number[] {
  const list: number[] = [];
  for (const pid of readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      if (Number(fields[2]) !== groupId) continue;
      list.push(Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) / 1024);
    } catch {
      // the process ended while we looked
    }
  }
  return list;
}

/** Resident memory of every process in the server's process group, summed. */
export const groupRssMb = (groupId: number): number => groupRssList(groupId).reduce((sum, mb) => sum + mb, 0);

/** Resident memory of the group's largest process: the one that serves requests and holds the run store. */
export const serverRssMb = (groupId: number): number => Math.max(0, ...groupRssList(groupId));
