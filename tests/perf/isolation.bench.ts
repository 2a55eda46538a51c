/**
 * `npm run build && npm run bench:isolation [-- --seconds 10 --port 3190 --phase reviews|studio-check]`
 *
 * Issue 14 item 1: one client's expensive requests must not stall everyone else.
 * Against the production server (`next start web`) on the seeded directory, a steady
 * stream of cheap requests (the home page and one search, 2 at a time) runs alone,
 * then beside 8 concurrent clients asking for review lists by locale and recent
 * reviews with place values no cache has seen yet. Prints both p95s and their ratio
 * (target <= 2x), and the server's idle RSS after start-up (item 9).
 *
 * Issue 28.1 (phase "studio-check"): `/about`, 2 clients, alone, then while an editor's
 * "Check against all cities" of a 20,000-character template runs (every care type,
 * POST /api/studio/geo-copy-check with the preview secret): both p95s and their ratio
 * (target <= 2x), how long the check took and how much of the directory it checked,
 * and the server's RSS before and after. Without --phase both phases run.
 */
import fs from "node:fs";
import http from "node:http";
import { US_STATES } from "@web/directory/states";
import { arg } from "./cli";
import { startNextServer } from "./loadTest";
import { longGeoCopyTemplate } from "./studioTemplate";

function option(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  const value = index >= 0 ? Number(process.argv[index + 1]) : Number.NaN;
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

const PORT = option("port", 3190);
const SECONDS = option("seconds", 10);
const BASE = `http://127.0.0.1:${PORT}`;
const HOST = `main.localhost:${PORT}`;
const CHEAP = ["/", "/api/v1/faceted-search?city=Austin&state=TX&careType=assisted-living"];
const PHASE = arg("phase") ?? "all";
// The server is started with it (npm start without PREVIEW_SECRET keeps the Studio tools off).
process.env.PREVIEW_SECRET ??= "bench-preview-secret";

function rssMegabytes(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
  return Math.round(kb / 1024);
}

/** Review lookups no cache has answered: every state, care type and count in turn. */
function* expensivePaths(): Generator<string> {
  const careTypes = ["", "assisted-living", "memory-care", "independent-living", "home-care"];
  for (let count = 1; ; count += 1) {
    for (const careType of careTypes) {
      for (const state of Object.keys(US_STATES)) {
        const care = careType ? `&careType=${careType}` : "";
        yield `/api/v1/location/reviews/by-locale?state=${state}${care}&count=${count}`;
        yield `/api/v1/dxp/location-reviews/recent?state=${state}${care}&limit=${count}`;
      }
    }
  }
}

interface Stream {
  latencies: number[];
  errors: number;
}

function get(path: string): Promise<{ ms: number; status: number }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const request = http.get(new URL(path, BASE), { headers: { host: HOST } }, (response) => {
      response.resume();
      response.on("end", () =>
        resolve({ ms: performance.now() - started, status: response.statusCode ?? 500 }),
      );
    });
    request.on("error", reject);
  });
}

/** `clients` clients, each requesting the next path until `until`. */
async function stream(clients: number, next: () => string, until: number): Promise<Stream> {
  const result: Stream = { latencies: [], errors: 0 };
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (Date.now() < until) {
        try {
          const { ms, status } = await get(next());
          result.latencies.push(ms);
          if (status >= 400) result.errors += 1;
        } catch {
          result.errors += 1;
        }
      }
    }),
  );
  result.latencies.sort((a, b) => a - b);
  return result;
}

function percentile(s: Stream, p: number): number {
  const sorted = s.latencies;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

/** POST `body` as JSON; the status, the parsed answer and the time to its last byte. */
function postJson(
  path: string,
  body: unknown,
  headers: Record<string, string>,
): Promise<{ ms: number; status: number; json: Record<string, unknown> }> {
  const data = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const request = http.request(
      new URL(path, BASE),
      {
        method: "POST",
        headers: { host: HOST, "content-type": "application/json", ...headers },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => {
          let json: Record<string, unknown> = {};
          try {
            json = JSON.parse(Buffer.concat(chunks).toString("utf8")) as Record<string, unknown>;
          } catch {
            // Not JSON: the status says enough.
          }
          resolve({ ms: performance.now() - started, status: response.statusCode ?? 500, json });
        });
      },
    );
    request.on("error", reject);
    request.end(data);
  });
}

