/**
 * Next's cache for rendered pages (ISR), kept in this process's memory and
 * bounded by `lru-cache`: at most MAX_ENTRIES pages and MAX_BYTES of HTML + RSC
 * payload, least recently used out first. The default handler also writes every
 * page to .next/ on disk; search pages are cached per search state (web/proxy.ts),
 * an open-ended set of keys that must not grow the disk or the heap forever.
 *
 * Limits: env PAGE_CACHE_MAX_ENTRIES (default 2000), PAGE_CACHE_MAX_MB (256).
 */
"use strict";

// Next loads a cache handler as CommonJS.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { LRUCache } = require("lru-cache");

const MAX_ENTRIES = Number(process.env.PAGE_CACHE_MAX_ENTRIES) || 2000;
const MAX_BYTES = (Number(process.env.PAGE_CACHE_MAX_MB) || 256) * 1024 * 1024;

/** The bytes a cached page holds: its HTML, RSC payload and segment data. */
function sizeOf(value) {
  if (!value || typeof value !== "object") return 64;
  let bytes = 256;
  for (const field of ["html", "body", "rscData", "pageData"]) {
    const part = value[field];
    if (typeof part === "string") bytes += part.length;
    else if (part && typeof part.length === "number") bytes += part.length;
  }
  if (value.segmentData instanceof Map) {
    for (const buffer of value.segmentData.values()) bytes += buffer?.length ?? 0;
  }
  return bytes;
}

/** @type {LRUCache<string, { lastModified: number, value: unknown, tags: string[] }>} */
const entries = new LRUCache({
  max: MAX_ENTRIES,
  maxSize: MAX_BYTES,
  sizeCalculation: (entry) => sizeOf(entry.value),
});

class PageCacheHandler {
  async get(key) {
    const entry = entries.get(key);
    return entry
      ? { lastModified: entry.lastModified, value: entry.value, tags: entry.tags }
      : null;
  }

  async set(key, data, ctx) {
    entries.delete(key);
    if (data === null || data === undefined) return;
    // A page larger than the whole cache is not stored (lru-cache refuses it).
    entries.set(key, { lastModified: Date.now(), value: data, tags: ctx?.tags ?? [] });
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
