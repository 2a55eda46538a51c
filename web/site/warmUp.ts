/**
 * The first requests after a restart should not pay for opening the store and
 * rendering the hottest pages (issue 14.10). web/instrumentation.ts starts
 * {@link warmUp} and does not wait for it: the store is opened and touched at
 * once, then each of HOT_PAGES is requested once, over real HTTP, from the
 * server itself (Next queues the requests until it is ready). Through HTTP rather than
 * rendered in-process because a cached page carries its script nonce and policy
 * through the proxy and the page cache (docs/security.md): a page warmed this way
 * is stored exactly as a visitor's request would have stored it.
 *
 * One page at a time, so real visitors arriving meanwhile share the CPU with at
 * most one warm-up render. Nothing here can stop the server: a page that fails
 * or times out is logged and the next one is tried.
 */
import http from "node:http";
import { config, serverEnv, warmUpEnabled, type Env } from "@web/lib/config";
import { describeError, log } from "@web/lib/log";
import { HOT_PAGES, type HotPage } from "./hotPages";
import { markReady } from "./readiness";
import { SITES } from "./sites";

export interface WarmUpTarget {
  hostname: string;
  port: number;
}

/**
 * Where the server listens, from what `next start` (and `next dev`) put in the
 * environment once it listens: PORT, and __NEXT_PRIVATE_ORIGIN for a host given
 * with -H. Null when neither says (a custom server): nothing is warmed.
 */
export function warmUpTarget(env: Env = serverEnv()): WarmUpTarget | null {
  const listening = config.listening(env);
  let hostname = "127.0.0.1";
  let port = Number(listening.port);
  try {
    const origin = new URL(listening.origin ?? "");
    if (origin.hostname !== "localhost") hostname = origin.hostname.replace(/^\[|\]$/g, "");
    if (origin.port) port = Number(origin.port);
  } catch {
    // No origin: PORT alone, on the loopback address.
  }
  return Number.isInteger(port) && port > 0 && port < 65536 ? { hostname, port } : null;
}

/** WARM_UP: on by default in production, off in development (web/lib/config.ts). */
export { warmUpEnabled };

export interface WarmedPage extends HotPage {
  status: number | null;
  ms: number;
}

/** One GET on the site's own host name, its body read to the end; the status, or the failure. */
function requestPage(target: WarmUpTarget, page: HotPage, timeoutMs: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      {
        hostname: target.hostname,
        port: target.port,
        path: page.path,
        headers: {
          host: `${SITES[page.site].hosts.at(-1)}:${target.port}`,
          "user-agent": "senior-care-directory warm-up",
        },
      },
      (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
        response.on("error", reject);
      },
    );
    request.setTimeout(timeoutMs, () => request.destroy(new Error(`no answer in ${timeoutMs} ms`)));
    request.on("error", reject);
  });
}

/**
 * Requests `pages` one after the other and logs one line for the lot
 * (`page-warm-up`); a page that does not answer 200 gets a warning of its own.
 * Never rejects.
 */
export async function warmUpPages(
  target: WarmUpTarget,
  pages: readonly HotPage[] = HOT_PAGES,
  timeoutMs = 30_000,
): Promise<WarmedPage[]> {
  const started = performance.now();
  const warmed: WarmedPage[] = [];
  for (const page of pages) {
    const pageStarted = performance.now();
    let status: number | null = null;
    try {
      status = await requestPage(target, page, timeoutMs);
      if (status !== 200) log.warn("page-warm-up-status", { ...page, status });
    } catch (error) {
      log.warn("page-warm-up-failed", { ...page, ...describeError(error) });
    }
    warmed.push({ ...page, status, ms: Math.round(performance.now() - pageStarted) });
  }
  log.info("page-warm-up", {
    pages: warmed.length,
    warmed: warmed.filter((page) => page.status === 200).length,
    ms: Math.round(performance.now() - started),
  });
  return warmed;
}

/**
 * The whole warm-up: `warmStore` (opens and touches the directory store; given by
 * the caller, so this module does not import the store), then the hot pages.
 * WARM_UP=off turns it off (on by default in production only). Logs what it did
 * and what failed; never rejects. The server reports ready (`/api/health/ready`,
 * web/site/readiness.ts) once it is over, or at once when it is off.
 */
export async function warmUp(
  warmStore: () => Promise<void>,
  env: Env = serverEnv(),
): Promise<void> {
  if (!warmUpEnabled(env)) {
    markReady("off");
    return;
  }
  try {
    await warmStoreAndPages(warmStore, env);
  } finally {
    markReady("done");
  }
}

async function warmStoreAndPages(warmStore: () => Promise<void>, env: Env): Promise<void> {
  const started = performance.now();
  try {
    await warmStore();
    log.info("store-warm-up", { ms: Math.round(performance.now() - started) });
  } catch (error) {
    log.warn("store-warm-up-failed", describeError(error));
  }
  const target = warmUpTarget(env);
  if (!target) {
    log.info("page-warm-up-skipped", { reason: "the server's port is not known" });
    return;
  }
  await warmUpPages(target);
}
