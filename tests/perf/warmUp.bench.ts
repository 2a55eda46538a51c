/**
 * `npm run build && npm run bench:warm-up [-- --runs 3 --port 3194]`
 *
 * Issue 14.10: the first requests after a restart. Restarts the production server
 * (`next start web`, seeded data/directory.sqlite) `runs` times without warm-up
 * (WARM_UP=off) and `runs` times with it, and for each start prints:
 *  - how long until the server answers (a redirect of the draft-mode route, which
 *    touches neither the store nor the page cache): the warm-up must not delay it;
 *  - with warm-up, how long after that the warm-up's log line comes (store opened,
 *    every hot page requested);
 *  - idle RSS after start-up (item 9: one store per process), the server's whole
 *    process tree, 3 s after start-up (and after the warm-up) with nothing asked;
 *  - the first request of each hot page (web/site/hotPages.ts), one after the
 *    other, time to the last byte, and the RSS after them (without warm-up the
 *    store only opens on the first request).
 * Then the median per page over the runs, both ways.
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { HOT_PAGES, type HotPage } from "@web/site/hotPages";
import { SITES } from "@web/site/sites";

function option(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  const value = index >= 0 ? Number(process.argv[index + 1]) : Number.NaN;
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

const ROOT = path.resolve(__dirname, "../..");
const PORT = option("port", 3194);
const RUNS = option("runs", 3);
const READY_PATH = "/api/draft-mode/disable";

function get(requestPath: string, host: string): Promise<{ ms: number; status: number }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const request = http.get(
      { host: "127.0.0.1", port: PORT, path: requestPath, headers: { host } },
      (response) => {
        response.resume();
        response.on("end", () =>
          resolve({ ms: performance.now() - started, status: response.statusCode ?? 0 }),
        );
      },
    );
    request.on("error", reject);
  });
}

const hostOf = (page: HotPage) => `${SITES[page.site].hosts.at(-1)}:${PORT}`;

interface Rss {
  /** Resident set, MB. */
  total: number;
  /** Of which anonymous memory (heaps, stacks), MB. */
  anon: number;
  /** Of which file pages mapped in (the SQLite file's memory map, code), MB. */
  file: number;
}

/** RSS of a process and all its descendants. */
function treeRss(pid: number): Rss {
  const kb = { total: 0, anon: 0, file: 0 };
  const field = (status: string, name: string) =>
    Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  const visit = (id: number) => {
    try {
      const status = fs.readFileSync(`/proc/${id}/status`, "utf8");
      kb.total += field(status, "VmRSS");
      kb.anon += field(status, "RssAnon");
      kb.file += field(status, "RssFile") + field(status, "RssShmem");
      for (const task of fs.readdirSync(`/proc/${id}/task`)) {
        const children = fs.readFileSync(`/proc/${id}/task/${task}/children`, "utf8");
        for (const child of children.split(/\s+/).filter(Boolean)) visit(Number(child));
      }
    } catch {
      // The process ended meanwhile.
    }
  };
  visit(pid);
  const mb = (value: number) => Math.round(value / 1024);
  return { total: mb(kb.total), anon: mb(kb.anon), file: mb(kb.file) };
}

const rssText = (rss: Rss) => `${rss.total} MB (anon ${rss.anon}, file ${rss.file})`;

interface Start {
  readyMs: number;
  warmUpMs: number | null;
  idleRss: Rss;
  rssAfter: Rss;
  firstRequests: { page: HotPage; ms: number; status: number }[];
}

async function startOnce(warmUp: boolean): Promise<Start> {
  const started = performance.now();
  const child: ChildProcess = spawn(
    process.execPath,
    [path.join(ROOT, "node_modules/next/dist/bin/next"), "start", "web", "-p", String(PORT)],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        NODE_ENV: "production",
        NEXT_TELEMETRY_DISABLED: "1",
        WARM_UP: warmUp ? "on" : "off",
      },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let warmedAt: number | null = null;
  let output = "";
  const warmed = new Promise<void>((resolve) => {
    const watch = (chunk: Buffer) => {
      output += chunk.toString("utf8");
      if (warmedAt === null && output.includes('"event":"page-warm-up"')) {
        warmedAt = performance.now();
        resolve();
      }
    };
    child.stdout?.on("data", watch);
    child.stderr?.on("data", watch);
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  try {
    let readyAt = 0;
    for (let attempt = 0; ; attempt += 1) {
      try {
        await get(READY_PATH, `main.localhost:${PORT}`);
        readyAt = performance.now();
        break;
      } catch {
        if (attempt > 600 || child.exitCode !== null) throw new Error(`no server:\n${output}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
    if (warmUp) {
      await Promise.race([warmed, new Promise((resolve) => setTimeout(resolve, 120_000))]);
    }
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const idleRss = treeRss(child.pid!);
    const firstRequests = [];
    for (const page of HOT_PAGES) {
      const { ms, status } = await get(page.path, hostOf(page));
      firstRequests.push({ page, ms, status });
    }
    return {
      readyMs: readyAt - started,
      warmUpMs: warmedAt === null ? null : warmedAt - readyAt,
      idleRss,
      rssAfter: treeRss(child.pid!),
      firstRequests,
    };
  } finally {
    child.kill("SIGTERM");
    await exited;
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};
const ms = (value: number | null) => (value === null ? "-" : `${Math.round(value)} ms`);

async function main(): Promise<void> {
  const results: Record<"without" | "with", Start[]> = { without: [], with: [] };
  for (let run = 0; run < RUNS; run += 1) {
    for (const mode of ["without", "with"] as const) {
      const start = await startOnce(mode === "with");
      results[mode].push(start);
      console.log(
        `run ${run + 1} ${mode.padEnd(7)} warm-up: answers after ${ms(start.readyMs)}, ` +
          `warm-up done ${ms(start.warmUpMs)} later, idle RSS ${rssText(start.idleRss)}, ` +
          `after the first requests ${rssText(start.rssAfter)}, ` +
          `first requests ${start.firstRequests.map((r) => `${Math.round(r.ms)}${r.status === 200 ? "" : `(${r.status})`}`).join(" / ")} ms`,
      );
    }
  }
  console.log(`\nmedian of ${RUNS} starts, first request per hot page (time to last byte):`);
  console.log(`${"page".padEnd(52)} ${"without".padStart(9)} ${"with".padStart(9)}`);
  HOT_PAGES.forEach((page, index) => {
    const of = (mode: "without" | "with") =>
      median(results[mode].map((start) => start.firstRequests[index]!.ms));
    console.log(
      `${`${page.site} ${page.path}`.padEnd(52)} ${ms(of("without")).padStart(9)} ${ms(of("with")).padStart(9)}`,
    );
  });
  for (const mode of ["without", "with"] as const) {
    const starts = results[mode];
    console.log(
      `${mode.padEnd(7)} warm-up: answers after ${ms(median(starts.map((s) => s.readyMs)))}, ` +
        `slowest first request ${ms(median(starts.map((s) => Math.max(...s.firstRequests.map((r) => r.ms)))))}, ` +
        `idle RSS ${median(starts.map((s) => s.idleRss.total))} MB ` +
        `(anon ${median(starts.map((s) => s.idleRss.anon))}), ` +
        `${median(starts.map((s) => s.rssAfter.total))} MB after the first requests ` +
        `(anon ${median(starts.map((s) => s.rssAfter.anon))})` +
        (mode === "with"
          ? `, warm-up done ${ms(median(starts.map((s) => s.warmUpMs ?? Number.NaN)))} after that`
          : ""),
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
