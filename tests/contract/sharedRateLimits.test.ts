/**
 * Shared rate limits (issue 25.2) against real services: two app instances, each its own
 * process with the API-wide limiter web/proxy.ts uses, count one client once in Redis
 * (REDIS_URL) or, without Redis, in PostgreSQL (DATABASE_URL); a store that goes down
 * leaves each instance's in-process insurance limiter counting, and never an error.
 *
 * Redis: TEST_REDIS_URL (tests/support/redisServer.ts starts one when none answers, and
 * a private one elsewhere; CI without it fails). PostgreSQL: TEST_DATABASE_URL, in a
 * schema of this run's own (CI without it fails; elsewhere that part is skipped, as the
 * store contract suites do).
 */
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { randomBytes } from "node:crypto";
import { Redis } from "ioredis";
import { dropPostgresSchema } from "@web/db/postgres";
import { rateLimiterFor } from "@web/api/rateLimits";
import { closeRateLimitStores, rateLimitStore } from "@web/lib/rateLimitStore";
import { setLogSink, type LogEntry } from "@web/lib/log";
import { freePort, startRedis, testRedisUrl, type TestRedis } from "../support/redisServer";
import { WorkerProcess } from "../support/workerProcess";

type Answer = { status: number; retryAfter: string | null } & { ready?: boolean; store?: string };

const WORKER = "tests/support/rateLimitWorker.ts";

/** A client address no other run shares (the counts live in a shared store). */
const newClient = () => `2001:db8::${randomBytes(6).toString("hex").match(/.{4}/g)!.join(":")}`;

/** Two instances of the app's API limiter over one store's environment. */
async function twoInstances(env: Record<string, string>) {
  const instances = [
    new WorkerProcess<Answer>(WORKER, env),
    new WorkerProcess<Answer>(WORKER, env),
  ];
  const hello = await Promise.all(instances.map((instance) => instance.next(60_000)));
  return { instances, hello };
}

/** `count` requests from one client, alternating between the instances, in order. */
async function alternate(instances: WorkerProcess<Answer>[], count: number, client: string) {
  const answers: Answer[] = [];
  for (let i = 0; i < count; i += 1) {
    answers.push(await instances[i % instances.length]!.ask({ client }));
  }
  return answers;
}

function expectOneHundredOfOneHundredFifty(answers: Answer[]) {
  const statuses = answers.map((answer) => answer.status);
  // Counted once across both instances: the first 100 pass, every later one is refused.
  expect(statuses.slice(0, 100).every((status) => status === 200)).toBe(true);
  expect(statuses.slice(100).every((status) => status === 429)).toBe(true);
  for (const refused of answers.slice(100)) {
    expect(Number(refused.retryAfter)).toBeGreaterThanOrEqual(1);
    expect(Number(refused.retryAfter)).toBeLessThanOrEqual(60);
  }
}

let logs: LogEntry[] = [];
let restoreLog: () => void;
beforeAll(() => {
  restoreLog = setLogSink((entry) => logs.push(entry));
});
afterAll(async () => {
  await closeRateLimitStores();
  restoreLog();
});

