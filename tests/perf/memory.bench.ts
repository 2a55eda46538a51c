/**
 * `npm run build && npm run bench:memory [-- --port 3191 --pages 2000 --settle 60]`
 *
 * Issue 28.10: memory that comes back. Starts the production server (`next start web`,
 * WARM_UP=off, the seeded data/directory.sqlite) and reads its resident memory the way
 * Linux counts it (/proc/<pid>/status of the server's process tree: VmRSS, split into
 * RssAnon, RssFile and RssShmem; plus the proportional set size, which counts a page
 * mapped twice once, and the pages of the SQLite file in the SQLite memory maps):
 *  - idle, 3 s after start-up, nothing asked yet but the start-up probe of `/`;
 *  - after `pages` distinct pages no one asked for before (never in any cache: search
 *    pages over many cities, care types, sorts and result pages, provider pages and
 *    geo city pages), `concurrency` at a time;
 *  - `settle` seconds later, with nothing asked.
 * Then the pass / fail against the targets: RSS after the pages <= 1.5 GB, and the RSS
 * `settle` seconds later at most 10 % above it (memory handed back only helps).
 *
 * Options: --port N (3191), --pages N (2000), --concurrency N (4), --settle S (60),
 * --list (print the pages and stop).
 * The environment reaches the server (PAGE_CACHE_MAX_MB, MALLOC_ARENA_MAX, ...);
 * SERVER_NODE_OPTIONS becomes the server's NODE_OPTIONS alone, e.g.
 * `--inspect=127.0.0.1:3199` to take heap snapshots while it settles.
 */
import { spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { CARE_TYPES } from "@web/rules/careTypes";
import { canonicalSearchQuery } from "@web/rules/search/canonicalSearch";
import { arg } from "./cli";
import { distinctLoad, startNextServer } from "./loadTest";

const root = path.resolve(__dirname, "../..");
const PORT = Number(arg("port") ?? 3191);
const PAGES = Number(arg("pages") ?? 2000);
const CONCURRENCY = Number(arg("concurrency") ?? 4);
const SETTLE_SECONDS = Number(arg("settle") ?? 60);
const HOST = `main.localhost:${PORT}`;
const DATABASE = path.resolve(
  root,
  process.env.DIRECTORY_DB_PATH ?? path.join("data", "directory.sqlite"),
);
const TARGET_MB = 1536;

interface Memory {
  /** VmRSS of the process tree, MB. */
  rss: number;
  anon: number;
  file: number;
  shmem: number;
  /** Proportional set size: a page mapped by several mappings counts once. */
  pss: number;
  /** Resident pages of the SQLite file in the memory maps, summed over the maps. */
  sqlite: number;
  sqliteMaps: number;
}

function descendants(pid: number): number[] {
  const found = [pid];
  try {
    for (const task of fs.readdirSync(`/proc/${pid}/task`)) {
      const children = fs.readFileSync(`/proc/${pid}/task/${task}/children`, "utf8");
      for (const child of children.split(/\s+/).filter(Boolean)) {
        found.push(...descendants(Number(child)));
      }
    }
  } catch {
    // The process ended meanwhile.
  }
  return found;
}

/** The server's process tree (`next start` runs the server in a child process). */
function memoryOf(pid: number): Memory {
  const kb = { rss: 0, anon: 0, file: 0, shmem: 0, pss: 0, sqlite: 0, sqliteMaps: 0 };
  const field = (text: string, name: string) =>
    Number(new RegExp(`^${name}:\\s+(\\d+)`, "m").exec(text)?.[1] ?? 0);
  for (const id of descendants(pid)) {
    try {
      const status = fs.readFileSync(`/proc/${id}/status`, "utf8");
      kb.rss += field(status, "VmRSS");
      kb.anon += field(status, "RssAnon");
      kb.file += field(status, "RssFile");
      kb.shmem += field(status, "RssShmem");
      kb.pss += field(fs.readFileSync(`/proc/${id}/smaps_rollup`, "utf8"), "Pss");
      // Each mapping's header line names its file; its Rss line follows.
      let inDatabase = false;
      for (const line of fs.readFileSync(`/proc/${id}/smaps`, "utf8").split("\n")) {
        if (/^[0-9a-f]+-[0-9a-f]+ /.test(line)) {
          inDatabase = line.endsWith(DATABASE);
          if (inDatabase) kb.sqliteMaps += 1;
        } else if (inDatabase && line.startsWith("Rss:")) {
          kb.sqlite += field(line, "Rss");
        }
      }
    } catch {
      // The process ended meanwhile.
    }
  }
  const mb = (value: number) => Math.round(value / 1024);
  return {
    rss: mb(kb.rss),
    anon: mb(kb.anon),
    file: mb(kb.file),
    shmem: mb(kb.shmem),
    pss: mb(kb.pss),
    sqlite: mb(kb.sqlite),
    sqliteMaps: kb.sqliteMaps,
  };
}

const memoryText = (m: Memory) =>
  `RSS ${m.rss} MB (anon ${m.anon}, file ${m.file}, shmem ${m.shmem}; ` +
  `SQLite file pages ${m.sqlite} MB in ${m.sqliteMaps} maps) PSS ${m.pss} MB`;

/**
 * `count` URLs no one has requested: half search pages, three tenths provider pages,
 * two tenths geo city pages, spread over the directory's cities (most providers first).
 */
function distinctPages(count: number): { pages: string[]; kinds: number[] } {
  const db = new DatabaseSync(DATABASE, { readOnly: true });
  try {
    const cities = db
      .prepare(
        `SELECT city, state_code, city_url, state_url, count(*) AS n FROM providers
         GROUP BY state_code, city ORDER BY n DESC, state_code, city LIMIT 400`,
      )
      .all() as { city: string; state_code: string; city_url: string; state_url: string }[];
    const providers = (
      db.prepare(`SELECT path FROM providers ORDER BY pid LIMIT ?`).all(count * 100) as {
        path: string;
      }[]
    ).filter((_, index) => index % 37 === 0);
    const searchCareTypes = ["senior-living", ...CARE_TYPES.map((careType) => careType.slug)];
    const geoCareTypes = CARE_TYPES.filter((careType) => careType.pages === "geo");
    const search: string[] = [];
    for (const page of [1, 2, 3])
      for (const sortBy of ["", "best-rated", "most-reviews"])
        for (const careType of searchCareTypes)
          for (const city of cities) {
            const query = new URLSearchParams({
              keyword: `${city.city}, ${city.state_code}`,
              "care-type": careType,
            });
            if (sortBy) query.set("sortBy", sortBy);
            if (page > 1) query.set("page", String(page));
            search.push(`/local/search?${canonicalSearchQuery(query).toString()}`);
          }
    const geo: string[] = [];
    for (const careType of geoCareTypes)
      for (const city of cities)
        geo.push(`/${careType.rollUpType}/${careType.slug}/${city.state_url}/${city.city_url}`);
    // Interleaved so the pages of every kind are spread over the whole run.
    const pick = (list: string[], share: number) =>
      list.filter(
        (_, index) => index % Math.max(1, Math.floor(list.length / (count * share))) === 0,
      );
    const lists = [
      pick(search, 0.5),
      pick(
        providers.map((p) => p.path),
        0.3,
      ),
      pick(geo, 0.2),
    ];
    const wanted = [count * 0.5, count * 0.3, count * 0.2].map(Math.round);
    const pages: string[] = [];
    const kinds = lists.map(() => 0);
    for (let index = 0; pages.length < count; index += 1) {
      let added = false;
      lists.forEach((list, kind) => {
        if (index < wanted[kind]! && index < list.length && pages.length < count) {
          pages.push(list[index]!);
          kinds[kind]! += 1;
          added = true;
        }
      });
      if (!added) break;
    }
    return { pages, kinds };
  } finally {
    db.close();
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function main(): Promise<void> {
  spawnSync("tsx", ["web/scripts/prepare.ts", "--no-build"], { cwd: root, stdio: "inherit" });
  const { pages, kinds } = distinctPages(PAGES);
  if (process.argv.includes("--list")) {
    console.log(pages.join("\n"));
    return;
  }
  console.log(
    `${pages.length} distinct pages: ${kinds[0]} search, ${kinds[1]} provider, ` +
      `${kinds[2]} geo city; concurrency ${CONCURRENCY}`,
  );
  // As in the other benchmarks: the pages are rendered on request, not by the warm-up.
  process.env.WARM_UP = "off";
  if (process.env.SERVER_NODE_OPTIONS) process.env.NODE_OPTIONS = process.env.SERVER_NODE_OPTIONS;
  let server: ChildProcess | undefined;
  try {
    server = await startNextServer("web", PORT);
    await sleep(3000);
    const idle = memoryOf(server.pid!);
    console.log(`${"idle after start-up:".padEnd(30)}${memoryText(idle)}`);
    // In quarters, to see how the memory grows along the way.
    const started = performance.now();
    let errors = 0;
    let after = idle;
    const quarter = Math.ceil(pages.length / 4);
    for (let from = 0; from < pages.length; from += quarter) {
      const load = await distinctLoad({
        base: `http://127.0.0.1:${PORT}`,
        paths: pages.slice(from, from + quarter),
        concurrency: CONCURRENCY,
        headers: { host: HOST },
      });
      errors += load.errors;
      after = memoryOf(server.pid!);
      const done = Math.min(pages.length, from + quarter);
      console.log(
        `${`after ${done} pages:`.padEnd(30)}${memoryText(after)}  ` +
          `[${((performance.now() - started) / 1000).toFixed(0)} s; this quarter p50 ${load.p50} ms, p95 ${load.p95} ms]`,
      );
    }
    await sleep(SETTLE_SECONDS * 1000);
    const settled = memoryOf(server.pid!);
    console.log(`${SETTLE_SECONDS} s later:`.padEnd(30) + memoryText(settled));
    const withinTarget = after.rss <= TARGET_MB;
    const change = (settled.rss - after.rss) / after.rss;
    // Memory handed back is welcome; memory still growing is not.
    const steady = change <= 0.1;
    console.log(
      `targets: RSS after the pages <= ${TARGET_MB} MB: ${withinTarget ? "met" : "NOT met"} ` +
        `(${after.rss} MB); ${SETTLE_SECONDS} s later at most 10 % above it: ${steady ? "met" : "NOT met"} ` +
        `(${(change * 100).toFixed(1)} %)`,
    );
    if (errors > 0) console.log(`note: ${errors} pages answered with an error status or failed`);
  } finally {
    server?.kill();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
