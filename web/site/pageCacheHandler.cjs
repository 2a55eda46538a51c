/**
 * Next's cache for rendered pages (ISR), kept in this process's memory and
 * bounded by `lru-cache`: at most MAX_ENTRIES pages and MAX_BYTES of HTML + RSC
 * payload (as the heap holds them), least recently used out first. The default handler also writes every
 * page to .next/ on disk; search pages are cached per search state (web/proxy.ts),
 * an open-ended set of keys that must not grow the disk or the heap forever.
 *
 * Limits: env PAGE_CACHE_MAX_ENTRIES (default 2000), PAGE_CACHE_MAX_MB (256).
 *
 * Several instances (issue 25.1): with REDIS_URL, this LRU is the first layer and
 * Redis the shared one (web/site/pageCacheShared.cjs): a page one instance rendered is
 * a hit on every other, and a tag invalidated on one (`revalidateTag`, e.g. by
 * POST /api/revalidate) is invalidated on all, since every hit, from either layer,
 * checks its tags' invalidation times in Redis. Entries then expire on both layers
 * (ENTRY_TTL_SECONDS below). When Redis cannot answer, the LRU serves alone (with
 * this instance's own invalidations) and one log line says so; a visitor never sees
 * an error. Hits say which layer served them: `x-page-cache-layer: local | shared`,
 * beside Next's own `x-nextjs-cache: HIT | STALE | MISS`. Without REDIS_URL nothing
 * here changes.
 *
 * Script nonces (issue 14.5, docs/security.md): web/proxy.ts puts a fresh nonce
 * in each request's Content-Security-Policy header and Next.js renders it into
 * the page, so a cached page holds the nonce of the request that rendered it.
 * Next builds one handler per request, with that request's headers. So:
 * - `set` notes which nonce the page holds and sends the rendering request's
 *   policy with it (the response to that request reads the same headers object);
 * - `get` swaps the stored nonce for the current request's in the HTML and sends
 *   the current request's policy. Requests Next serves from one lookup share
 *   that page and that policy (it batches concurrent requests for a page, and
 *   a lookup that finds a stale page lasts until it is rendered again).
 * A page and its policy thus always travel together, and no nonce outlives the
 * lookup it was made for. A page stored without a nonce is served without a
 * script policy rather than with one that would block it.
 */
"use strict";

// Next loads a cache handler as CommonJS.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { LRUCache } = require("lru-cache");

// Read here, not through web/lib/config.ts: Next loads this file as CommonJS, outside the
// app's bundle. The two settings are documented and checked at start-up there.
const MAX_ENTRIES = Number(process.env.PAGE_CACHE_MAX_ENTRIES) || 2000;
const MAX_BYTES = (Number(process.env.PAGE_CACHE_MAX_MB) || 256) * 1024 * 1024;
// The shared layer, checked at start-up by web/lib/config.ts too. `next build` loads this
// file as well: it renders nothing worth sharing and must not wait on a connection.
const REDIS_URL =
  process.env.NEXT_PHASE === "phase-production-build" ? "" : (process.env.REDIS_URL ?? "").trim();

const POLICY_HEADER = "content-security-policy";

/** The script nonce of a policy, read as Next.js reads it (web/site/securityHeaders.ts nonceOfPolicy). */
function nonceOfPolicy(policy) {
  const match = typeof policy === "string" ? /'nonce-([A-Za-z0-9+/=_-]+)'/.exec(policy) : null;
  return match ? match[1] : null;
}

function isPage(value) {
  return Boolean(value) && value.kind === "APP_PAGE" && typeof value.html === "string";
}

/** The stored copy of a page: its headers without the request-bound policy. */
function storedCopy(value) {
  if (!isPage(value) || !value.headers || !(POLICY_HEADER in value.headers)) return value;
  const headers = { ...value.headers };
  delete headers[POLICY_HEADER];
  return { ...value, headers };
}

/** Any character outside Latin-1: V8 then keeps the whole string at two bytes a character. */
const WIDE_CHARACTER = /[^\u0000-\u00ff]/;

/**
 * The bytes a string takes in V8's heap. A page's HTML has a few characters such as
 * "…" or "↗", so it is kept at two bytes a character: counting one undercounted
 * every page by half its HTML (issue 28.10, docs/benchmarks.md).
 */
function stringBytes(text) {
  return WIDE_CHARACTER.test(text) ? text.length * 2 : text.length;
}

