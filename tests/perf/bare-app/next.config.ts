import path from "node:path";
import type { NextConfig } from "next";

// A bare Next + Chakra page built exactly like web/ (same Next, same Chakra,
// same SSR style registry), as the baseline of the first-load JS benchmark.
const repoRoot = path.resolve(__dirname, "../../..");

const nextConfig: NextConfig = {
  typescript: { tsconfigPath: "../../../tsconfig.json", ignoreBuildErrors: true },
  turbopack: { root: repoRoot },
  outputFileTracingRoot: repoRoot,
  experimental: { optimizePackageImports: ["@chakra-ui/react"] },
};

export default nextConfig;
