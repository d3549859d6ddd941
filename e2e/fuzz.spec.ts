import { mkdirSync, writeFileSync } from "node:fs";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { mulberry32 } from "../lib/stats/prng";
import { LEADER_METRICS } from "./fixtures/controller-metrics";

// FUZZ_SEED=<n> replays a run; FUZZ_COUNT raises or lowers the number of requests.
const SEED = Number(process.env.FUZZ_SEED ?? 20260507);
const COUNT = Number(process.env.FUZZ_COUNT ?? 2000);
const DEADLINE_MS = 45_000;
const IN_FLIGHT = 8;

type Case = { method: string; url: string; body?: Buffer; contentType?: string };
type Random = () => number;

const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
const chance = (random: Random, p: number) => random() < p;

const RUN_IDS = [
  "2026-05-03T12-29-53Z",
  "2026-05-03T12-38-53Z",
  "2026-11-29T00-00-00Z",
  "fixture-hostile",
  "fixture-empty",
  "gate-baseline",
  "tampered-probability",
];
const HOSTILE_IDS = [
  "..",
  ".",
  "%2F",
  "..%2F..%2Fetc%2Fpasswd",
  "%2e%2e",
  "%00",
  "a%00b",
  "%",
  "%zz",
  "%E0%A4%A",
  "x".repeat(300),
  "ünïcødé-🚀",
  "%F0%9F%9A%80",
  "2026-05-03T12-29-53Z.jsonl",
  "qa%2F2026-05-03T12-29-53Z",
  "__proto__",
  "constructor",
  "CON",
  " ",
  "%20",
  "a b",
  "-",
  "_",
];
const NUMBERS = [
  "NaN",
  "Infinity",
  "-Infinity",
  "-1",
  "0",
  "5",
  "100",
  "100.0000001",
  "1e309",
  "-1e309",
  "0x10",
  " 5 ",
  "",
  "1e-400",
  "9".repeat(400),
  "5pp",
  "null",
];
const STRINGS = [
  "",
  " ",
  "all",
  "Winners of all major sports?",
  "<script>alert(1)</script>",
  "\u0000",
  "\uD800",
  "ü".repeat(50),
  "🚀",
  "__proto__",
  "a".repeat(5000),
];
const CONTENT_TYPES = [
  "application/json",
  "application/json; charset=utf-8",
  "text/plain",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=x",
  "application/octet-stream",
  "application/vnd.api+json",
  "text/html",
  "",
];

function randomNumber(random: Random): number {
  return pick(random, [0, -0, 1, -1, 0.5, 1e308, -1e308, 5e-324, 2 ** 53 + 1, -(2 ** 31), Math.floor(random() * 2000) - 1000, random()]);
}

function randomValue(random: Random, depth = 0): unknown {
  const roll = Math.floor(random() * (depth > 3 ? 4 : 7));
  if (roll === 0) return null;
  if (roll === 1) return chance(random, 0.5);
  if (roll === 2) return randomNumber(random);
  if (roll === 3) return pick(random, STRINGS);
  if (roll === 4) return Array.from({ length: Math.floor(random() * 4) }, () => randomValue(random, depth + 1));
  return Object.fromEntries(
    Array.from({ length: Math.floor(random() * 4) }, () => [
      pick(random, ["question", "mode", "policy", "branches", "thresholds", "id", "metrics", "weights", "__proto__", "constructor", "x"]),
      randomValue(random, depth + 1),
    ]),
  );
}

function validBody(random: Random, url: string): Record<string, unknown> {
  if (url === "/api/classify") {
    return {
      question: pick(random, STRINGS.slice(2)),
      mode: pick(random, ["quote", "claim_lattice", "claim_lattice_pointer"]),
      rejectBroad: chance(random, 0.5),
      policy: { quantifier_guard_apply_caps: true, quantifier_caps_by_intensity: { ALL: 4 } },
    };
  }
  return {
    branches: [
      { id: "H_A", metrics: LEADER_METRICS },
      { id: "H_B", metrics: { ...LEADER_METRICS, contradiction: 0.9 } },
    ],
    thresholds: { weights: { base: 1 } },
  };
}

/** Replaces one random leaf or adds one random key, so most bodies pass the outer checks and reach deeper code. */
function mutate(random: Random, value: unknown, depth = 0): unknown {
  if (typeof value !== "object" || value === null || depth > 4 || chance(random, 0.25)) return randomValue(random);
  const copy: Record<string, unknown> | unknown[] = Array.isArray(value) ? [...value] : { ...value };
  const keys = Object.keys(copy);
  if (keys.length === 0 || chance(random, 0.15)) {
    (copy as Record<string, unknown>)[pick(random, ["extra", "__proto__", "0", "question"])] = randomValue(random);
    return copy;
  }
  const key = pick(random, keys);
  (copy as Record<string, unknown>)[key] = mutate(random, (copy as Record<string, unknown>)[key], depth + 1);
  return copy;
}

function rawBody(random: Random): Buffer {
  const depth = 1 + Math.floor(random() * 20_000);
  return pick(random, [
    () => Buffer.from("[".repeat(depth) + "]".repeat(depth)),
    () => Buffer.from(`{"question":${"[".repeat(depth)}${"]".repeat(depth)}}`),
    () => Buffer.from(JSON.stringify({ question: "a".repeat(66_000 + Math.floor(random() * 10_000)) })),
    () => Buffer.from(Array.from({ length: Math.floor(random() * 200) }, () => Math.floor(random() * 256))),
    () =>
      Buffer.from(
        pick(random, ["{not json", "", "   ", "null", "1e999", '{"question":"a"', "\uFEFF{}", "question=all", '{"question":"\\ud800"}', "[]", '"x"', "true"]),
      ),
    () => Buffer.from(`{"branches":[{"id":"a","metrics":{"evidence":1e999}}]}`),
  ])();
}

