/**
 * N instances behind nginx (`npm run bench:scale`, issue 25.6): the production build on
 * PostgreSQL (the directory and the leads) and Redis (the shared page cache and limits),
 * through Debian's nginx with deploy/nginx.conf (its ports replaced), measured in one run:
 *
 *  1. one instance behind nginx, then two: never-cached search pages (the search-page
 *     bench's places, care types, sorts and pages 3-6; each URL requested once, so
 *     each is rendered), 16 at a time, beside never-cached `/about` renders (a search key
 *     in its URL, which it ignores, makes each request a new cache entry): throughput,
 *     p50, p95, errors;
 *  2. the same with two instances while one is killed (SIGKILL) a quarter into the run
 *     and started again: nginx retries the requests that fail on another, so no request
 *     fails; meanwhile leads are posted through nginx (POST /api/inquiry) to a local
 *     webhook receiver, and then counted in PostgreSQL and at the receiver: none lost,
 *     none duplicated (a POST cut by the kill is answered 502 by nginx, which never
 *     retries a POST; the client sends the same submission again, as the form does).
 *
 * The directory is the full seed (100k providers) in the PostgreSQL schema
 * `bench_scale` (seeded on the first run, about 90 s); Redis is a redis-server of the
 * bench's own; both instances and nginx run on this machine.
 *
 *
 * Each phase also says where the cores went (tests/perf/cpuAccount.ts): CPU seconds of
 * each instance, of every `postgres` process on the machine (the server is shared: other
 * sessions' queries count too), of nginx, of Redis and of this process (the load
 * generator), what the rest of the machine used, and the idle share of all cores.
 *
 * Options: --port P (nginx P and P+1, instances P+2 and P+3, receiver P+4, Redis P+5;
 * default 3400; or each on its own: --nginx-port, --instance-port, --receiver-port,
 * --redis-port), --database URL (default TEST_DATABASE_URL, else the CI test server),
 * --schema NAME, --count N (never-cached searches per run, default 300), --leads N
 * (default 100), --cpu-prof DIR (instance A runs with `node --cpu-prof`, its profile
 * written to DIR when it stops).
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { Pool } from "pg";
import { canonicalSearchQuery } from "@web/rules/search/canonicalSearch";
import { startInstances } from "../scale/instances";
import { rawRequest, statusOf } from "../support/nextServer";
import { arg } from "./cli";
import { cpuAccount, cpuTable, pidsNamed, type CpuUsage } from "./cpuAccount";
import type { LoadResult } from "./loadTest";
import { CARE_TYPES, PLACES } from "./benchSearches";

const root = path.resolve(__dirname, "../..");
const PORT = Number(arg("port") ?? 3400);
const NGINX_ONE = Number(arg("nginx-port") ?? PORT);
const NGINX_TWO = NGINX_ONE + 1;
const INSTANCE_PORTS = [
  Number(arg("instance-port") ?? PORT + 2),
  Number(arg("instance-port") ?? PORT + 2) + 1,
] as const;
const RECEIVER_PORT = Number(arg("receiver-port") ?? PORT + 4);
const REDIS_PORT = Number(arg("redis-port") ?? PORT + 5);
const DATABASE_URL =
  arg("database") ??
  process.env.TEST_DATABASE_URL ??
  "postgres://directory:directory@127.0.0.1:55432/directory";
const SCHEMA = arg("schema") ?? "bench_scale";
const COUNT = Number(arg("count") ?? 300);
const LEADS = Number(arg("leads") ?? 100);
const CONCURRENCY = 16;
const WEBHOOK_SECRET = "bench-scale-webhook-secret";
const RUN = Date.now().toString(36);
/** Where this run's /about keys start (a page cache in Redis outlives a run). */
const RUN_PAGE = 100_000 * (1 + (Date.now() % 9_000));
const CPU_PROFILE_DIR = arg("cpu-prof");

const SORTS = ["distance", "best-rated", "most-reviews", "best-activities", "best-staff"];

