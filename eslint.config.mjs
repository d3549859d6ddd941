import next from "eslint-config-next";

const config = [
  ...next,
  { ignores: [".next/**", ".next-*/**", ".cache/**", "node_modules/**", "e2e/artifacts/**", "playwright-report/**", "test-results/**", "next-env.d.ts"] },
  {
    // TanStack Table v8 returns functions React Compiler cannot memoize; we do not use the compiler.
    rules: { "react-hooks/incompatible-library": "off" },
  },
];

export default config;
