import { writeFile } from "node:fs/promises";
import { renderVersionModule, summaryCodeVersion, summarySources, VERSION_MODULE } from "./summary-version";

const files = summarySources();
const version = summaryCodeVersion(files);
await writeFile(VERSION_MODULE, renderVersionModule(version, files.length));
console.log(`wrote ${VERSION_MODULE}: ${version} over ${files.length} files`);
