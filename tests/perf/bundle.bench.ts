/**
 * First-load JS of the app's routes next to a bare Next + Chakra page built the
 * same way (`npm run bench:bundle`). Builds both, then gzips every first-load
 * chunk listed in each build's route-bundle-stats.json.
 *
 *   --no-build   reuse the existing builds
 */
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

const root = path.resolve(__dirname, "../..");
const apps = { app: path.join(root, "web"), bare: path.join(root, "tests/perf/bare-app") };

interface RouteStats {
  route: string;
  firstLoadUncompressedJsBytes: number;
  firstLoadChunkPaths: string[];
}

function build(dir: string) {
  const started = Date.now();
  const result = spawnSync("next", ["build", dir], {
    cwd: root,
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
  });
  if (result.status !== 0) throw new Error(`next build ${dir} failed`);
  return (Date.now() - started) / 1000;
}

function routeSizes(dir: string) {
  const stats = JSON.parse(
    readFileSync(path.join(dir, ".next/diagnostics/route-bundle-stats.json"), "utf8"),
  ) as RouteStats[];
  return stats.map((entry) => {
    const gzipped = entry.firstLoadChunkPaths.reduce(
      (sum, chunk) => sum + gzipSync(readFileSync(path.join(dir, chunk)), { level: 9 }).length,
      0,
    );
    return { route: entry.route, raw: entry.firstLoadUncompressedJsBytes, gzipped };
  });
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function main() {
  if (!process.argv.includes("--no-build")) {
    console.log(`built bare page in ${build(apps.bare).toFixed(1)} s`);
    console.log(`built app in ${build(apps.app).toFixed(1)} s`);
  }
  const bare = routeSizes(apps.bare).find((entry) => entry.route === "/");
  if (!bare) throw new Error("the bare build has no / route");
  console.log(
    `\n${"route".padEnd(24)} ${"raw".padStart(10)} ${"gzip".padStart(10)} ${"vs bare".padStart(10)}`,
  );
  console.log(
    `${"bare Next+Chakra /".padEnd(24)} ${kb(bare.raw).padStart(10)} ${kb(bare.gzipped).padStart(10)} ${"".padStart(10)}`,
  );
  for (const entry of routeSizes(apps.app)) {
    const delta = entry.gzipped - bare.gzipped;
    console.log(
      `${entry.route.padEnd(24)} ${kb(entry.raw).padStart(10)} ${kb(entry.gzipped).padStart(10)} ${`${delta >= 0 ? "+" : ""}${kb(delta)}`.padStart(10)}`,
    );
  }
}

main();
