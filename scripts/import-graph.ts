import path from "node:path";
import ts from "typescript";

export const root = path.resolve(import.meta.dirname, "..");

/** Every project source file and the project files it imports, type-only imports included (import/no-cycle skips those). */
export function buildImportGraph(): Map<string, string[]> {
  const config = ts.readConfigFile(path.join(root, "tsconfig.json"), ts.sys.readFile).config as unknown;
  const { options, fileNames } = ts.parseJsonConfigFileContent(config, ts.sys, root);
  const sources = fileNames.filter((file) => !file.includes("/.next") && !file.endsWith(".d.ts"));
  const known = new Set(sources);
  return new Map(
    sources.map((file) => {
      const imports = ts.preProcessFile(ts.sys.readFile(file) ?? "", true, true).importedFiles;
      const targets = imports.flatMap(({ fileName }) => ts.resolveModuleName(fileName, file, options, ts.sys).resolvedModule?.resolvedFileName ?? []);
      return [file, [...new Set(targets.filter((target) => known.has(target)))]];
    }),
  );
}
