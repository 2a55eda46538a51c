/**
 * Where the per-client rate limits count (issue 25.2): one store every instance of the
 * app shares, so N instances behind a load balancer allow a client what one would.
 *
 * - REDIS_URL: Redis (ioredis; rate-limiter-flexible's atomic counter script).
 * - else DATABASE_URL: PostgreSQL, the `rate_limits` table in DATABASE_SCHEMA
 *   (rate-limiter-flexible's upsert; expired rows are cleared every 5 minutes).
 * - neither: no store; each limit counts in this process's memory, as it always has.
 *
 * A store that does not answer (down, restarting, unreachable) never becomes an error:
 * each call that fails is counted by the limit's in-process insurance limiter instead
 * (the same points per window, per instance), and one log line says the store is down
 * (another when it is back). Redis calls fail fast while it is down (no offline queue,
 * a short command timeout), so a visitor never waits on it.
 *
 * One store per process and URL (processSingleton): the proxy's and the routes' bundles
 * share one connection. The clients (ioredis, pg, rate-limiter-flexible) load only when
 * a store is opened: a process without one never loads them.
 */
import type { RateLimiterAbstract } from "rate-limiter-flexible";
import { config, serverEnv, type Env } from "./config";
import { log } from "./log";
import { processSingleton } from "./processSingleton";
import {
  localRateLimiter,
  sharedRateLimiter,
  type RateLimiter,
  type RateLimitOptions,
} from "./rateLimit";

export type RateLimitStoreKind = "redis" | "postgres";

/** A fixed-window limit: `points` per `durationSeconds`, keys under `keyPrefix`. */
export interface WindowLimit {
  keyPrefix: string;
  points: number;
  durationSeconds: number;
}

export interface RateLimitStore {
  readonly kind: RateLimitStoreKind;
  /** A limiter counting in this store (it rejects with the store's error when that fails). */
  limiter(limit: WindowLimit): RateLimiterAbstract;
  /** Calls that failed and answered: one "down" log line per outage, one "up" after it. */
  readonly health: StoreHealth;
  /** Whether the store answers within `timeoutMs` (start-up, tests). */
  ready(timeoutMs?: number): Promise<boolean>;
  close(): Promise<void>;
}

/** The one table of the PostgreSQL store (rate-limiter-flexible's layout). */
export const RATE_LIMIT_TABLE = "rate_limits";

/** How long one Redis call may take before the insurance limiter answers it. */
const REDIS_COMMAND_TIMEOUT_MS = 500;

export interface StoreHealth {
  down(error: unknown): void;
  up(): void;
}

/** Logs "down" once per outage and "up" once it is back. */
function outageLog(kind: RateLimitStoreKind): StoreHealth {
  let down = false;
  return {
    down(error: unknown) {
      if (down) return;
      down = true;
      log.warn("rate-limit-store-down", {
        store: kind,
        error: failureOf(error),
        fallback: "in-process insurance limiter",
      });
    },
    up() {
      if (!down) return;
      down = false;
      log.info("rate-limit-store-up", { store: kind });
    },
  };
}

function failureOf(error: unknown): string {
  if (error instanceof Error) return (error as Error & { code?: string }).code ?? error.message;
  return String(error).slice(0, 200);
}

async function redisStore(url: string): Promise<RateLimitStore> {
  const [{ Redis }, { RateLimiterRedis }] = await Promise.all([
    import("ioredis"),
    import("rate-limiter-flexible"),
  ]);
  const outage = outageLog("redis");
  const client = new Redis(url, {
    // Fail at once while disconnected: the insurance limiter answers instead of a queue.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    connectTimeout: 2_000,
    // Keep trying to reconnect, at most every 2 s.
    retryStrategy: (times) => Math.min(times * 100, 2_000),
    connectionName: "rate-limits",
  });
  let closing = false;
  client.on("error", (error) => outage.down(error));
  // A lost connection is an outage at once (the reconnect's error comes later).
  client.on("close", () => closing || outage.down(new Error("connection closed")));
  client.on("ready", () => outage.up());
  return {
    kind: "redis",
    limiter: (limit) =>
      new RateLimiterRedis({
        storeClient: client,
        keyPrefix: limit.keyPrefix,
        points: limit.points,
        duration: limit.durationSeconds,
        rejectIfRedisNotReady: true,
      }),
    health: outage,
    ready: (timeoutMs = 5_000) => waitFor(() => client.status === "ready", timeoutMs),
    close: async () => {
      closing = true;
      client.disconnect();
    },
  };
}