describe("rate limits shared in Redis (REDIS_URL)", () => {
  let redis: TestRedis;
  beforeAll(async () => {
    redis = await testRedisUrl();
  }, 30_000);
  afterAll(() => redis?.stop());

  it("two instances let a client make 100 of 150 alternating requests at API_RATE_LIMIT=100/60", async () => {
    const { instances, hello } = await twoInstances({
      REDIS_URL: redis.url,
      API_RATE_LIMIT: "100/60",
      DATABASE_URL: "",
    });
    try {
      expect(hello).toEqual([
        { ready: true, store: "redis" },
        { ready: true, store: "redis" },
      ]);
      const client = newClient();
      expectOneHundredOfOneHundredFifty(await alternate(instances, 150, client));
      // Another client has a count of its own, on either instance.
      expect((await instances[1]!.ask({ client: newClient() })).status).toBe(200);
    } finally {
      await Promise.all(instances.map((instance) => instance.stop()));
    }
  }, 90_000);

  it("keeps limiting in memory while Redis is down, without an error, and counts in Redis again once it is back", async () => {
    const privateRedis = await startRedis(await freePort());
    const env = { REDIS_URL: privateRedis.url, API_RATE_LIMIT: "5/60" };
    try {
      const limiter = rateLimiterFor("api", env)!;
      const client = newClient();
      expect(await (await rateLimitStore(env))!.ready(5_000)).toBe(true);
      for (let i = 0; i < 3; i += 1) expect((await limiter.consume(client)).allowed).toBe(true);

      logs = [];
      await privateRedis.kill();
      const during: boolean[] = [];
      for (let i = 0; i < 8; i += 1) {
        const started = Date.now();
        during.push((await limiter.consume(client)).allowed);
        // The insurance limiter answers at once (no offline queue; a 500 ms command timeout).
        expect(Date.now() - started).toBeLessThan(1_500);
      }
      // The insurance limiter of this instance: the same 5 per window, counted from its own start.
      expect(during).toEqual([true, true, true, true, true, false, false, false]);
      expect((await limiter.check(client)).allowed).toBe(false);
      expect(logs.filter((entry) => entry.event === "rate-limit-store-down")).toHaveLength(1);

      await privateRedis.start();
      expect(await (await rateLimitStore(env))!.ready(10_000)).toBe(true);
      const another = newClient();
      expect((await limiter.consume(another)).allowed).toBe(true);
      const direct = new Redis(privateRedis.url);
      try {
        expect(await direct.get(`rl:api:${another}`)).toBe("1");
      } finally {
        direct.disconnect();
      }
      expect(logs.some((entry) => entry.event === "rate-limit-store-up")).toBe(true);
    } finally {
      await closeRateLimitStores();
      await privateRedis.stop();
    }
  }, 60_000);
});

const pgUrl = process.env.TEST_DATABASE_URL;
if (!pgUrl && process.env.CI) {
  throw new Error("TEST_DATABASE_URL is not set: CI must run the shared limits on PostgreSQL");
}
if (!pgUrl) {
  console.warn(
    "[shared rate limits] TEST_DATABASE_URL is not set: the PostgreSQL run is SKIPPED (CI always sets it).",
  );
}

(pgUrl ? describe : describe.skip)(
  "rate limits shared in PostgreSQL (DATABASE_URL, no Redis)",
  () => {
    const schema = `rate_limits_contract_${process.pid}`;
    beforeAll(() => dropPostgresSchema(pgUrl!, schema));
    afterAll(() => dropPostgresSchema(pgUrl!, schema));

    it("two instances let a client make 100 of 150 alternating requests at API_RATE_LIMIT=100/60", async () => {
      const { instances, hello } = await twoInstances({
        DATABASE_URL: pgUrl!,
        DATABASE_SCHEMA: schema,
        REDIS_URL: "",
        API_RATE_LIMIT: "100/60",
      });
      try {
        expect(hello).toEqual([
          { ready: true, store: "postgres" },
          { ready: true, store: "postgres" },
        ]);
        expectOneHundredOfOneHundredFifty(await alternate(instances, 150, newClient()));
      } finally {
        await Promise.all(instances.map((instance) => instance.stop()));
      }
    }, 90_000);

    it("an unreachable database leaves the insurance limiter counting, without an error", async () => {
      const env = {
        DATABASE_URL: `postgres://nobody:nothing@127.0.0.1:${await freePort()}/none`,
        API_RATE_LIMIT: "3/60",
      };
      try {
        const limiter = rateLimiterFor("api", env)!;
        const client = newClient();
        const decisions = [];
        for (let i = 0; i < 5; i += 1) decisions.push((await limiter.consume(client)).allowed);
        expect(decisions).toEqual([true, true, true, false, false]);
        expect(logs.some((entry) => entry.event === "rate-limit-store-down")).toBe(true);
      } finally {
        await closeRateLimitStores();
      }
    }, 30_000);
  },
);
