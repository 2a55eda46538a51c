/**
 * Several production instances of the current build, for the tests of issue 25 (shared
 * page cache, shared rate limits, one lead outbox). Reusable by any suite:
 *
 *   const instances = await startInstances({ ports: [PORT + 20, PORT + 21], env: { REDIS_URL } });
 *   await fetch(instances.url(0, "/about"), { headers: { host: instances.host(0) } });
 *   await instances.kill(1);      // SIGKILL, as a crash: no shutdown hook runs
 *   await instances.restart(1);   // the same port and environment, ready again
 *   await instances.stop();       // every instance still running (SIGTERM, then SIGKILL)
 *
 * Each instance is `next start web -p <port>` (NODE_ENV=production) over the one build in
 * web/.next, with this process's environment, then `WARM_UP=off` (the warm-up renders
 * the hot pages: minutes of a shared 2-core machine), then `env` (and `envOf(index)` for
 * one instance's own). `startInstances` resolves once every instance's
 * `/api/health/ready` answers 200. The data must be prepared (the Playwright web server
 * runs web/scripts/prepare.ts first; so does `npm run start:instances`).
 */
import {
  launchNextStart,
  statusOf,
  waitUntilAnswering,
  type NextServer,
} from "../support/nextServer";

export interface InstancesOptions {
  /** One port per instance. */
  ports: readonly number[];
  /** Environment of every instance (over this process's, after WARM_UP=off). */
  env?: Record<string, string>;
  /** One instance's own environment, over `env`. */
  envOf?: (index: number) => Record<string, string>;
  /** How long an instance may take to answer ready (default 60 s). */
  readyTimeoutMs?: number;
}

export interface Instances {
  readonly ports: readonly number[];
  /** `http://127.0.0.1:<port><path>` of instance `index`. */
  url(index: number, path?: string): string;
  /** The main site's Host header for instance `index` (`main.localhost:<port>`). */
  host(index: number): string;
  /** What instance `index` printed so far (since its last start), line by line. */
  output(index: number): string[];
  /** The process id of instance `index` (undefined while it is not running). */
  pid(index: number): number | undefined;
  /** SIGKILL instance `index` and wait for it to exit. */
  kill(index: number): Promise<void>;
  /** Start instance `index` again (after `kill`) and wait until it is ready. */
  restart(index: number): Promise<void>;
  /** Stop every instance still running. */
  stop(): Promise<void>;
}

export async function startInstances(options: InstancesOptions): Promise<Instances> {
  const { ports, readyTimeoutMs = 60_000 } = options;

  const running: (NextServer | null)[] = ports.map(() => null);
  const launch = (index: number): NextServer =>
    launchNextStart(ports[index] ?? 0, {
      ...process.env,
      NODE_ENV: "production",
      NEXT_TELEMETRY_DISABLED: "1",
      WARM_UP: "off",
      ...options.env,
      ...options.envOf?.(index),
      PORT: String(ports[index]),
    });

  const waitReady = async (index: number) => {
    const instance = running[index];
    if (!instance) throw new Error(`instance ${index} is not running`);
    await waitUntilAnswering(
      instance,
      async () => (await statusOf(instance.port, "/api/health/ready")) === 200,
      { timeoutMs: readyTimeoutMs, label: `instance ${index} (port ${instance.port})` },
    );
  };

  const end = async (index: number, signal: NodeJS.Signals) => {
    const instance = running[index];
    if (!instance) return;
    running[index] = null;
    if (instance.child.exitCode === null && instance.child.signalCode === null) {
      instance.child.kill(signal);
      const timer = setTimeout(() => instance.child.kill("SIGKILL"), 10_000);
      await instance.exited;
      clearTimeout(timer);
    }
  };

  const instances: Instances = {
    ports,
    url: (index, requestPath = "/") => `http://127.0.0.1:${ports[index]}${requestPath}`,
    host: (index) => `main.localhost:${ports[index]}`,
    output: (index) => running[index]?.output ?? [],
    pid: (index) => running[index]?.child.pid,
    kill: (index) => end(index, "SIGKILL"),
    restart: async (index) => {
      await end(index, "SIGKILL");
      running[index] = launch(index);
      await waitReady(index);
    },
    stop: async () => {
      await Promise.all(ports.map((_, index) => end(index, "SIGTERM")));
    },
  };

  ports.forEach((_, index) => {
    running[index] = launch(index);
  });
  try {
    await Promise.all(ports.map((_, index) => waitReady(index)));
  } catch (error) {
    await instances.stop();
    throw error;
  }
  return instances;
}