/** Its never-cached searches (sorts x pages 3-6 x places x care types: 960 URLs). */
function uncachedSearchPaths(): string[] {
  const paths: string[] = [];
  for (const sortBy of SORTS) {
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
  return paths;
}

/** The 960 URLs dealt round-robin to the runs: each run's are rendered once, alike. */
function deal(paths: string[], runs: number): string[][] {
  const hands: string[][] = Array.from({ length: runs }, () => []);
  paths.forEach((item, index) => hands[index % runs]!.push(item));
  return hands;
}

/**
 * /about with a search key it ignores (canonical, or it is a 308): a page-cache entry of
 * its own, so a fresh render; `from` keeps each run's URLs its own.
 */
function aboutPaths(from: number, count: number): string[] {
  return Array.from({ length: count }, (_, index) => {
    const query = new URLSearchParams({ keyword: PLACES[index % PLACES.length]! });
    query.set("page", String(RUN_PAGE + from + index));
    return `/about?${canonicalSearchQuery(query).toString()}`;
  });
}

/** deploy/nginx.conf listening on `listen`, in front of `ports`, its files under `prefix`. */
function nginxConfig(listen: number, ports: readonly number[]): string {
  const template = readFileSync(path.join(root, "deploy", "nginx.conf"), "utf8");
  const servers = ports
    .map((port) => `    server 127.0.0.1:${port} max_fails=3 fail_timeout=10s;`)
    .join("\n");
  const config = template
    .replace(/^ {4}server 127\.0\.0\.1:3001[^\n]*\n {4}server 127\.0\.0\.1:3002[^\n]*$/m, servers)
    .replace(/listen 8080;/, `listen 127.0.0.1:${listen};`)
    // One worker: the instances need the 2 cores more than nginx does.
    .replace(/worker_processes auto;/, "worker_processes 1;")
    .replace(/access_log access\.log;/, "access_log off;");
  if (!config.includes(`127.0.0.1:${ports[0]}`) || !config.includes(`:${listen};`)) {
    throw new Error("deploy/nginx.conf changed: update tests/perf/scale.bench.ts nginxConfig");
  }
  return config;
}

function startNginx(listen: number, ports: readonly number[]): { prefix: string } {
  const prefix = path.join(os.tmpdir(), `bench-scale-nginx-${listen}`);
  rmSync(prefix, { recursive: true, force: true });
  mkdirSync(prefix, { recursive: true });
  const file = path.join(prefix, "nginx.conf");
  writeFileSync(file, nginxConfig(listen, ports));
  const started = spawnSync("/usr/sbin/nginx", ["-c", file, "-p", `${prefix}/`], {
    encoding: "utf8",
  });
  if (started.status !== 0) throw new Error(`nginx: ${started.stderr}`);
  return { prefix };
}

function stopNginx({ prefix }: { prefix: string }) {
  spawnSync("/usr/sbin/nginx", [
    "-c",
    path.join(prefix, "nginx.conf"),
    "-p",
    `${prefix}/`,
    "-s",
    "stop",
  ]);
}

async function startRedis(): Promise<ChildProcess> {
  const child = spawn(
    "redis-server",
    ["--bind", "127.0.0.1", "--port", String(REDIS_PORT), "--save", "", "--appendonly", "no"],
    { stdio: "ignore" },
  );
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const pong = spawnSync("redis-cli", ["-p", String(REDIS_PORT), "ping"], { encoding: "utf8" });
    if (pong.stdout.trim() === "PONG") return child;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill();
  throw new Error(`redis-server did not start on ${REDIS_PORT}`);
}

/** The CRM stand-in: deliveries by Idempotency-Key, and the lead ids seen. */
function startReceiver() {
  const sends = new Map<string, number>();
  const leadIds = new Set<string>();
  /** The Idempotency-Keys each lead id came with (more than one: a duplicate for the CRM). */
  const keysOf = new Map<string, Set<string>>();
  const server = http.createServer((incoming, response) => {
    incoming.resume();
    incoming.on("end", () => {
      const key = String(incoming.headers["idempotency-key"] ?? "");
      const leadId = String(incoming.headers["x-lead-id"] ?? "");
      sends.set(key, (sends.get(key) ?? 0) + 1);
      leadIds.add(leadId);
      keysOf.set(leadId, (keysOf.get(leadId) ?? new Set()).add(key));
      // A CRM takes a while: the killed instance holds claims when it dies.
      setTimeout(() => {
        response.writeHead(200, { "content-type": "application/json" });
        response.end('{"ok":true}');
      }, 100);
    });
  });
  server.listen(RECEIVER_PORT, "127.0.0.1");
  return {
    sends,
    leadIds,
    keysOf,
    total: () => [...sends.values()].reduce((sum, n) => sum + n, 0),
    stop: () => {
      server.closeAllConnections();
      server.close();
    },
  };
}

/** An inquiry POST through `port`, as one client (the limits are per client address). */
function post(port: number, requestPath: string, body: string, client: string) {
  return rawRequest(requestPath, {
    port,
    method: "POST",
    body,
    headers: {
      origin: `http://main.localhost:${port}`,
      "content-type": "application/json",
      "x-forwarded-for": client,
    },
    timeoutMs: 60_000,
  });
}

interface LeadFigures {
  posted: number;
  acknowledged: number;
  clientRetries: number;
  stored: number;
  duplicatedRows: number;
  delivered: number;
  deliveries: number;
  /** Leads delivered under more than one key, and keys of leads not posted by this run. */
  duplicatedKeys: number;
  foreign: number;
  lost: number;
}

/** `LEADS` inquiries through nginx, 4 at a time, each one client's (the limits are per client). */
async function postLeads(port: number, acknowledged: Set<string>) {
  let next = 0;
  let clientRetries = 0;
  const one = async (index: number) => {
    const body = JSON.stringify({
      submissionId: `bench_${RUN}_${index}`,
      whoAreYouLookingFor: "Parent(s)",
      fullName: "Grace Hopper",
      phoneNumber: "1 (512) 555-0123",
      email: `bench-${RUN}-${index}@example.com`,
      payingWithMedicaid: false,
      inquiryType: "costs",
      consentText: "I agree to be contacted.",
      landingPageUrl: "/senior-living/assisted-living/texas/austin?utm_source=bench",
    });
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const answer = await post(
        port,
        "/api/inquiry?domain=main",
        body,
        `198.51.${100 + Math.floor(index / 250)}.${index % 250}`,
      ).catch(() => null);
      if (answer?.status === 200) {
        acknowledged.add((JSON.parse(answer.body) as { leadId: string }).leadId);
        return;
      }
      if (answer && answer.status < 500)
        throw new Error(`inquiry: ${answer.status} ${answer.body}`);
      clientRetries += 1;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`inquiry ${index} not acknowledged after 10 tries`);
  };
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      while (next < LEADS) {
        await one(next++);
        // Spread over the run, not all before the kill.
        await new Promise((resolve) => setTimeout(resolve, 40));
      }
    }),
  );
  return clientRetries;
}

