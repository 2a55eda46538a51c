/**
 * Directory search benchmark (`npm run bench:search`, issue 3).
 *
 * 1. In-process: 210 faceted searches (a full request: one page of 20 plus facet
 *    counts, through the same `facetedSearch` service the API and the search page
 *    use) at big-city, mid-size and rural points, across all 7 sorts and a rotation
 *    of filter mixes, on the 100k seed. p50/p95 per engine: SQLite always, PostgreSQL
 *    side by side when TEST_DATABASE_URL or DATABASE_URL is set (schema "bench").
 *    Target: SQLite p95 <= 25 ms.
 * 2. HTTP: autocannon on GET /api/v2/faceted-search, concurrency 32 for 20 s, rotating
 *    over the same kinds of query: req/s, p95 and errors. Target: p95 <= 60 ms, 0 errors.
 *    The server is BENCH_URL when given; else `next start web -p 3199` when a
 *    production build exists (web/.next/BUILD_ID) and BENCH_SERVER is not "handler";
 *    else a bare node:http server around the same route handler (labelled so), which
 *    also measures code newer than the last build.
 *
 * The app caches search answers (SEARCH_CACHE_SECONDS, default 60); the in-process
 * part measures the store without that cache, the HTTP part runs the app as deployed
 * (set SEARCH_CACHE_SECONDS=0 to load it uncached).
 * Options (env): BENCH_HTTP=0 skips the HTTP part; BENCH_HTTP_SECONDS (default 20);
 * BENCH_SEARCH_PASSES (measured passes over the 210 queries, default 2).
 * Results are printed and written to bench-results/search.json.
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import { createServer } from "node:http";
import { createRequire } from "node:module";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { appDependencies } from "@web/services/appDependencies";
import type { ApiDependencies } from "@web/services/dependencies";
import { facetedSearchEndpoint } from "@web/api/handlers";
import { facetedSearchRequestFrom } from "@web/api/requests";
import { facetedSearch } from "@web/services/services";
import { ensureDirectoryReady, getDirectoryStore, closeDirectoryStore } from "@web/directory";
import { AMENITY_CATEGORIES } from "@web/rules/catalogue";
import { findRepoRoot } from "@web/lib/repoRoot";
import { openPostgresStore } from "@web/directory/postgres/postgresStore";
import { loggedProgress } from "@web/directory/seed/progress";
import type { DirectoryStore } from "@web/directory/store";
import { SORT_OPTIONS } from "@web/rules/search/searchOptions";
import { getGazetteer } from "@web/services/geocoding/gazetteer";

const AREAS = {
  "big city": ["New York City, NY", "Los Angeles, CA", "Chicago, IL", "Houston, TX", "Phoenix, AZ"],
  "mid-size": ["Boise, ID", "Spokane, WA", "Des Moines, IA", "Chattanooga, TN", "Fort Collins, CO"],
  rural: ["Marfa, TX", "Ely, NV", "Lusk, WY", "Hettinger, ND", "Fort Kent, ME"],
} as const;
type Area = keyof typeof AREAS;

const amenityIds = (filter: string, count: number) =>
  (AMENITY_CATEGORIES.find((category) => category.filter === filter)?.types ?? [])
    .slice(0, count)
    .map((type) => type.id)
    .join(",");

/** Filter mixes of the search page (spec 3 and 9), rotated over points and sorts. */
const FILTER_MIXES: Record<string, string> = {
  "no filter": "",
  "care type": "careType=assisted-living",
  "care type + verified + reviews 4+": "careType=memory-care-facilities&verified=true&reviews=4",
  "amenities (match all)": `careType=assisted-living&dining=${amenityIds("dining", 2)}&lifestyle=${amenityIds("lifestyle", 1)}`,
  "amenities (match any) + price": `careType=independent-living&personalCare=${amenityIds("personalCare", 3)}&matchAllFilters=false&priceRange=2,3`,
  "promotions + photos + page 2": "ongoingPromotion=true&providersWith=photos&page=1",
};

interface BenchQuery {
  area: Area;
  place: string;
  sortBy: string;
  mix: string;
  query: string;
}

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] as number;
}

function summary(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    count: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    max: sorted[sorted.length - 1] ?? Number.NaN,
  };
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

async function benchQueries(): Promise<BenchQuery[]> {
  const gazetteer = await getGazetteer();
  const mixes = Object.keys(FILTER_MIXES);
  const queries: BenchQuery[] = [];
  let turn = 0;
  for (const [area, places] of Object.entries(AREAS) as [Area, readonly string[]][]) {
    for (const place of places) {
      const located = gazetteer.geocodeNow(place);
      if (!located) throw new Error(`the gazetteer does not know ${place}`);
      for (const sortBy of SORT_OPTIONS) {
        for (let k = 0; k < 2; k++) {
          const mix = mixes[turn++ % mixes.length] as string;
          const query = new URLSearchParams(FILTER_MIXES[mix]);
          query.set("latitude", String(located.latitude));
          query.set("longitude", String(located.longitude));
          query.set("sortBy", sortBy);
          queries.push({ area, place, sortBy, mix, query: query.toString() });
        }
      }
    }
  }
  return queries;
}

