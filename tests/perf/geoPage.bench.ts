/**
 * Lighthouse 13 mobile (default throttling) on a city page (issue 12: median of 3 >= 95),
 * next to a static content page (/about) measured in the same run, plus an awards state
 * page (`npm run bench:geo-page`). Starts the production build (`next start`, port 3196)
 * over the seeded directory and runs Lighthouse three times on each page, alternating,
 * each after one request and a 2 s pause (tests/perf/lighthouse.ts), so the pages are
 * measured as the page cache serves them.
 * Options: --port N, --runs N, --brand main|alt.
 */
import { spawnSync, type ChildProcess } from "node:child_process";
import path from "node:path";
import { measurePages, printSummary } from "./lighthouse";
import { startNextServer } from "./loadTest";
import { arg } from "./cli";

const root = path.resolve(__dirname, "../..");
const PORT = Number(arg("port") ?? 3196);
const RUNS = Number(arg("runs") ?? 3);
const BRAND = arg("brand") === "alt" ? "alt" : "main";
const HOST = `${BRAND}.localhost:${PORT}`;

const PAGES = {
  city: "/senior-living/assisted-living/texas/austin",
  about: "/about",
  awards: "/bestseniorliving/caring-stars-senior-living/2025/texas",
};

async function main() {
  let server: ChildProcess | undefined;
  try {
    spawnSync("tsx", ["web/scripts/prepare.ts"], { cwd: root, stdio: "inherit" });
    server = await startNextServer("web", PORT);
    const runs = await measurePages(PAGES, {
      origin: `http://127.0.0.1:${PORT}`,
      host: HOST,
      runs: RUNS,
    });
    console.log(`brand: ${BRAND}`);
    printSummary(`city page (${PAGES.city}), Lighthouse mobile`, runs.city!);
    printSummary("static page (/about), Lighthouse mobile", runs.about!);
    printSummary(`awards page (${PAGES.awards}), Lighthouse mobile`, runs.awards!);
  } finally {
    server?.kill();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
