import { parseArgs, type ParseArgsConfig } from "node:util";

type Options = NonNullable<ParseArgsConfig["options"]>;

function isParseArgsError(error: unknown): error is Error & { code: string } {
  return error instanceof Error && "code" in error && typeof error.code === "string" && error.code.startsWith("ERR_PARSE_ARGS_");
}

/**
 * `parseArgs` with unknown flags and stray arguments refused. A refusal comes back as one line
 * (node's own first sentence, e.g. "Unknown option '--bogus'") instead of a thrown stack trace.
 */
export function parseCliOptions<T extends Options>(args: string[], options: T) {
  try {
    return { values: parseArgs({ args, options, strict: true, allowPositionals: false }).values, error: null };
  } catch (error) {
    if (!isParseArgsError(error)) throw error;
    return { values: null, error: error.message.split(". ")[0] ?? error.message };
  }
}

/** A command's options with `--help` handled: the values, or the exit code once the usage (0) or the refusal (2) is printed. */
export function readCliOptions<T extends Options>(args: string[], options: T, usage: string) {
  const { values, error } = parseCliOptions(args, options);
  if (values === null) {
    process.stderr.write(`error: ${error} (see --help)\n`);
    return { values: null, exit: 2 } as const;
  }
  if ((values as { help?: unknown }).help === true) {
    process.stdout.write(`${usage}\n`);
    return { values: null, exit: 0 } as const;
  }
  return { values, exit: null } as const;
}
