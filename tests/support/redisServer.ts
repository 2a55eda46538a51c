/**
 * A real Redis (Debian's `redis-server`) for the shared-state tests.
 *
 * - `testRedisUrl()`: the server of TEST_REDIS_URL (CI exports
 *   `redis://127.0.0.1:56379`), started there, and left running for the other test
 *   files, when nothing answers yet (as .ci/postgres.sh starts or reuses PostgreSQL).
 *   Without TEST_REDIS_URL: in CI the test fails at once (the shared-state tests must
 *   never pass by not running); elsewhere a private server is started on a free port
 *   and stopped by `stop()`.
 * - `startRedis()`: a private server on a free port, which a test may kill (an outage)
 *   and start again on the same port.
 */
import { spawn, type ChildProcess } from "node:child_process";
import net from "node:net";

export interface TestRedis {
  url: string;
  port: number;
  /** Stops the server when this helper started a private one (else nothing). */
  stop(): Promise<void>;
}

/** Whether a Redis answers PING on `port` within `timeoutMs`. */
export function redisAnswers(port: number, timeoutMs = 500): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: "127.0.0.1", port });
    const done = (answer: boolean) => {
      socket.destroy();
      resolve(answer);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.on("error", () => done(false));
    socket.on("connect", () => socket.write("PING\r\n"));
    socket.on("data", (data) => done(data.toString().startsWith("+PONG")));
  });
}

async function waitUntil(check: () => Promise<boolean>, timeoutMs: number, what: string) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A free TCP port on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

const SERVER_ARGS = ["--bind", "127.0.0.1", "--save", "", "--appendonly", "no"];

export interface PrivateRedis extends TestRedis {
  /** SIGKILLs the server (an outage); `start()` brings it back on the same port. */
  kill(): Promise<void>;
  start(): Promise<void>;
}

/** A private `redis-server` on a free port (or `port`), owned by the caller. */
export async function startRedis(port?: number): Promise<PrivateRedis> {
  const chosen = port ?? (await freePort());
  let child: ChildProcess | null = null;
  const start = async () => {
    const started = spawn("redis-server", ["--port", String(chosen), ...SERVER_ARGS], {
      stdio: "ignore",
    });
    child = started;
    const exited = new Promise<boolean>((resolve) => started.once("exit", () => resolve(false)));
    await waitUntil(
      () => Promise.race([redisAnswers(chosen), exited]),
      10_000,
      `redis-server on port ${chosen}`,
    );
  };
  const kill = async () => {
    const running = child;
    child = null;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once("exit", resolve));
    running.kill("SIGKILL");
    await exited;
  };
  await start();
  return { url: `redis://127.0.0.1:${chosen}`, port: chosen, start, kill, stop: kill };
}

/** The Redis the shared-state tests run against (see the file's comment). */
export async function testRedisUrl(): Promise<TestRedis> {
  const configured = process.env.TEST_REDIS_URL;
  if (!configured) {
    if (process.env.CI) {
      throw new Error(
        "TEST_REDIS_URL is not set: CI must run the shared-state tests against a real Redis",
      );
    }
    return startRedis();
  }
  const port = Number(new URL(configured).port || 6379);
  if (!(await redisAnswers(port))) {
    // Nothing there yet: start one, daemonized, for every test file of the run.
    const child = spawn(
      "redis-server",
      ["--port", String(port), ...SERVER_ARGS, "--daemonize", "yes"],
      { stdio: "ignore" },
    );
    await new Promise((resolve) => child.once("exit", resolve));
    await waitUntil(() => redisAnswers(port), 10_000, `redis-server on port ${port}`);
  }
  return { url: configured, port, stop: async () => undefined };
}
