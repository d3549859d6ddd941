import type { NextConfig } from "next";

const config: NextConfig = {
  poweredByHeader: false,
  // Lets parallel builds (several e2e runs on one machine) keep separate output folders.
  distDir: process.env.NEXT_DIST_DIR ?? ".next",
};

export default config;
