/**
 * `npm run build && npm run bench:isolation [-- --seconds 10 --port 3190]`
 *
 * Issue 14 item 1: one client's expensive requests must not stall everyone else.
 * Against the production server (`next start web`) on the seeded directory, a steady
 * stream of cheap requests (the home page and one search, 2 at a time) runs alone,
 * then beside 8 concurrent clients asking for review lists by locale and recent
 * reviews with place values no cache has seen yet. Prints both p95s and their ratio
 * (target <= 2x), and the server's idle RSS after start-up (item 9).
 */
import fs from "node:fs";
import http from "node:http";
import { US_STATES } from "@web/directory/states";
import { startNextServer } from "./loadTest";

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

async function main(): Promise<void> {
  const server = await startNextServer("web", PORT);
  try {
    // Idle: start-up done, nothing asked yet beyond the readiness probe.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    console.log(
      `idle RSS after start-up: ${rssMegabytes(server.pid!)} MB (next start, pid ${server.pid})`,
    );
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
    console.log(`RSS after the load: ${rssMegabytes(server.pid!)} MB`);
  } finally {
    server.kill();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
