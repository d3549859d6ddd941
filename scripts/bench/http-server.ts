import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import net from "node:net";
import path from "node:path";

export type RunningServer = { baseUrl: string; child: ChildProcess; stop: () => Promise<void> };

export function ensureBuild(distDir: string): void {
  if (existsSync(path.join(distDir, "BUILD_ID"))) return;
  console.log(`no ${distDir}/BUILD_ID: running next build first`);
  const result = spawnSync("node_modules/.bin/next", ["build"], { stdio: "inherit" });
  if (result.status !== 0) throw new Error(`next build failed with status ${result.status}`);
}

export function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => (typeof address === "object" && address !== null ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

async function waitUntilReady(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`next start exited with code ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server not ready at ${url} after ${timeoutMs} ms`);
}

/** Kills the whole process group: `next start` forks a next-server child that would otherwise keep the port. */
function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

/** `readyPath` is the first URL that must answer: `/api/runs` reads every run, `/favicon.svg` none (to time a cold read). */
export async function startServer(benchDataDir: string, env: Record<string, string> = {}, readyPath = "/api/runs"): Promise<RunningServer> {
  const port = await findFreePort();
  const child = spawn("node_modules/.bin/next", ["start", "-H", "127.0.0.1", "-p", String(port)], {
    detached: true,
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, ...env, BENCH_DATA_DIR: benchDataDir, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" },
  });
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    killGroup(child, "SIGTERM");
    const timer = setTimeout(() => killGroup(child, "SIGKILL"), 5000);
    await exited;
    clearTimeout(timer);
    killGroup(child, "SIGKILL");
  };
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitUntilReady(`${baseUrl}${readyPath}`, child, 300_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, child, stop };
}
