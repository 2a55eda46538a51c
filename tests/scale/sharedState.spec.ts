/**
 * Issue 25.2 and 25.3 against real Redis and PostgreSQL, two production instances of one
 * build: one client's API requests alternating between the instances are counted once
 * (shared rate limits), and leads posted to both through the real POST /api/inquiry
 * reach a webhook receiver exactly once each, also when one instance is killed
 * (SIGKILL) while it delivers and started again.
 *
 * Both tests share one pair of instances (starting a pair is most of their time): Redis
 * for the limits and the page cache (TEST_REDIS_URL, else a server of the test's own;
 * database 11, emptied first) and PostgreSQL for the directory and the leads
 * (TEST_DATABASE_URL, else the server .ci/postgres.sh starts or reuses; the schema
 * `scale_shared_state`, dropped first; a small directory seed). Neither is ever skipped:
 * CI without them, or a machine where no server can be had, fails
 * (tests/support/redisServer.ts, tests/support/postgresServer.ts). The instances trust one
 * proxy (TRUST_PROXY=1), so each test names its clients with X-Forwarded-For: the limit
 * test one client, the leads test one client per lead (the API-wide and inquiry limits
 * are per client; the inquiry limit is raised as well).
 */
import http from "node:http";
import { expect, test } from "@playwright/test";
import { Redis } from "ioredis";
import { Pool } from "pg";
import { rawRequest } from "../support/nextServer";
import { testDatabaseUrl } from "../support/postgresServer";
import { testRedisUrl, type TestRedis } from "../support/redisServer";
import { startInstances, type Instances } from "./instances";

/** This suite's ports: two instances and the receiver (E2E_PORT + 23 to + 25). */
const BASE_PORT = Number(process.env.SCALE_PORT ?? Number(process.env.E2E_PORT ?? 3100) + 20) + 3;
/** This suite's own Redis database and PostgreSQL schema. */
const REDIS_DATABASE = 11;
const SCHEMA = "scale_shared_state";
const WEBHOOK_SECRET = "scale-lead-webhook-secret";
const LEADS = 200;

/** A request to the instance on `port` (Host `localhost:<port>`, the default site). */
function request(
  port: number,
  requestPath: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
) {
  return rawRequest(requestPath, { port, host: `localhost:${port}`, ...options });
}

/** The CRM stand-in: every delivery it receives, by Idempotency-Key and lead id. */
function leadReceiver(port: number) {
  const sends = new Map<string, number>();
  const leadIds = new Set<string>();
  let delayMs = 0;
  const server = http.createServer((incoming, response) => {
    incoming.resume();
    incoming.on("end", () => {
      const key = String(incoming.headers["idempotency-key"] ?? "");
      sends.set(key, (sends.get(key) ?? 0) + 1);
      leadIds.add(String(incoming.headers["x-lead-id"] ?? ""));
      setTimeout(() => {
        response.writeHead(200, { "content-type": "application/json" });
        response.end('{"ok":true}');
      }, delayMs);
    });
  });
  return {
    sends,
    leadIds,
    set delayMs(value: number) {
      delayMs = value;
    },
    get total() {
      return [...sends.values()].reduce((sum, n) => sum + n, 0);
    },
    url: `http://127.0.0.1:${port}/leads`,
    start: () => new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve)),
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function inquiry(index: number) {
  return JSON.stringify({
    submissionId: `scale_${Date.now().toString(36)}_${index}`,
    whoAreYouLookingFor: "Parent(s)",
    fullName: "Grace Hopper",
    phoneNumber: "1 (512) 555-0123",
    email: `scale-${index}@example.com`,
    payingWithMedicaid: false,
    inquiryType: "costs",
    consentText: "I agree to be contacted.",
    landingPageUrl: "/senior-living/assisted-living/texas/austin?utm_source=scale",
  });
}

