/**
 * The shared layer of the rendered-page cache (issue 25.1): Redis, for every instance
 * of one build. web/site/pageCacheHandler.cjs keeps its in-process LRU in front of it
 * and is the only caller; it passes the settings in (this file reads no environment).
 *
 * Keys, under `page-cache:` in the connection's database:
 * - `page-cache:<build id>:e:<cache key>`: one entry (its page, when it was rendered, its
 *   tags and the script nonce it holds) in one binary frame (`frame` / `unframe`): a JSON
 *   header, then its large parts as raw bytes (Buffers such as the RSC payload, and long
 *   strings such as the HTML, as UTF-8), Maps as entry lists; it expires (`EX`) after the
 *   entry's time to live. Raw bytes, not JSON with base64: an entry is written on every
 *   render of a page, and escaping ~250 KB of HTML into JSON and the RSC payload into
 *   base64 took about a tenth of a never-cached search's CPU (docs/benchmarks.md, issue
 *   25). The build id keeps two builds' pages apart: a page refers to its own build's
 *   scripts.
 * - `page-cache:tag:<tag>`: when the tag was last invalidated (ms since 1970). An entry
 *   rendered before one of its tags' times is gone. These keys do not expire: there is
 *   one per tag ever invalidated (content documents, sites, paths), a bounded set, and
 *   losing one would bring back pages it invalidated.
 *
 * Memory: every entry expires, and the server runs with `maxmemory` and
 * `maxmemory-policy volatile-lru` (deploy/redis.conf): under pressure the least recently
 * used entries go, never a tag's time. Outages: commands fail fast (no offline
 * queue, a short command timeout); the handler then serves from its own layer. The
 * layer logs one line when Redis goes away and one when it is back, not one per request.
 */
"use strict";

const PREFIX = "page-cache:";
/** How long the first requests wait for the first connection. */
const FIRST_CONNECT_WAIT_MS = 1000;

/** One structured log line, in web/lib/log.ts's format (this file cannot import it). */
function logLine(level, event, fields) {
  const line = JSON.stringify({ timestamp: new Date().toISOString(), level, event, ...fields });
  // Written to the stream itself: Next's console in the server repeats some lines.
  (level === "info" ? process.stdout : process.stderr).write(`${line}\n`);
}

/** The first bytes of a frame (an entry of the earlier JSON format starts with "{"). */
const MAGIC = Buffer.from("PCF1");
/** Strings at least this long go into the frame as raw UTF-8 rather than in its JSON. */
const RAW_STRING_LENGTH = 1024;

/**
 * An entry as JSON-safe values: Buffers and long strings become `{ $part: n }` (their
 * bytes are `parts[n]`), Maps `{ $map: [[key, value], ...] }`.
 */
function encode(value, parts) {
  if (Buffer.isBuffer(value)) return { $part: parts.push(value) - 1, $kind: "buffer" };
  if (typeof value === "string" && value.length >= RAW_STRING_LENGTH) {
    return { $part: parts.push(Buffer.from(value, "utf8")) - 1, $kind: "string" };
  }
  if (value instanceof Map) {
    return { $map: [...value].map(([key, item]) => [key, encode(item, parts)]) };
  }
  if (Array.isArray(value)) return value.map((item) => encode(item, parts));
  if (value && typeof value === "object") {
    const out = {};
    for (const [key, item] of Object.entries(value)) {
      if (item !== undefined) out[key] = encode(item, parts);
    }
    return out;
  }
  return value;
}

function decode(value, parts) {
  if (Array.isArray(value)) return value.map((item) => decode(item, parts));
  if (value && typeof value === "object") {
    if (typeof value.$part === "number") {
      const bytes = parts[value.$part];
      // A copy: the entry must not keep the whole frame alive through a slice of it.
      return value.$kind === "string" ? bytes.toString("utf8") : Buffer.from(bytes);
    }
    // The earlier format's Buffers (base64 in the JSON).
    if (typeof value.$buffer === "string") return Buffer.from(value.$buffer, "base64");
    if (Array.isArray(value.$map)) {
      return new Map(value.$map.map(([key, item]) => [key, decode(item, parts)]));
    }
    const out = {};
    for (const [key, item] of Object.entries(value)) out[key] = decode(item, parts);
    return out;
  }
  return value;
}

/**
 * One Buffer for an entry: MAGIC, the header's byte length (4 bytes, big-endian), the
 * header (JSON: `{ value, sizes }`, the parts' byte lengths), then the parts' bytes.
 */
function frame(entry) {
  const parts = [];
  const header = Buffer.from(
    JSON.stringify({ value: encode(entry, parts), sizes: parts.map((part) => part.length) }),
    "utf8",
  );
  const length = Buffer.alloc(4);
  length.writeUInt32BE(header.length, 0);
  return Buffer.concat([MAGIC, length, header, ...parts]);
}

