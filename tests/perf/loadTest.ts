import { spawn, type ChildProcess } from "node:child_process";
import http from "node:http";
import { createRequire } from "node:module";
import path from "node:path";

/** The part of autocannon's API the benchmarks use (the package ships no types). */
type Autocannon = (options: Record<string, unknown>) => Promise<AutocannonResult> & {
  on(
    event: "response",
    listener: (client: unknown, status: number, bytes: number, ms: number) => void,
  ): void;
};
interface AutocannonResult {
  requests: { average: number; total: number };
  errors: number;
  timeouts: number;
  non2xx: number;
}

export interface LoadResult {
  requestsPerSecond: number;
  requests: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

/** Loads `paths` in rotation with autocannon and summarises the per-response times. */
export async function loadTest(options: {
  base: string;
  paths: readonly string[];
  connections: number;
  seconds: number;
  headers?: Record<string, string>;
}): Promise<LoadResult> {
  const autocannon = createRequire(__filename)("autocannon") as Autocannon;
  const latencies: number[] = [];
  const instance = autocannon({
    url: options.base,
    connections: options.connections,
    duration: options.seconds,
    headers: options.headers ?? {},
    requests: options.paths.map((path) => ({ method: "GET", path })),
  });
  instance.on("response", (_client, _status, _bytes, ms) => latencies.push(ms));
  const result = await instance;
  latencies.sort((a, b) => a - b);
  return {
    requestsPerSecond: result.requests.average,
    requests: result.requests.total,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

/**
 * Requests every path exactly once, `concurrency` at a time (each worker takes
 * the next path not yet requested), timing each response to its last byte.
 * Unlike autocannon's per-connection rotation, no two requests share a URL:
 * for measuring pages that are not in any cache yet.
 */
export async function distinctLoad(options: {
  base: string;
  paths: readonly string[];
  concurrency: number;
  headers?: Record<string, string>;
}): Promise<LoadResult> {
  const latencies: number[] = [];
  let next = 0;
  let errors = 0;
  const get = (path: string) =>
    new Promise<number>((resolve, reject) => {
      const started = performance.now();
      const request = http.get(
        new URL(path, options.base),
        { headers: options.headers },
        (response) => {
          response.resume();
          response.on("end", () => {
            if ((response.statusCode ?? 500) >= 400) errors += 1;
            resolve(performance.now() - started);
          });
        },
      );
      request.on("error", reject);
    });
  const started = performance.now();
  await Promise.all(
    Array.from({ length: options.concurrency }, async () => {
      while (next < options.paths.length) {
        const path = options.paths[next++]!;
        try {
          latencies.push(await get(path));
        } catch {
          errors += 1;
        }
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const round = (value: number) => Math.round(value * 10) / 10;
  return {
    requestsPerSecond: latencies.length / seconds,
    requests: latencies.length,
    p50: round(percentile(latencies, 50)),
    p95: round(percentile(latencies, 95)),
    p99: round(percentile(latencies, 99)),
    errors,
  };
}

/**
 * `next start <dir>` on a port, resolved once it answers `/` (any status under
 * 500). The caller kills the returned process (and with it the server it started).
 * The API-wide rate limit is off (API_RATE_LIMIT, web/api/rateLimits.ts) unless the
 * environment sets it: every benchmark request comes from one address.
 */
export async function startNextServer(dir: string, port: number): Promise<ChildProcess> {
  // A server left on the port would be measured instead of this build.
  const answering = await fetch(`http://127.0.0.1:${port}/`).then(
    () => true,
    () => false,
  );
  if (answering) throw new Error(`port ${port} is already in use: pass another with --port`);
  // `next start` runs the server as a child process of its own: start it in a process
  // group and end the whole group, or the server outlives the benchmark.
  const child = spawn("next", ["start", dir, "-p", String(port)], {
    cwd: path.resolve(__dirname, "../.."),
    stdio: "ignore",
    detached: true,
    env: {
      ...process.env,
      NEXT_TELEMETRY_DISABLED: "1",
      API_RATE_LIMIT: process.env.API_RATE_LIMIT ?? "off",
    },
  });
  child.kill = (signal?: NodeJS.Signals | number) => {
    try {
      process.kill(-child.pid!, signal ?? "SIGTERM");
      return true;
    } catch {
      return false;
    }
  };
  for (let attempt = 0; attempt < 240; attempt += 1) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/`)).status < 500) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  child.kill();
  throw new Error(`next start ${dir} did not answer on port ${port}`);
}