/**
 * Each path requested once, `concurrency` at a time (loadTest.ts's distinctLoad, but
 * for a run where servers die): an answer other than 200, a connection that fails or is
 * cut mid-answer, or no answer in 60 s is an error (a failed request, as a visitor sees
 * it), never a hang.
 */
async function eachOnce(port: number, paths: readonly string[], concurrency = CONCURRENCY) {
  const latencies: number[] = [];
  const statuses = new Map<string, number>();
  let next = 0;
  let errors = 0;
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const get = (requestPath: string) =>
    new Promise<void>((resolve) => {
      const started = performance.now();
      let settled = false;
      const settle = (outcome: string) => {
        if (settled) return;
        settled = true;
        if (outcome === "200") latencies.push(performance.now() - started);
        else errors += 1;
        statuses.set(outcome, (statuses.get(outcome) ?? 0) + 1);
        resolve();
      };
      const request = http.get(
        {
          host: "127.0.0.1",
          port,
          path: requestPath,
          agent,
          timeout: 60_000,
          headers: { host: `main.localhost:${port}` },
        },
        (response) => {
          response.on("data", () => undefined);
          response.on("end", () => settle(String(response.statusCode)));
          response.on("error", () => settle("cut"));
          response.on("aborted", () => settle("cut"));
        },
      );
      request.on("timeout", () => request.destroy(new Error("timeout")));
      request.on("error", (error) => settle(error.message === "timeout" ? "timeout" : "error"));
    });
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < paths.length) await get(paths[next++]!);
    }),
  );
  agent.destroy();
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (p: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? NaN;
  const result: LoadResult & { statuses: Map<string, number> } = {
    requestsPerSecond: latencies.length / seconds,
    requests: paths.length,
    p50: at(50),
    p95: at(95),
    p99: at(99),
    errors,
    statuses,
  };
  return result;
}

function row(label: string, result: LoadResult) {
  const ms = (value: number) => `${value.toFixed(0)} ms`.padStart(8);
  return `| ${label.padEnd(44)} | ${String(result.requests).padStart(5)} | ${result.requestsPerSecond.toFixed(1).padStart(6)} | ${ms(result.p50)} | ${ms(result.p95)} | ${String(result.errors).padStart(6)} |`;
}

