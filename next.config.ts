import path from "node:path";
import type { NextConfig } from "next";

// Next streams its payload through inline scripts and React sets inline styles (chart colours among them), hence 'unsafe-inline';
// the dev server also needs eval; everything else is same-origin only, and nothing may frame the dashboard.
const contentSecurityPolicy = [
  "default-src 'self'",
  `script-src 'self' 'unsafe-inline'${process.env.NODE_ENV === "development" ? " 'unsafe-eval'" : ""}`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join("; ");

const config: NextConfig = {
  poweredByHeader: false,
  // Next hashes every cached page's whole HTML for an ETag on each request (a third of a cached run page's time, profiled).
  generateEtags: false,
  // No page uses next/image: with the optimizer off, /_next/image cannot be asked to convert the SVG icon (which logged an error per request).
  images: { unoptimized: true },
  // Lets parallel builds (several e2e runs on one machine) keep separate output folders.
  distDir: process.env.NEXT_DIST_DIR ?? ".next",
  // `npm run typecheck` checks the whole project first; the build need not repeat it.
  typescript: { ignoreBuildErrors: true },
  // Run pages are cached per file version (proxy.ts) in memory only, complete pages only (docs/run-store.md).
  cacheHandler: path.resolve(/*turbopackIgnore: true*/ process.cwd(), "app/_server/page-cache-handler.mjs"),
  cacheMaxMemorySize: 0,
  // Next names 127.0.0.1 "localhost" in the proxy's URLs and then forwards a rewrite to that origin over HTTP to itself
  // (vercel/next.js#94745): with this documented option the proxy's rewrite keeps the server's own origin (proxy.ts).
  skipProxyUrlNormalize: true,
  async headers() {
    return [
      {
        source: "/:path*",
        headers: [
          { key: "Content-Security-Policy", value: contentSecurityPolicy },
          { key: "X-Content-Type-Options", value: "nosniff" },
          { key: "Referrer-Policy", value: "no-referrer" },
          { key: "X-Frame-Options", value: "DENY" },
        ],
      },
      // A run page changes with its file: a shared cache or the browser asks again each time (Next would send
      // s-maxage=31536000 for a cached page).
      { source: "/runs/:path*", headers: [{ key: "Cache-Control", value: "no-cache" }] },
    ];
  },
};

export default config;
