import { defineConfig } from "vitest/config";
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
  },
});