async function postgresStore(
  connectionString: string,
  schema: string | undefined,
): Promise<RateLimitStore> {
  const [{ Pool }, { RateLimiterPostgres }] = await Promise.all([
    import("pg"),
    import("rate-limiter-flexible"),
  ]);
  const outage = outageLog("postgres");
  if (schema && !/^[a-z_][a-z0-9_]*$/.test(schema))
    throw new Error(`invalid schema name ${schema}`);
  const quoted = schema ? `"${schema}"` : null;
  const pool = new Pool({
    connectionString,
    max: 4,
    connectionTimeoutMillis: 2_000,
    // A limit check waits no longer than this on a slow database.
    query_timeout: 2_000,
    ...(quoted ? { options: `-c search_path=${quoted}` } : {}),
  });
  pool.on("error", (error) => outage.down(error));
  // The table (and the schema) once per process, again after a failure.
  let table: Promise<void> | null = null;
  let created = false;
  const ensureTable = () => {
    table ??= (async () => {
      if (quoted) await pool.query(`CREATE SCHEMA IF NOT EXISTS ${quoted}`);
      await pool.query(
        `CREATE TABLE IF NOT EXISTS ${RATE_LIMIT_TABLE} (
          key varchar(255) PRIMARY KEY,
          points integer NOT NULL DEFAULT 0,
          expire bigint
        )`,
      );
      created = true;
      outage.up();
    })().catch((error: unknown) => {
      // Two instances creating it at once: one of them gets a duplicate-key error.
      if ((error as { code?: string }).code === "23505") {
        created = true;
        return;
      }
      outage.down(error);
      const retry = setTimeout(() => {
        table = null;
        void ensureTable();
      }, 5_000);
      retry.unref();
    });
    return table;
  };
  void ensureTable();
  return {
    kind: "postgres",
    limiter: (limit) =>
      new RateLimiterPostgres({
        storeClient: pool,
        storeType: "pool",
        tableName: RATE_LIMIT_TABLE,
        ...(schema ? { schemaName: schema } : {}),
        tableCreated: true,
        keyPrefix: limit.keyPrefix,
        points: limit.points,
        duration: limit.durationSeconds,
      }),
    health: outage,
    ready: async (timeoutMs = 5_000) => {
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        ensureTable(),
        new Promise((resolve) => (timer = setTimeout(resolve, timeoutMs))),
      ]);
      clearTimeout(timer);
      return created;
    },
    close: () => pool.end(),
  };
}

async function waitFor(condition: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() >= deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return true;
}

const stores = processSingleton(
  "rate-limit-stores",
  () => new Map<string, Promise<RateLimitStore>>(),
);

/**
 * The store the environment names (REDIS_URL, else DATABASE_URL), one per process and
 * URL, opening; null when neither is set (limits count in memory).
 */
export function rateLimitStore(env: Env = serverEnv()): Promise<RateLimitStore> | null {
  const redisUrl = config.redisUrl(env);
  const databaseUrl = config.databaseUrl(env);
  const schema = config.databaseSchema(env);
  const id = redisUrl ? `redis ${redisUrl}` : databaseUrl ? `pg ${databaseUrl} ${schema}` : null;
  if (!id) return null;
  let store = stores.get(id);
  if (!store) {
    store = redisUrl ? redisStore(redisUrl) : postgresStore(databaseUrl!, schema);
    stores.set(id, store);
  }
  return store;
}

/** Closes every store this process opened (tests, scripts). */
export async function closeRateLimitStores(): Promise<void> {
  const open = [...stores.values()];
  stores.clear();
  await Promise.all(
    open.map((store) => store.then((opened) => opened.close()).catch(() => undefined)),
  );
}

/**
 * One named per-client limit: counted in the shared store when the environment names
 * one (a window of `capacity` requests per `capacity × refillIntervalMs`, the setting's
 * "<requests>/<seconds>"), else in this process's token buckets, exactly as before. The
 * store is opened on the first call, not when the limit is declared (a module loaded by
 * `next build` opens no connection).
 */
export function perClientRateLimiter(
  name: string,
  options: RateLimitOptions,
  env: Env = serverEnv(),
): RateLimiter {
  const local = localRateLimiter(options);
  let chosen: Promise<RateLimiter> | null = null;
  const open = async (opening: Promise<RateLimitStore>): Promise<RateLimiter> => {
    const [store, { RateLimiterMemory }] = await Promise.all([
      opening,
      import("rate-limiter-flexible"),
    ]);
    const limit: WindowLimit = {
      keyPrefix: `rl:${name}`,
      points: options.capacity,
      durationSeconds: Math.max(
        1,
        Math.round((options.capacity * options.refillIntervalMs) / 1000),
      ),
    };
    // The insurance: the same window in this process's memory, for the calls the store
    // does not answer (rate-limiter-flexible's RateLimiterMemory, which never fails).
    const insurance = sharedRateLimiter(
      new RateLimiterMemory({
        keyPrefix: limit.keyPrefix,
        points: limit.points,
        duration: limit.durationSeconds,
      }),
      local,
    );
    return sharedRateLimiter(store.limiter(limit), insurance, {
      onError: (error) => store.health.down(error),
      onAnswer: () => store.health.up(),
    });
  };
  const current = (): Promise<RateLimiter> => {
    if (chosen) return chosen;
    const opening = rateLimitStore(env);
    chosen = opening ? open(opening) : Promise.resolve(local);
    // A store that cannot even be set up (a malformed URL): memory, as without one.
    chosen = chosen.catch((error: unknown) => {
      log.error("rate-limit-store-failed", { error: failureOf(error) });
      return local;
    });
    return chosen;
  };
  return {
    check: async (key) => (await current()).check(key),
    consume: async (key, cost) => (await current()).consume(key, cost),
    reset: async (key) => (await current()).reset(key),
  };
}