test.describe("shared limits and one lead outbox (two instances, Redis and PostgreSQL)", () => {
  test.describe.configure({ mode: "serial", timeout: 180_000 });

  const receiver = leadReceiver(BASE_PORT + 2);
  let instances: Instances;
  let redis: Redis;
  let pool: Pool;
  let server: TestRedis;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    const databaseUrl = testDatabaseUrl();
    server = await testRedisUrl();
    const target = new URL(server.url);
    target.pathname = `/${REDIS_DATABASE}`;
    redis = new Redis(target.href);
    await redis.flushdb();
    pool = new Pool({ connectionString: databaseUrl, max: 2 });
    await pool.query(`DROP SCHEMA IF EXISTS ${SCHEMA} CASCADE`);
    await receiver.start();
    instances = await startInstances({
      ports: [BASE_PORT, BASE_PORT + 1],
      readyTimeoutMs: 150_000,
      env: {
        REDIS_URL: target.href,
        DATABASE_URL: databaseUrl,
        DATABASE_SCHEMA: SCHEMA,
        DIRECTORY_SEED_SCALE: "300",
        REVIEW_LINK_SECRET: "scale-review-link-secret",
        DEFAULT_SITE: "main",
        TRUST_PROXY: "1",
        API_RATE_LIMIT: "100/60",
        INQUIRY_RATE_LIMIT: "1000/60",
        LEAD_WEBHOOK_URL: receiver.url,
        LEAD_WEBHOOK_SECRET: WEBHOOK_SECRET,
        LEAD_WEBHOOK_LEASE_SECONDS: "2",
        LEAD_WEBHOOK_POLL_SECONDS: "1",
        LEAD_WEBHOOK_BACKOFF_SECONDS: "1",
      },
    });
  });

  test.afterEach(async ({}, testInfo) => {
    if (testInfo.status === testInfo.expectedStatus) return;
    for (const index of [0, 1]) {
      console.log(`instance ${index}:\n${instances?.output(index).join("\n")}`);
    }
  });

  test.afterAll(async () => {
    await instances?.stop();
    await receiver.stop();
    await redis?.quit();
    await server?.stop();
    await pool?.query(`DROP SCHEMA IF EXISTS ${SCHEMA} CASCADE`).catch(() => undefined);
    await pool?.end();
  });

  test("API_RATE_LIMIT=100/60 counts one client once across both instances", async () => {
    const client = { "x-forwarded-for": "203.0.113.25" };
    const statuses: number[] = [];
    for (let index = 0; index < 150; index += 1) {
      const answer = await request(instances.ports[index % 2] ?? 0, "/api/health/live", {
        headers: client,
      });
      statuses.push(answer.status);
    }
    const allowed = statuses.filter((status) => status === 200).length;
    const refused = statuses.filter((status) => status === 429).length;
    expect(allowed + refused).toBe(150);
    // 100 in total, not 100 per instance (a refusal never comes before the 100th).
    expect(allowed).toBe(100);
    expect(statuses.indexOf(429)).toBe(100);
    // Both instances refused: each one saw the other's count.
    expect(statuses.slice(100).every((status) => status === 429)).toBe(true);
    expect(await redis.exists("rl:api:203.0.113.25")).toBe(1);
    // Another client is not affected.
    const other = await request(instances.ports[1] ?? 0, "/api/health/live", {
      headers: { "x-forwarded-for": "203.0.113.26" },
    });
    expect(other.status).toBe(200);
  });

  test("200 leads posted to both instances are each delivered once, one instance killed mid-delivery", async () => {
    // Each delivery takes a while: the killed instance holds claims when it dies.
    receiver.delayMs = 150;
    const acknowledged = new Set<string>();
    let next = 0;
    let killed = false;
    const post = async (index: number): Promise<void> => {
      const body = inquiry(index);
      const headers = {
        "content-type": "application/json",
        origin: "http://localhost",
        // One client per lead: the limits are per client.
        "x-forwarded-for": `198.51.${100 + Math.floor(index / 250)}.${index % 250}`,
      };
      for (let attempt = 0; ; attempt += 1) {
        // Alternate; while B is down every lead goes to A (a retry of the same
        // submission on B's failure is what the form does: the same lead, not a second).
        const target = killed ? 0 : (index + attempt) % 2;
        const port = instances.ports[target] ?? 0;
        const answer = await request(port, "/api/inquiry?domain=main", {
          method: "POST",
          headers: { ...headers, origin: `http://localhost:${port}` },
          body,
        }).catch(() => null);
        if (answer?.status === 200) {
          const parsed = JSON.parse(answer.body) as { success: boolean; leadId: string };
          expect(parsed.success).toBe(true);
          acknowledged.add(parsed.leadId);
          return;
        }
        if (answer && answer.status !== 200 && answer.status < 500) {
          throw new Error(`inquiry ${index}: ${answer.status} ${answer.body}`);
        }
        if (attempt > 5) throw new Error(`inquiry ${index} failed: ${answer?.status}`);
      }
    };
    const worker = async () => {
      while (next < LEADS) await post(next++);
    };
    // Killed while both instances hold claims (leads sent, not yet answered): the
    // receiver takes 150 ms per delivery, so a claim seen here is still held at the kill.
    const holders = async () =>
      (
        await pool.query<{ n: number }>(
          `SELECT count(DISTINCT claimed_by)::int AS n FROM ${SCHEMA}.leads
           WHERE delivery_status = 'pending' AND claimed_until > $1`,
          [new Date().toISOString()],
        )
      ).rows[0]?.n;
    const kill = (async () => {
      await expect.poll(holders, { timeout: 60_000, intervals: [20] }).toBe(2);
      killed = true;
      await instances.kill(1);
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await instances.restart(1);
      killed = false;
    })();
    await Promise.all([worker(), worker(), worker(), worker(), kill]);
    expect(acknowledged.size).toBe(LEADS);

    // Every acknowledged lead is in the table, and reaches the receiver (the killed
    // instance's claims after their lease: at least 11 s).
    const stored = await pool.query<{ id: string }>(`SELECT id FROM ${SCHEMA}.leads`);
    expect(new Set(stored.rows.map((row) => row.id))).toEqual(acknowledged);
    await expect.poll(() => receiver.sends.size, { timeout: 60_000, intervals: [500] }).toBe(LEADS);
    expect([...acknowledged].filter((id) => !receiver.leadIds.has(id))).toEqual([]);
    expect(receiver.leadIds.size).toBe(LEADS);
    // Delivered once: distinct Idempotency-Keys = leads. A lead the killed instance had
    // sent whose answer it never recorded is sent again with its key (at least once on
    // the wire, once for the CRM that drops repeats by key): few, at most its claims.
    const repeats = receiver.total - receiver.sends.size;
    console.log(
      `deliveries: ${receiver.total}, distinct keys: ${receiver.sends.size}, repeats: ${repeats}`,
    );
    expect(repeats).toBeLessThanOrEqual(20);
    await expect
      .poll(
        async () =>
          (
            await pool.query<{ n: number }>(
              `SELECT count(*)::int AS n FROM ${SCHEMA}.leads WHERE delivery_status <> 'delivered'`,
            )
          ).rows[0]?.n,
        { timeout: 30_000 },
      )
      .toBe(0);
    // The dead instance's claims were taken over: their leads took a second try.
    const retried = await pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ${SCHEMA}.leads WHERE delivery_attempts > 1`,
    );
    expect(retried.rows[0]?.n).toBeGreaterThan(0);
  });
});