async function measureEngine(store: DirectoryStore, queries: BenchQuery[], passes: number) {
  const dependencies: ApiDependencies = {
    store: async () => store,
    geocoder: () => getGazetteer(),
  };
  const run = async (query: BenchQuery) => {
    const request = facetedSearchRequestFrom(new URLSearchParams(query.query), "main");
    const started = performance.now();
    const response = await facetedSearch(request, dependencies);
    const elapsed = performance.now() - started;
    if (response.queryId === "") throw new Error(`search failed: ${query.place} ${query.query}`);
    return elapsed;
  };
  for (const query of queries) await run(query); // warm-up: caches, prepared statements, JIT
  const all: number[] = [];
  const byArea: Record<string, number[]> = {};
  const bySort: Record<string, number[]> = {};
  for (let pass = 0; pass < passes; pass++) {
    for (const query of queries) {
      const elapsed = await run(query);
      all.push(elapsed);
      (byArea[query.area] ??= []).push(elapsed);
      (bySort[query.sortBy] ??= []).push(elapsed);
    }
  }
  return {
    engine: store.engine,
    overall: summary(all),
    byArea: Object.fromEntries(Object.entries(byArea).map(([k, v]) => [k, summary(v)])),
    bySort: Object.fromEntries(Object.entries(bySort).map(([k, v]) => [k, summary(v)])),
  };
}

type Autocannon = (options: Record<string, unknown>) => Promise<AutocannonResult> & {
  on(
    event: "response",
    listener: (client: unknown, status: number, bytes: number, ms: number) => void,
  ): void;
};
interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p90: number; p99: number; average: number; max: number };
  errors: number;
  timeouts: number;
  non2xx: number;
}

async function waitForServer(
  url: string,
  child: ChildProcess | null,
  seconds: number,
): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null)
      throw new Error(`the server exited with ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`no answer from ${url} within ${seconds} s`);
}

/** The server to load: BENCH_URL, `next start` on a production build, or a bare handler server. */
async function startServer(
  root: string,
): Promise<{ base: string; label: string; stop: () => Promise<void> }> {
  if (process.env.BENCH_URL) {
    return {
      base: process.env.BENCH_URL.replace(/\/+$/, ""),
      label: `given server ${process.env.BENCH_URL}`,
      stop: async () => undefined,
    };
  }
  if (
    process.env.BENCH_SERVER !== "handler" &&
    fs.existsSync(path.join(root, "web/.next/BUILD_ID"))
  ) {
    const next = path.join(root, "node_modules/.bin/next");
    const child = spawn(next, ["start", "web", "-p", "3199"], {
      cwd: root,
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", NODE_ENV: "production" },
      stdio: ["ignore", "ignore", "inherit"],
      detached: true,
    });
    const base = "http://127.0.0.1:3199";
    try {
      await waitForServer(`${base}/api/v1/location/autocomplete-suggestions?query=aus`, child, 120);
    } catch (error) {
      if (child.pid) process.kill(-child.pid, "SIGTERM");
      throw error;
    }
    return {
      base,
      label: "next start web -p 3199 (production build)",
      stop: async () => {
        if (child.pid && child.exitCode === null) process.kill(-child.pid, "SIGTERM");
      },
    };
  }
  const server = createServer(async (incoming, outgoing) => {
    const request = new Request(`http://127.0.0.1${incoming.url ?? "/"}`, {
      headers: { host: "127.0.0.1" },
    });
    const response = await facetedSearchEndpoint(request, appDependencies);
    outgoing.writeHead(response.status, Object.fromEntries(response.headers));
    outgoing.end(Buffer.from(await response.arrayBuffer()));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    label: "node:http around the same route handler, no Next",
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

async function httpLoad(root: string, queries: BenchQuery[], seconds: number) {
  const server = await startServer(root);
  try {
    const autocannon = createRequire(import.meta.url)("autocannon") as Autocannon;
    // Every 7th query, so the rotation covers all areas, sorts and filter mixes.
    const paths = queries
      .filter((_, i) => i % 7 === 0)
      .map((q) => `/api/v2/faceted-search?${q.query}`);
    const latencies: number[] = [];
    const instance = autocannon({
      url: server.base,
      connections: 32,
      duration: seconds,
      requests: paths.map((p) => ({ method: "GET", path: p })),
    });
    instance.on("response", (_client, _status, _bytes, responseTime) =>
      latencies.push(responseTime),
    );
    const result = await instance;
    const latency = summary(latencies);
    return {
      server: server.label,
      searchCacheSeconds: process.env.SEARCH_CACHE_SECONDS ?? "60 (default)",
      connections: 32,
      seconds,
      distinctQueries: paths.length,
      requestsPerSecond: result.requests.average,
      requests: result.requests.total,
      p50: latency.p50,
      p95: latency.p95,
      p99: result.latency.p99,
      max: latency.max,
      errors: result.errors + result.timeouts + result.non2xx,
    };
  } finally {
    await server.stop();
  }
}