/** The entry of a frame (or of the earlier format, JSON with Buffers in base64). */
function unframe(bytes) {
  if (!bytes.subarray(0, MAGIC.length).equals(MAGIC))
    return decode(JSON.parse(bytes.toString("utf8")), []);
  const headerLength = bytes.readUInt32BE(MAGIC.length);
  let offset = MAGIC.length + 4;
  const header = JSON.parse(bytes.toString("utf8", offset, offset + headerLength));
  offset += headerLength;
  const parts = header.sizes.map((size) => {
    const part = bytes.subarray(offset, offset + size);
    offset += size;
    return part;
  });
  return decode(header.value, parts);
}

class SharedLayer {
  /**
   * @param {{ url: string, buildId: () => string, commandTimeoutMs?: number }} options
   */
  constructor({ url, buildId, commandTimeoutMs = 5000 }) {
    this.buildId = buildId;
    this.up = null;
    // Loaded only with REDIS_URL: the embedded default never touches the client.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { Redis } = require("ioredis");
    this.redis = new Redis(url, {
      lazyConnect: false,
      // A command while disconnected fails at once: the visitor gets the local layer.
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      commandTimeout: commandTimeoutMs,
      connectTimeout: 2000,
      // Generous: a render holds the event loop for a while on a busy machine, and a reply
      // read late must not count as an outage (a closed connection fails at once anyway).
      // Try again every 0.2–2 s for as long as the process runs.
      retryStrategy: (times) => Math.min(times * 200, 2000),
    });
    // The first connection is made with the first request: that request waits for it a
    // moment rather than skip the shared layer (a later outage is never waited for).
    this.connected = new Promise((resolve) => {
      this.redis.once("ready", resolve);
      setTimeout(resolve, FIRST_CONNECT_WAIT_MS).unref();
    });
    this.redis.on("ready", () => this.#mark(true));
    this.redis.on("error", (error) => this.#mark(false, error));
    this.redis.on("end", () => this.#mark(false));
  }

  #mark(up, error) {
    if (this.up === up) return;
    const first = this.up === null;
    this.up = up;
    if (up) logLine("info", first ? "page-cache-shared-ready" : "page-cache-shared-back", {});
    else {
      logLine("warn", "page-cache-shared-down", {
        action: "serving from this instance's own page cache until Redis is back",
        error: error ? `${error.name}: ${error.message}` : "connection closed",
      });
    }
  }

  /** Whether commands can be sent now (they fail at once otherwise). */
  get ready() {
    return this.redis.status === "ready";
  }

  #entryKey(key) {
    return `${PREFIX}${this.buildId()}:e:${key}`;
  }

  /** A failed command: logged by the connection's events; the caller gets `fallback`. */
  async #attempt(run, fallback) {
    if (this.up === null) await this.connected;
    if (!this.ready) return fallback;
    try {
      const result = await run();
      this.#mark(true);
      return result;
    } catch (error) {
      // A timeout without a dropped connection does not fire "error": say it once too.
      this.#mark(false, error);
      return fallback;
    }
  }

  /** The stored entry of a key, or null (also when Redis cannot answer). */
  async get(key) {
    return this.#attempt(async () => {
      const bytes = await this.redis.getBuffer(this.#entryKey(key));
      return bytes ? unframe(bytes) : null;
    }, null);
  }

  /** Stores an entry for `ttlSeconds`; false when Redis cannot take it. */
  async set(key, entry, ttlSeconds) {
    return this.#attempt(async () => {
      await this.redis.set(
        this.#entryKey(key),
        frame(entry),
        "EX",
        Math.max(1, Math.ceil(ttlSeconds)),
      );
      return true;
    }, false);
  }

  async delete(key) {
    return this.#attempt(async () => {
      await this.redis.del(this.#entryKey(key));
      return true;
    }, false);
  }

  /** When each tag was last invalidated (0 for never), or null when Redis cannot answer. */
  async tagTimes(tags) {
    if (tags.length === 0) return [];
    return this.#attempt(async () => {
      const values = await this.redis.mget(tags.map((tag) => `${PREFIX}tag:${tag}`));
      return values.map((value) => Number(value) || 0);
    }, null);
  }

  /** Records the tags as invalidated at `time`; false when Redis cannot take it. */
  async invalidate(tags, time) {
    if (tags.length === 0) return true;
    return this.#attempt(async () => {
      const batch = this.redis.multi();
      for (const tag of tags) batch.set(`${PREFIX}tag:${tag}`, String(time));
      await batch.exec();
      return true;
    }, false);
  }
}

module.exports = { SharedLayer, frame, unframe };
