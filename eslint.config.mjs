import next from "eslint-config-next";

/** Code the browser may run: components and every lib module outside a `server/` folder, test support and tests. */
const BROWSER_CODE = { files: ["components/**/*.{ts,tsx}", "lib/**/*.ts"], ignores: ["lib/**/server/**", "lib/test-support/**", "**/*.test.ts"] };

const config = [
  ...next,
  {
    ignores: [
      ".next/**",
      ".next-*/**",
      ".cache/**",
      "node_modules/**",
      "e2e/artifacts/**",
      "playwright-report/**",
      "test-results/**",
      "next-env.d.ts",
      "**/assembly/**",
    ],
  },
  // Import cycles are found by scripts/import-cycles.test.ts over the TypeScript graph (type-only imports included):
  // import/no-cycle checked the same thing and took 70 of ESLint's 103 s on CI's two cores.
  {
    // TanStack Table v8 returns functions React Compiler cannot memoize; we do not use the compiler.
    rules: { "react-hooks/incompatible-library": "off" },
  },
  {
    files: ["**/*.{ts,tsx}"],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/switch-exhaustiveness-check": "error",
    },
  },
  {
    ...BROWSER_CODE,
    rules: {
      "import/no-nodejs-modules": "error",
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/server/**", "**/_server/**", "server-only"],
              message: "Node-only module: import it from app/, scripts/ or another server/ module, never from code the browser runs.",
            },
            { group: ["**/test-support/**"], message: "Test support is for tests and benchmarks only." },
          ],
        },
      ],
    },
  },
];

export default config;