async function main() {
  const root = findRepoRoot();
  const passes =
    Number(process.env.BENCH_SEARCH_PASSES) > 0 ? Number(process.env.BENCH_SEARCH_PASSES) : 2;
  const queries = await benchQueries();
  console.log(`[bench:search] ${queries.length} queries x ${passes} passes per engine`);

  // The SQLite engine: the app's own file (seeded on first use, like `npm start`).
  const pgUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
  const savedDatabaseUrl = process.env.DATABASE_URL;
  delete process.env.DATABASE_URL;
  const ready = await ensureDirectoryReady();
  console.log(`[bench:search] sqlite directory: ${ready.providers} providers`);
  const engines = [await measureEngine(await getDirectoryStore(), queries, passes)];

  if (pgUrl) {
    const { store, seeded } = await openPostgresStore(
      { connectionString: pgUrl, schema: "bench" },
      { onProgress: loggedProgress("postgres bench seed") },
    );
    console.log(
      `[bench:search] postgres directory (schema bench): ${await store.countProviders()} providers${seeded ? ` (seeded ${seeded} now)` : ""}`,
    );
    try {
      engines.push(await measureEngine(store, queries, passes));
    } finally {
      await store.close();
    }
  } else {
    console.log("[bench:search] TEST_DATABASE_URL / DATABASE_URL not set: PostgreSQL skipped");
  }
  if (savedDatabaseUrl !== undefined) process.env.DATABASE_URL = savedDatabaseUrl;

  console.log("\nIn-process faceted search (page of 20 + facets):");
  console.log("| engine | queries | p50 | p95 | max |");
  console.log("|---|---|---|---|---|");
  for (const e of engines) {
    console.log(
      `| ${e.engine} | ${e.overall.count} | ${ms(e.overall.p50)} | ${ms(e.overall.p95)} | ${ms(e.overall.max)} |`,
    );
  }
  console.log("\nBy area (p50 / p95):");
  console.log(`| area | ${engines.map((e) => e.engine).join(" | ")} |`);
  console.log(`|---|${engines.map(() => "---").join("|")}|`);
  for (const area of Object.keys(AREAS)) {
    console.log(
      `| ${area} | ${engines.map((e) => `${ms(e.byArea[area]?.p50 ?? NaN)} / ${ms(e.byArea[area]?.p95 ?? NaN)}`).join(" | ")} |`,
    );
  }
  console.log("\nBy sort (p50 / p95):");
  console.log(`| sort | ${engines.map((e) => e.engine).join(" | ")} |`);
  console.log(`|---|${engines.map(() => "---").join("|")}|`);
  for (const sort of SORT_OPTIONS) {
    console.log(
      `| ${sort} | ${engines.map((e) => `${ms(e.bySort[sort]?.p50 ?? NaN)} / ${ms(e.bySort[sort]?.p95 ?? NaN)}`).join(" | ")} |`,
    );
  }
  const sqlite = engines[0];
  const sqliteOk = sqlite !== undefined && sqlite.overall.p95 <= 25;
  console.log(`\nSQLite p95 target <= 25 ms: ${sqliteOk ? "met" : "MISSED"}`);

  let http: Awaited<ReturnType<typeof httpLoad>> | null = null;
  if (process.env.BENCH_HTTP !== "0") {
    const seconds =
      Number(process.env.BENCH_HTTP_SECONDS) > 0 ? Number(process.env.BENCH_HTTP_SECONDS) : 20;
    http = await httpLoad(root, queries, seconds);
    console.log(
      `\nHTTP GET /api/v2/faceted-search, ${http.connections} connections, ${http.seconds} s (${http.server}):`,
    );
    console.log("| req/s | p50 | p95 | p99 | max | requests | errors |");
    console.log("|---|---|---|---|---|---|---|");
    console.log(
      `| ${http.requestsPerSecond.toFixed(0)} | ${ms(http.p50)} | ${ms(http.p95)} | ${ms(http.p99)} | ${ms(http.max)} | ${http.requests} | ${http.errors} |`,
    );
    console.log(
      `HTTP target p95 <= 60 ms with 0 errors: ${http.p95 <= 60 && http.errors === 0 ? "met" : "MISSED"}`,
    );
  }

  const out = path.join(root, "bench-results");
  fs.mkdirSync(out, { recursive: true });
  fs.writeFileSync(
    path.join(out, "search.json"),
    JSON.stringify(
      { at: new Date().toISOString(), queries: queries.length, passes, engines, http },
      null,
      2,
    ),
  );
  await closeDirectoryStore();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