/** The bytes an entry holds: its HTML (or body), RSC payload and segments. */
function sizeOf(value) {
  if (!value || typeof value !== "object") return 64;
  let bytes = 256;
  for (const field of ["html", "body", "rscData", "pageData"]) {
    const part = value[field];
    if (typeof part === "string") bytes += stringBytes(part);
    else if (part && typeof part.length === "number") bytes += part.length;
  }
  if (value.segmentData instanceof Map) {
    for (const buffer of value.segmentData.values()) bytes += buffer?.length ?? 0;
  }
  return bytes;
}

/** @type {LRUCache<string, { lastModified: number, value: any, tags: string[], nonce: string | null }>} */
const entries = new LRUCache({
  max: MAX_ENTRIES,
  maxSize: MAX_BYTES,
  sizeCalculation: (entry) => sizeOf(entry.value),
});

/**
 * How long an entry lives with a shared layer, on both layers: ten times its revalidation
 * time (10 min for the pages' 60 s), at least 10 min, at most a day. Next serves an entry
 * past its revalidation time as STALE and renders it again; one nobody asks for goes.
 */
function entryTtlSeconds(ctx) {
  const revalidate = ctx?.cacheControl?.revalidate ?? ctx?.revalidate;
  const seconds = typeof revalidate === "number" && revalidate > 0 ? revalidate * 10 : 600;
  return Math.min(Math.max(seconds, 600), 24 * 60 * 60);
}

/** The header that says which layer a hit came from (shared layer only). */
const LAYER_HEADER = "x-page-cache-layer";

/** The build this process serves: its pages never mix with another build's. */
let buildId = null;
function currentBuildId(serverDistDir) {
  if (buildId) return buildId;
  try {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { readFileSync } = require("node:fs");
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { join } = require("node:path");
    buildId = readFileSync(join(serverDistDir, "..", "BUILD_ID"), "utf8").trim();
  } catch {
    buildId = "unbuilt";
  }
  return buildId;
}

/**
 * When this instance last saw each tag invalidated (by itself, or read from Redis):
 * what the LRU is checked against while Redis cannot answer. Bounded like the entries.
 */
const tagTimes = new LRUCache({ max: 10_000, ttl: 2 * 24 * 60 * 60 * 1000 });

/**
 * One connection per process and URL, kept on globalThis: Next may load this file more
 * than once in a process, and each copy would otherwise open a connection of its own.
 */
const SHARED_LAYERS = Symbol.for("directory.pageCacheSharedLayers");
function shared(serverDistDir) {
  if (!REDIS_URL) return null;
  globalThis[SHARED_LAYERS] ??= new Map();
  let layer = globalThis[SHARED_LAYERS].get(REDIS_URL);
  if (layer === undefined) {
    try {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const { SharedLayer } = require("./pageCacheShared.cjs");
      layer = new SharedLayer({ url: REDIS_URL, buildId: () => currentBuildId(serverDistDir) });
    } catch (error) {
      // No client, a URL it cannot use: this process caches alone, and says so once.
      console.warn(
        JSON.stringify({
          timestamp: new Date().toISOString(),
          level: "warn",
          event: "page-cache-shared-unavailable",
          error: String(error),
        }),
      );
      layer = null;
    }
    globalThis[SHARED_LAYERS].set(REDIS_URL, layer);
  }
  return layer;
}

/**
 * Data entries (`fetch`, `unstable_cache`) are not kept. The app caches no data in Next's
 * data cache: its only ones are the content tags' carriers (web/content/load.ts), a `true`
 * each whose tags reach the page whether it is found or not. Kept, they would be one
 * more entry per page path, taking the pages' room in the LRU (and a write per render in
 * Redis). A data cache the app may want one day starts here.
 */
function isData(kind) {
  return kind === "FETCH";
}

/** An entry's tags: Next's tags of a page (its header) and those of a data entry. */
function tagsOf(value, ctxTags) {
  const tags = new Set(ctxTags ?? []);
  const header =
    isPage(value) || value?.kind === "APP_ROUTE" ? value.headers?.["x-next-cache-tags"] : null;
  if (typeof header === "string") for (const tag of header.split(",")) if (tag) tags.add(tag);
  return [...tags];
}

/** Whether a tag of the entry was invalidated after it was stored (times: one per tag). */
function invalidatedSince(entry, times) {
  return entry.tags.some((tag, index) => {
    const time = Math.max(times?.[index] ?? 0, tagTimes.get(tag) ?? 0);
    return time >= entry.lastModified;
  });
}

