import "server-only";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { resolveBenchDir } from "@/lib/bench/discover-runs";
import { scenarioSuiteSchema, type ScenarioSuite } from "@/lib/controller";

export type ScenarioLoad = { suite: ScenarioSuite | null; problem: string | null };

/** The controller bench scenarios, or why they could not be read (the page still works without them). */
export async function loadScenarioSuite(): Promise<ScenarioLoad> {
  const file = path.join(resolveBenchDir(), "controller", "scenarios.json");
  let text: string;
  try {
    text = await readFile(file, "utf8");
  } catch {
    return { suite: null, problem: "controller/scenarios.json was not found in the bench data folder" };
  }
  try {
    const parsed = scenarioSuiteSchema.safeParse(JSON.parse(text.replace(/^\uFEFF/, "")));
    if (parsed.success) return { suite: parsed.data, problem: null };
    return { suite: null, problem: `controller/scenarios.json does not match the scenario schema: ${parsed.error.issues[0]?.message ?? "invalid"}` };
  } catch {
    return { suite: null, problem: "controller/scenarios.json is not valid JSON" };
  }
}
