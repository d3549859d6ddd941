import "server-only";
import { listRuns } from "./store";
import { listQaRunChoices, type QaRunChoice } from "@/lib/gate/compare/run-choice";

export async function loadQaRunChoices(): Promise<QaRunChoice[]> {
  return listQaRunChoices((await listRuns()).runs);
}