class PageCacheHandler {
  /** @param {{ _requestHeaders?: Record<string, string | string[] | undefined> }} [options] */
  constructor(options) {
    this.shared = shared(options?.serverDistDir ?? "");
    const policy = options?._requestHeaders?.[POLICY_HEADER];
    /** This request's page policy and its nonce (none for requests the proxy does not see). */
    this.policy = typeof policy === "string" ? policy : null;
    this.nonce = nonceOfPolicy(this.policy);
  }

  /** A stored page as this request gets it: its own nonce in the HTML, its own policy. */
  forThisRequest(entry) {
    const { value } = entry;
    if (!isPage(value) || !entry.nonce || !this.nonce) return value;
    return {
      ...value,
      html:
        entry.nonce === this.nonce ? value.html : value.html.replaceAll(entry.nonce, this.nonce),
      headers: { ...value.headers, [POLICY_HEADER]: this.policy },
    };
  }

  async get(key, ctx) {
    if (isData(ctx?.kind)) return null;
    if (this.shared) return this.sharedGet(key);
    const entry = entries.get(key);
    if (!entry) return null;
    return {
      lastModified: entry.lastModified,
      value: this.forThisRequest(entry),
      tags: entry.tags,
    };
  }

  /** The LRU first, then Redis; either one's hit only while none of its tags was invalidated. */
  async sharedGet(key) {
    let entry = entries.get(key);
    let layer = "local";
    if (!entry) {
      entry = await this.shared.get(key);
      layer = "shared";
      if (!entry) return null;
    }
    const times = await this.shared.tagTimes(entry.tags);
    times?.forEach((time, index) => {
      const tag = entry.tags[index];
      if (time > (tagTimes.get(tag) ?? 0)) tagTimes.set(tag, time);
    });
    if (invalidatedSince(entry, times)) {
      entries.delete(key);
      return null;
    }
    if (layer === "shared") {
      const ttl = Math.max(1, entry.expiresAt - Date.now());
      entries.set(key, entry, { ttl });
    }
    const value = this.forThisRequest(entry);
    return {
      lastModified: entry.lastModified,
      // The page's lifetime as its renderer knew it: an instance that never rendered the
      // route would otherwise take it for 1 s and answer STALE (and render it again).
      ...(entry.cacheControl ? { cacheControl: entry.cacheControl } : {}),
      value:
        value && typeof value === "object" && "headers" in value
          ? { ...value, headers: { ...value.headers, [LAYER_HEADER]: layer } }
          : value,
      tags: entry.tags,
    };
  }

  async set(key, data, ctx) {
    entries.delete(key);
    if (data === null || data === undefined || isData(data.kind)) return;
    const nonce =
      isPage(data) && this.nonce && data.html.includes(`nonce="${this.nonce}"`) ? this.nonce : null;
    // The response to the request that rendered the page is built from this same
    // headers object: it gets the policy its HTML was rendered with.
    if (nonce && data.headers) data.headers[POLICY_HEADER] = this.policy;
    // A page larger than the whole cache is not stored (lru-cache refuses it).
    const value = storedCopy(data);
    if (!this.shared) {
      entries.set(key, { lastModified: Date.now(), value, tags: tagsOf(value, ctx?.tags), nonce });
      return;
    }
    const ttlSeconds = entryTtlSeconds(ctx);
    const lastModified = Date.now();
    const entry = {
      lastModified,
      expiresAt: lastModified + ttlSeconds * 1000,
      cacheControl: ctx?.cacheControl,
      value,
      tags: tagsOf(value, ctx?.tags),
      nonce,
    };
    entries.set(key, entry, { ttl: ttlSeconds * 1000 });
    // Awaited: the next request, on any instance, should find it. A page larger than the
    // local layer's whole budget is not shared either.
    if (sizeOf(value) <= MAX_BYTES) await this.shared.set(key, entry, ttlSeconds);
  }

  async revalidateTag(tags) {
    const wanted = new Set([tags].flat());
    if (this.shared) {
      // Every revalidation expires at once (a profile's stale window is not kept): the
      // next request renders the page again, on every instance.
      const now = Date.now();
      for (const tag of wanted) tagTimes.set(tag, now);
      await this.shared.invalidate([...wanted], now);
    }
    const stale = [...entries.entries()].filter(([, entry]) =>
      entry.tags.some((tag) => wanted.has(tag)),
    );
    for (const [key] of stale) entries.delete(key);
  }

  resetRequestCache() {}
}

module.exports = PageCacheHandler;