async function main() {
  console.log(
    `bench:scale — ${os.cpus().length} cores, load ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(" ")}`,
  );
  // The directory in PostgreSQL: created and seeded once (web/scripts/prepare.ts).
  const env = {
    DATABASE_URL,
    DATABASE_SCHEMA: SCHEMA,
    REDIS_URL: `redis://127.0.0.1:${REDIS_PORT}/0`,
    TRUST_PROXY: "1",
    DEFAULT_SITE: "main",
    API_RATE_LIMIT: "off",
    INQUIRY_RATE_LIMIT: "off",
    REVIEW_LINK_SECRET: "bench-scale-review-link-secret",
    LEAD_WEBHOOK_URL: `http://127.0.0.1:${RECEIVER_PORT}/leads`,
    LEAD_WEBHOOK_SECRET: WEBHOOK_SECRET,
    LEAD_WEBHOOK_POLL_SECONDS: "1",
    LEAD_WEBHOOK_BACKOFF_SECONDS: "1",
    LEAD_WEBHOOK_LEASE_SECONDS: "5",
  };
  console.log(`preparing the directory in PostgreSQL (schema ${SCHEMA}; the first run seeds it)…`);
  const prepared = spawnSync("npx", ["tsx", "web/scripts/prepare.ts", "--no-build"], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
  if (prepared.status !== 0) throw new Error("web/scripts/prepare.ts failed");

  const redis = await startRedis();
  const receiver = startReceiver();
  const instances = await startInstances({
    ports: INSTANCE_PORTS,
    env,
    envOf: (index): Record<string, string> =>
      CPU_PROFILE_DIR && index === 0
        ? { NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${path.resolve(CPU_PROFILE_DIR)}` }
        : {},
    readyTimeoutMs: 120_000,
  });
  const nginx = [startNginx(NGINX_ONE, [INSTANCE_PORTS[0]]), startNginx(NGINX_TWO, INSTANCE_PORTS)];
  const pool = new Pool({ connectionString: DATABASE_URL, max: 2 });
  const pidOf = (file: string) => {
    const pid = Number(readFileSync(file, "utf8").trim());
    return Number.isFinite(pid) ? [pid] : [];
  };
  const account = cpuAccount({
    "instance A": () => [instances.pid(0) ?? 0],
    "instance B": () => [instances.pid(1) ?? 0],
    postgres: () => pidsNamed("postgres"),
    nginx: () => nginx.flatMap((server) => pidOf(path.join(server.prefix, "directory-nginx.pid"))),
    redis: () => [redis.pid ?? 0],
    bench: () => [process.pid],
  });
  const cpu: [string, CpuUsage][] = [];
  try {
    const load = async (port: number, paths: string[], label?: string) => {
      const phase = account.start();
      const result = await eachOnce(port, paths);
      if (label) cpu.push([label, phase.stop()]);
      return result;
    };
    // Warm each instance's code paths (cached pages, not measured).
    for (const port of INSTANCE_PORTS) await eachOnce(port, aboutPaths(port * 100, 20), 4);
    const [oneSearch, twoSearch, killSearch, warmSearch] = deal(uncachedSearchPaths(), 4).map(
      (hand) => hand.slice(0, COUNT),
    );
    await load(NGINX_TWO, warmSearch!.slice(0, 64));
    for (const probe of [warmSearch![64]!, aboutPaths(1, 1)[0]!]) {
      const status = await statusOf(NGINX_TWO, probe);
      if (status !== 200) throw new Error(`${probe}: HTTP ${status}, not a page`);
    }

    const results: [string, Awaited<ReturnType<typeof eachOnce>>][] = [];
    const measure = async (label: string, port: number, search: string[], run: number) => {
      const searchLabel = `${label}: never-cached search`;
      results.push([searchLabel, await load(port, search, searchLabel)]);
      const aboutLabel = `${label}: never-cached /about`;
      results.push([aboutLabel, await load(port, aboutPaths(run, search.length), aboutLabel)]);
    };
    await measure("1 instance", NGINX_ONE, oneSearch!, 10_000);
    await measure("2 instances", NGINX_TWO, twoSearch!, 20_000);

    // Two instances, one killed a quarter into the run and started again; leads meanwhile.
    const acknowledged = new Set<string>();
    let restartMs = 0;
    // A failed lead is a figure, not the end of the run.
    const leadsErrors: unknown[] = [];
    const leads = postLeads(NGINX_TWO, acknowledged).catch((error: unknown) => {
      leadsErrors.push(error);
      return -1;
    });
    const kill = (async () => {
      await new Promise((resolve) => setTimeout(resolve, 5_000));
      await instances.kill(1);
      const started = performance.now();
      await instances.restart(1);
      restartMs = performance.now() - started;
    })();
    const during = await load(NGINX_TWO, killSearch!, "2 instances, one killed: search");
    const [clientRetries] = await Promise.all([leads, kill]);
    results.push([`2 instances, one killed: never-cached search`, during]);

    // Every acknowledged lead stored once and delivered (a killed claim after its lease).
    const deadline = Date.now() + 90_000;
    const pending = async () =>
      (
        await pool.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM "${SCHEMA}".leads WHERE email LIKE $1 AND delivery_status <> 'delivered'`,
          [`bench-${RUN}-%`],
        )
      ).rows[0]?.n ?? 0;
    while (
      (receiver.leadIds.size < acknowledged.size || (await pending()) > 0) &&
      Date.now() < deadline
    ) {
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    const stored = await pool.query<{ id: string; submission_id: string }>(
      `SELECT id, submission_id FROM "${SCHEMA}".leads WHERE email LIKE $1`,
      [`bench-${RUN}-%`],
    );
    const storedIds = new Set(stored.rows.map((lead) => lead.id));
    const figures: LeadFigures = {
      posted: LEADS,
      acknowledged: acknowledged.size,
      clientRetries,
      stored: stored.rowCount ?? 0,
      duplicatedRows:
        (stored.rowCount ?? 0) - new Set(stored.rows.map((lead) => lead.submission_id)).size,
      delivered: receiver.sends.size,
      deliveries: receiver.total(),
      duplicatedKeys: [...receiver.keysOf.values()].filter((keys) => keys.size > 1).length,
      foreign: [...receiver.keysOf.keys()].filter((id) => !storedIds.has(id)).length,
      lost: [...acknowledged].filter((id) => !storedIds.has(id) || !receiver.leadIds.has(id))
        .length,
    };

    console.log(`\nnginx -> instances, ${CONCURRENCY} at a time, each URL once (never cached)\n`);
    console.log(
      "| run                                          |  req  |  req/s |      p50 |      p95 | errors |",
    );
    console.log(
      "| -------------------------------------------- | ----: | -----: | -------: | -------: | -----: |",
    );
    for (const [label, result] of results) console.log(row(label, result));
    for (const [label, result] of results) {
      if (result.errors === 0) continue;
      const kinds = [...result.statuses].filter(([status]) => status !== "200");
      console.log(`errors of ${label}: ${kinds.map(([kind, n]) => `${kind} x${n}`).join(", ")}`);
    }
    const ratio = results[2]![1].requestsPerSecond / results[0]![1].requestsPerSecond;
    console.log(
      `\n2 / 1 instance, never-cached search throughput: ${ratio.toFixed(2)}x (target >= 1.6x)`,
    );
    console.log(
      `p95 never-cached search, 2 instances: ${results[2]![1].p95.toFixed(0)} ms (target <= 300 ms)`,
    );
    console.log(`killed instance back (ready) in ${(restartMs / 1000).toFixed(1)} s`);
    console.log(
      `leads during the kill: ${figures.posted} posted, ${figures.acknowledged} acknowledged (${figures.clientRetries} client retries of a 502), ` +
        `${figures.stored} stored (${figures.duplicatedRows} duplicated), ${figures.delivered} delivered (distinct Idempotency-Keys; ${figures.deliveries - figures.delivered} repeats dropped by key; ${figures.duplicatedKeys} leads under two keys; ${figures.foreign} leads not of this run), lost ${figures.lost}, still undelivered in the table ${await pending()}`,
    );
    console.log(
      `\nwhere the cores went (CPU seconds, and in brackets cores used = CPU s / wall s; ` +
        `postgres = every postgres process of the shared server; other = the rest of the machine)\n`,
    );
    console.log(cpuTable(cpu));
    console.log(
      `load after: ${os
        .loadavg()
        .map((n) => n.toFixed(1))
        .join(" ")}`,
    );
  } finally {
    await pool.end();
    for (const server of nginx) stopNginx(server);
    await instances.stop();
    receiver.stop();
    redis.kill();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