function postCase(random: Random): Case {
  const url = pick(random, ["/api/classify", "/api/controller"]);
  const roll = random();
  const body =
    roll < 0.55
      ? Buffer.from(JSON.stringify(mutate(random, validBody(random, url))))
      : roll < 0.75
        ? Buffer.from(JSON.stringify(randomValue(random)))
        : rawBody(random);
  return { method: "POST", url, body, contentType: chance(random, 0.8) ? "application/json" : pick(random, CONTENT_TYPES) };
}

function compareCase(random: Random): Case {
  const params = Array.from({ length: Math.floor(random() * 6) }, () => {
    const key = pick(random, ["baseline", "treatment", "threshold", "format", "baseline", "treatment", "foo", "", "threshold[]", "__proto__"]);
    const value =
      key === "threshold"
        ? pick(random, NUMBERS)
        : key === "format"
          ? pick(random, ["json", "record", "markdown", "csv", ""])
          : pick(random, chance(random, 0.6) ? RUN_IDS : HOSTILE_IDS);
    return chance(random, 0.7) ? `${encodeURIComponent(key)}=${encodeURIComponent(value)}` : `${key}=${value}`;
  });
  return { method: "GET", url: `/api/compare?${params.join("&")}` };
}

function pathCase(random: Random): Case {
  const segments = Array.from({ length: 1 + Math.floor(random() * 3) }, () =>
    pick(random, chance(random, 0.5) ? ["runs", "runs", "compare", "classify", "controller"] : [...RUN_IDS, ...HOSTILE_IDS]),
  );
  const method = chance(random, 0.85) ? "GET" : pick(random, ["POST", "PUT", "DELETE", "PATCH", "HEAD", "OPTIONS"]);
  return { method, url: `/api/${chance(random, 0.5) ? "runs/" : ""}${segments.join("/")}${chance(random, 0.1) ? "/" : ""}` };
}

function generateCase(random: Random): Case {
  const roll = random();
  return roll < 0.4 ? postCase(random) : roll < 0.7 ? compareCase(random) : pathCase(random);
}

function describeCase(index: number, c: Case): string {
  const body = c.body ? ` body(${c.body.byteLength} B, ${c.contentType}): ${c.body.subarray(0, 160).toString("utf8")}` : "";
  return `#${index} (FUZZ_SEED=${SEED}) ${c.method} ${c.url.slice(0, 300)}${body}`;
}

/** Empty string when the response is acceptable, else why not. */
async function checkCase(request: APIRequestContext, c: Case): Promise<string> {
  const headers = c.contentType === undefined ? undefined : { "content-type": c.contentType };
  const response = await request.fetch(c.url, { method: c.method, data: c.body, headers, failOnStatusCode: false, maxRedirects: 0, timeout: 15_000 });
  const status = response.status();
  if (status >= 500) return `status ${status}: ${(await response.text()).slice(0, 300)}`;
  // `..` and `%2e%2e` segments resolve outside /api (to pages), where an HTML 404 is right.
  const underApi = new URL(c.url, "http://127.0.0.1").pathname.startsWith("/api/");
  if (status < 400 || c.method === "HEAD" || !underApi) return "";
  const text = await response.text();
  try {
    const body = JSON.parse(text) as { error?: unknown; issues?: unknown };
    if (typeof body.error === "string" && body.error !== "") return "";
    if (Array.isArray(body.issues) && body.issues.length > 0) return "";
    return `status ${status}: JSON without error or issues: ${text.slice(0, 200)}`;
  } catch {
    return `status ${status}: body is not JSON (${response.headers()["content-type"]}): ${text.slice(0, 120)}`;
  }
}

test("API fuzz: no 5xx, every 4xx is JSON with an error", async ({ request }) => {
  test.setTimeout(DEADLINE_MS + 30_000);
  const random = mulberry32(SEED);
  const cases = Array.from({ length: COUNT }, () => generateCase(random));
  const failures: string[] = [];
  const started = Date.now();
  let sent = 0;
  while (sent < cases.length && Date.now() - started < DEADLINE_MS) {
    const batch = cases.slice(sent, sent + IN_FLIGHT);
    const results = await Promise.all(batch.map((c) => checkCase(request, c).catch((error: Error) => `client error: ${error.message.split("\n")[0]}`)));
    results.forEach((problem, offset) => {
      if (problem !== "") failures.push(`${describeCase(sent + offset, batch[offset] as Case)}\n    → ${problem}`);
    });
    sent += batch.length;
  }
  const seconds = (Date.now() - started) / 1000;
  test.info().annotations.push({ type: "fuzz", description: `${sent} requests in ${seconds.toFixed(1)} s, seed ${SEED}, ${failures.length} failures` });
  mkdirSync("e2e/artifacts", { recursive: true });
  writeFileSync("e2e/artifacts/fuzz-failures.txt", failures.join("\n"));
  console.log(`fuzz: ${sent} requests in ${seconds.toFixed(1)} s (seed ${SEED}), ${failures.length} failures`);
  expect(failures.slice(0, 25).join("\n"), `${failures.length} of ${sent} requests failed`).toBe("");
  expect(sent, "the deadline cut the run short").toBeGreaterThanOrEqual(Math.min(COUNT, 500));
});
