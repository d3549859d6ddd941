// Node 20 does not apply --import loader hooks to a worker's entry, so the worker loads its TypeScript through tsx's API.
import { tsImport } from "tsx/esm/api";

await tsImport("./summarize-worker.ts", import.meta.url);
