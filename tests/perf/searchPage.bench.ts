/**
 * The search page under load, next to a static content page in the same run
 * (`npm run bench:search-page`), plus Lighthouse mobile (median of 3).
 *
 * Response times are to the last byte (an upper bound of TTFB: the page streams).
 * Pages are served from the page cache once rendered (web/proxy.ts, revalidate
 * 60 s): the warm-up renders each URL once, so the autocannon runs measure the
 * cache; a third run requests 320 search URLs that were never rendered, each
 * once, 16 at a time, to show what a cache miss costs.
 * Starts the production build (`next start`, port 3198) over the seeded
 * directory, then:
 *  - autocannon, concurrency 16, 20 s, rotating over searches in big, mid-size
 *    and small places, care types and pages (so the in-process result cache
 *    does not answer everything), and the same against /about;
 *  - Lighthouse 13 mobile (default throttling) on a search URL, 3 runs, median.
 * Options: --seconds N, --no-lighthouse, --port N.
 */
import { spawnSync, type ChildProcess } from "node:child_process";
import path from "node:path";
import { canonicalSearchQuery } from "@web/rules/canonicalSearch";
import { measurePages, printSummary } from "./lighthouse";
import { distinctLoad, loadTest, startNextServer, type LoadResult } from "./loadTest";

const root = path.resolve(__dirname, "../..");
const arg = (name: string) => {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
};
const PORT = Number(arg("port") ?? 3198);
const SECONDS = Number(arg("seconds") ?? 20);
const HOST = `main.localhost:${PORT}`;

const PLACES = [
  "Austin, TX",
  "Seattle, WA",
  "Miami, FL",
  "Denver, CO",
  "Boise, ID",
  "Tucson, AZ",
  "Burlington, VT",
  "Cincinnati, OH",
];
const CARE_TYPES = [
  "senior-living",
  "assisted-living",
  "memory-care-facilities",
  "independent-living",
  "nursing-homes",
  "in-home-care",
];

function searchPaths(): string[] {
  const paths: string[] = [];
  for (const place of PLACES) {
    for (const careType of CARE_TYPES) {
      for (const page of [1, 2]) {
        const query = new URLSearchParams({ keyword: place, "care-type": careType });
        if (page > 1) query.set("page", String(page));
        // Canonical URLs: any other spelling is answered with a 308 (web/proxy.ts).
        paths.push(`/local/search?${canonicalSearchQuery(query).toString()}`);
      }
    }
  }
  return paths;
}

/**
 * Search URLs the warm-up never requested (sorts x pages 3-6 of the same
 * places and care types): every one is a page-cache miss, rendered on request.
 */
function uncachedSearchPaths(count: number): string[] {
  const sorts = ["distance", "best-rated", "most-reviews", "best-activities", "best-staff"];
  const paths: string[] = [];
  for (const sortBy of sorts) {
    for (const page of [3, 4, 5, 6]) {
      for (const place of PLACES) {
        for (const careType of CARE_TYPES) {
          const query = new URLSearchParams({ keyword: place, "care-type": careType, sortBy });
          query.set("page", String(page));
          paths.push(`/local/search?${canonicalSearchQuery(query).toString()}`);
        }
      }
    }
  }
  return paths.slice(0, count);
}

function load(paths: string[]): Promise<LoadResult> {
  return loadTest({
    base: `http://127.0.0.1:${PORT}`,
    paths,
    connections: 16,
    seconds: SECONDS,
    headers: { host: HOST },
  });
}

function row(label: string, result: LoadResult) {
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  return `${label.padEnd(34)} req/s ${result.requestsPerSecond.toFixed(1).padStart(7)}   p50 ${ms(result.p50)}   p95 ${ms(result.p95)}   p99 ${ms(result.p99)}   errors ${result.errors}`;
}

async function main() {
  let server: ChildProcess | undefined;
  try {
    spawnSync("tsx", ["web/scripts/prepare.ts"], { cwd: root, stdio: "inherit" });
    server = await startNextServer("web", PORT);
    const paths = searchPaths();
    // Warm-up: one pass over every URL (compiles nothing, fills caches as a live site would have).
    for (const item of paths)
      await fetch(`http://127.0.0.1:${PORT}${item}`, { headers: { host: HOST } });

    console.log(
      `autocannon: concurrency 16, ${SECONDS} s each, ${paths.length} rotating search URLs`,
    );
    const staticResult = await load(["/about"]);
    const searchResult = await load(paths);
    console.log(row("static page (/about)", staticResult));
    console.log(row("search page", searchResult));
    console.log(
      `search p95 / static p95: ${(searchResult.p95 / Math.max(1, staticResult.p95)).toFixed(2)}x`,
    );
    // The same concurrency on searches no one asked for yet: each is rendered on request.
    const uncached = await distinctLoad({
      base: `http://127.0.0.1:${PORT}`,
      paths: uncachedSearchPaths(320),
      concurrency: 16,
      headers: { host: HOST },
    });
    console.log(row(`search page, uncached (${uncached.requests} URLs)`, uncached));

    if (!process.argv.includes("--no-lighthouse")) {
      const url = `http://main.localhost:${PORT}/local/search?keyword=Austin%2C+TX&care-type=assisted-living`;
      // Each run measures the page in its steady state: one request first, so a page
      // whose cache entry went stale during the load tests is re-rendered before the
      // run rather than in the background while Lighthouse measures.
      const categories = ["performance", "accessibility"] as const;
      const { search: runs } = await measurePages(
        { search: url.slice(`http://${HOST}`.length) },
        { origin: `http://127.0.0.1:${PORT}`, host: HOST, runs: 3, categories },
      );
      printSummary("search page, Lighthouse mobile", runs!, categories);
    }
  } finally {
    server?.kill();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
