import { spawn, type ChildProcess } from "node:child_process";
import net from "node:net";

export type TrendServer = { baseUrl: string; stop: () => Promise<void> };

function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => (typeof address === "object" && address !== null ? resolve(address.port) : reject(new Error("no free port"))));
    });
  });
}

/** `next start` forks next-server; signalling the process group stops both. */
function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

/** A second production server (same build) over its own data folder, for specs that need their own runs. */
export async function startTrendServer(benchDataDir: string, cacheDir: string): Promise<TrendServer> {
  const port = await findFreePort();
  const child = spawn("node_modules/.bin/next", ["start", "-H", "127.0.0.1", "-p", String(port)], {
    detached: true,
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, BENCH_DATA_DIR: benchDataDir, ARBORIST_CACHE_DIR: cacheDir, NODE_ENV: "production" },
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  let stopping = false;
  child.once("exit", (code, signal) => {
    if (!stopping) console.error(`trend e2e server on ${baseUrl} exited early (code ${code}, signal ${signal})`);
  });
  const stop = async () => {
    stopping = true;
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    signalGroup(child, "SIGTERM");
    const timer = setTimeout(() => signalGroup(child, "SIGKILL"), 5000);
    await exited;
    clearTimeout(timer);
  };
  for (let waited = 0; waited < 60_000; waited += 250) {
    try {
      if ((await fetch(`${baseUrl}/api/runs`)).ok) return { baseUrl, stop };
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`next start over ${benchDataDir} did not answer at ${baseUrl}`);
}