function cheap(until: number): Promise<Stream> {
  let i = 0;
  return stream(2, () => CHEAP[i++ % CHEAP.length]!, until);
}

function expensive(until: number): Promise<Stream> {
  const paths = expensivePaths();
  return stream(8, () => paths.next().value as string, until);
}

function row(name: string, r: Stream): string {
  return `${name.padEnd(36)} ${String(r.latencies.length).padStart(6)} req  p50 ${percentile(r, 50).toFixed(1)} ms  p95 ${percentile(r, 95).toFixed(1)} ms  errors ${r.errors}`;
}

async function reviewsPhase(): Promise<void> {
  // Warm the cheap stream's own answers, then measure it alone.
  await cheap(Date.now() + 2000);
  const alone = await cheap(Date.now() + SECONDS * 1000);
  const until = Date.now() + SECONDS * 1000;
  const [loaded, load] = await Promise.all([cheap(until), expensive(until)]);
  console.log(row("cheap stream alone", alone));
  console.log(row("cheap stream beside expensive", loaded));
  console.log(row("expensive (8 concurrent, uncached)", load));
  console.log(
    `p95 ratio (beside / alone): ${(percentile(loaded, 95) / Math.max(1, percentile(alone, 95))).toFixed(2)}x (target <= 2x)`,
  );
}

async function studioCheckPhase(pid: number): Promise<void> {
  const about = (until: number) => stream(2, () => "/about", until);
  await about(Date.now() + 2000);
  const alone = await about(Date.now() + SECONDS * 1000);
  const before = rssMegabytes(pid);
  let done = false;
  const check = postJson(
    "/api/studio/geo-copy-check",
    { template: longGeoCopyTemplate(`bench ${Date.now()}`) },
    { authorization: `Bearer ${process.env.PREVIEW_SECRET}` },
  ).finally(() => {
    done = true;
  });
  const during: Stream = { latencies: [], errors: 0 };
  while (!done) {
    // Half a second at a time, until the check answers.
    const part = await about(Date.now() + 500);
    during.latencies.push(...part.latencies);
    during.errors += part.errors;
  }
  during.latencies.sort((a, b) => a - b);
  const answer = await check;
  console.log(row("/about alone", alone));
  console.log(row("/about during the 20 KB check", during));
  console.log(
    `p95 ratio (during / alone): ${(percentile(during, 95) / Math.max(1, percentile(alone, 95))).toFixed(2)}x (target <= 2x)`,
  );
  const { complete, places, totalPlaces, problemCount, loadMilliseconds, thread } =
    answer.json as Record<string, number | boolean | string>;
  console.log(
    `check: ${answer.status} in ${(answer.ms / 1000).toFixed(1)} s, ${thread}, complete ${complete}, ${places} of ${totalPlaces} pages, ${problemCount} problems, directory read ${loadMilliseconds} ms${answer.status === 200 ? "" : `: ${String(answer.json.error)}`}`,
  );
  console.log(`RSS before the check: ${before} MB, after: ${rssMegabytes(pid)} MB`);
}

async function main(): Promise<void> {
  const server = await startNextServer("web", PORT);
  try {
    // Idle: start-up done, nothing asked yet beyond the readiness probe.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    console.log(
      `idle RSS after start-up: ${rssMegabytes(server.pid!)} MB (next start, pid ${server.pid})`,
    );
    if (PHASE !== "studio-check") await reviewsPhase();
    if (PHASE !== "reviews") await studioCheckPhase(server.pid!);
    console.log(`RSS after the load: ${rssMegabytes(server.pid!)} MB`);
  } finally {
    server.kill();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
