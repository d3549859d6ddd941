import { defineConfig } from "vitest/config";
import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";

export default defineConfig({
  resolve: {
    alias: {
      "@": fileURLToPath(new URL("./", import.meta.url)),
      "server-only": fileURLToPath(new URL("./lib/test-support/server-only-stub.ts", import.meta.url)),
    },
  },
  test: {
    include: ["lib/**/*.test.ts", "scripts/**/*.test.ts", "app/**/*.test.ts", "components/**/*.test.{ts,tsx}"],
    environment: "node",
    // The CLI tests start tsx in a child process; with the whole suite running on two shared
    // cores one start can take more than the default 5 s.
    testTimeout: 30_000,
    // Vitest's default leaves one core idle (one worker on CI's two): 205 s against 131 s for the whole suite, 2026-12-03.
    maxWorkers: availableParallelism(),
  },
});
