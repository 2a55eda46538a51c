/**
 * Next's cache for rendered pages (ISR), kept in this process's memory and
 * bounded by `lru-cache`: at most MAX_ENTRIES pages and MAX_BYTES of HTML + RSC
 * payload (as the heap holds them), least recently used out first. The default handler also writes every
 * page to .next/ on disk; search pages are cached per search state (web/proxy.ts),
 * an open-ended set of keys that must not grow the disk or the heap forever.
 *
 * Limits: env PAGE_CACHE_MAX_ENTRIES (default 2000), PAGE_CACHE_MAX_MB (256).
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

class PageCacheHandler {
  /** @param {{ _requestHeaders?: Record<string, string | string[] | undefined> }} [options] */
  constructor(options) {
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

  async get(key) {
    const entry = entries.get(key);
    if (!entry) return null;
    return {
      lastModified: entry.lastModified,
      value: this.forThisRequest(entry),
      tags: entry.tags,
    };
  }

  async set(key, data, ctx) {
    entries.delete(key);
    if (data === null || data === undefined) return;
    const nonce =
      isPage(data) && this.nonce && data.html.includes(`nonce="${this.nonce}"`) ? this.nonce : null;
    // The response to the request that rendered the page is built from this same
    // headers object: it gets the policy its HTML was rendered with.
    if (nonce && data.headers) data.headers[POLICY_HEADER] = this.policy;
    // A page larger than the whole cache is not stored (lru-cache refuses it).
    const value = storedCopy(data);
    entries.set(key, { lastModified: Date.now(), value, tags: ctx?.tags ?? [], nonce });
  }

  async revalidateTag(tags) {
    const wanted = new Set([tags].flat());
    const stale = [...entries.entries()].filter(([, entry]) =>
      entry.tags.some((tag) => wanted.has(tag)),
    );
    for (const [key] of stale) entries.delete(key);
  }

  resetRequestCache() {}
}

module.exports = PageCacheHandler;
