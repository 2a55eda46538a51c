import { afterEach, beforeEach, describe, expect, it, jest } from "@jest/globals";

type Handler = {
  get(key: string): Promise<{ value: unknown; lastModified: number } | null>;
  set(key: string, data: unknown, ctx?: { tags?: string[] }): Promise<void>;
  revalidateTag(tags: string | string[]): Promise<void>;
};

const page = (html: string) => ({ kind: "APP_PAGE", html, rscData: Buffer.from("rsc") });

/** A fresh module (its cache is module-level) with the given limits. */
function loadHandler(env: Record<string, string>): Handler {
  let HandlerClass: new () => Handler = undefined as never;
  const saved = { ...process.env };
  Object.assign(process.env, env);
  jest.isolateModules(() => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    HandlerClass = require("../../../web/cache/pageCacheHandler.cjs");
  });
  process.env = saved;
  return new HandlerClass();
}

describe("page cache handler (rendered pages in memory, bounded)", () => {
  beforeEach(() => {
    jest.useFakeTimers({ now: new Date("2026-11-21T12:00:00Z") });
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it("returns what was stored, with when it was stored", async () => {
    const cache = loadHandler({});
    expect(await cache.get("/main/-/about")).toBeNull();
    await cache.set("/main/-/about", page("<p>About</p>"));
    const hit = await cache.get("/main/-/about");
    expect(hit?.value).toEqual(page("<p>About</p>"));
    expect(hit?.lastModified).toBe(Date.parse("2026-11-21T12:00:00Z"));
  });

  it("drops the least recently used page beyond the entry limit", async () => {
    const cache = loadHandler({ PAGE_CACHE_MAX_ENTRIES: "2" });
    await cache.set("a", page("a"));
    await cache.set("b", page("b"));
    await cache.get("a"); // a is now the most recently used
    await cache.set("c", page("c"));
    expect(await cache.get("b")).toBeNull();
    expect(await cache.get("a")).not.toBeNull();
    expect(await cache.get("c")).not.toBeNull();
  });

  it("keeps the total size under the byte limit", async () => {
    const cache = loadHandler({ PAGE_CACHE_MAX_MB: "1" });
    const big = "x".repeat(400 * 1024);
    await cache.set("one", page(big));
    await cache.set("two", page(big));
    await cache.set("three", page(big));
    expect(await cache.get("one")).toBeNull();
    expect(await cache.get("two")).not.toBeNull();
    expect(await cache.get("three")).not.toBeNull();
    // A single page larger than the whole cache is not stored at all.
    await cache.set("huge", page("x".repeat(2 * 1024 * 1024)));
    expect(await cache.get("huge")).toBeNull();
    expect(await cache.get("three")).not.toBeNull();
  });

  it("forgets a page set to null and pages of a revalidated tag", async () => {
    const cache = loadHandler({});
    await cache.set("a", page("a"), { tags: ["site:main"] });
    await cache.set("b", page("b"), { tags: ["site:alt"] });
    await cache.revalidateTag("site:main");
    expect(await cache.get("a")).toBeNull();
    expect(await cache.get("b")).not.toBeNull();
    await cache.set("b", null);
    expect(await cache.get("b")).toBeNull();
  });
});
