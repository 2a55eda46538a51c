/**
 * Next's cache for rendered pages (ISR), kept in this process's memory and
 * bounded: at most MAX_ENTRIES pages and MAX_BYTES of HTML + RSC payload,
 * least recently used out first. The default handler also writes every page
 * to .next/ on disk; search pages are cached per search state (web/proxy.ts),
 * an open-ended set of keys that must not grow the disk or the heap forever.
 *
 * Limits: env PAGE_CACHE_MAX_ENTRIES (default 2000), PAGE_CACHE_MAX_MB (256).
 */
"use strict";

const MAX_ENTRIES = Number(process.env.PAGE_CACHE_MAX_ENTRIES) || 2000;
const MAX_BYTES = (Number(process.env.PAGE_CACHE_MAX_MB) || 256) * 1024 * 1024;

/** @type {Map<string, { lastModified: number, value: unknown, tags: string[], bytes: number }>} */
const entries = new Map();
let totalBytes = 0;

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

function remove(key) {
  const entry = entries.get(key);
  if (!entry) return;
  entries.delete(key);
  totalBytes -= entry.bytes;
}

class PageCacheHandler {
  async get(key) {
    const entry = entries.get(key);
    if (!entry) return null;
    // Most recently used last.
    entries.delete(key);
    entries.set(key, entry);
    return { lastModified: entry.lastModified, value: entry.value, tags: entry.tags };
  }

  async set(key, data, ctx) {
    remove(key);
    if (data === null || data === undefined) return;
    const bytes = sizeOf(data);
    if (bytes > MAX_BYTES) return;
    entries.set(key, { lastModified: Date.now(), value: data, tags: ctx?.tags ?? [], bytes });
    totalBytes += bytes;
    for (const oldest of entries.keys()) {
      if (entries.size <= MAX_ENTRIES && totalBytes <= MAX_BYTES) break;
      remove(oldest);
    }
  }

  async revalidateTag(tags) {
    const wanted = new Set([tags].flat());
    for (const [key, entry] of entries) {
      if (entry.tags.some((tag) => wanted.has(tag))) remove(key);
    }
  }

  resetRequestCache() {}
}

module.exports = PageCacheHandler;
