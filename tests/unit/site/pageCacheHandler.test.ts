import { afterEach, beforeEach, describe, expect, it, jest } from "@jest/globals";

type HandlerOptions = { _requestHeaders?: Record<string, string> };

type Handler = {
  get(key: string): Promise<{ value: unknown; lastModified: number } | null>;
  set(key: string, data: unknown, ctx?: { tags?: string[] }): Promise<void>;
  revalidateTag(tags: string | string[]): Promise<void>;
};

const page = (html: string) => ({ kind: "APP_PAGE", html, rscData: Buffer.from("rsc") });

type HandlerClass = new (options?: HandlerOptions) => Handler;

/** A fresh module's handler class (its cache is module-level) with the given limits. */
function loadHandlerClass(env: Record<string, string>): HandlerClass {
  let HandlerClass: HandlerClass = undefined as never;
  const saved = { ...process.env };
  Object.assign(process.env, env);
  jest.isolateModules(() => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    HandlerClass = require("../../../web/site/pageCacheHandler.cjs");
  });
  process.env = saved;
  return HandlerClass;
}

/** A fresh module's handler, as Next builds one for a request the proxy did not see. */
function loadHandler(env: Record<string, string>): Handler {
  return new (loadHandlerClass(env))();
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

  it("counts a page with a character beyond Latin-1 at two bytes a character, as V8 holds it", async () => {
    // 200 K characters: 200 KB in Latin-1, 400 KB with one "…" in them.
    const narrow = "x".repeat(200 * 1024);
    const wide = `${"x".repeat(200 * 1024 - 1)}…`;
    const narrowCache = loadHandler({ PAGE_CACHE_MAX_MB: "1" });
    for (const key of ["a", "b", "c"]) await narrowCache.set(key, page(narrow));
    for (const key of ["a", "b", "c"]) expect(await narrowCache.get(key)).not.toBeNull();
    // Three wide pages are 1.2 MB: the oldest makes room.
    const wideCache = loadHandler({ PAGE_CACHE_MAX_MB: "1" });
    for (const key of ["a", "b", "c"]) await wideCache.set(key, page(wide));
    expect(await wideCache.get("a")).toBeNull();
    expect(await wideCache.get("b")).not.toBeNull();
    expect(await wideCache.get("c")).not.toBeNull();
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

  it("forgets a page by the tags Next collected while rendering it (its tags header)", async () => {
    const cache = loadHandler({});
    const tagged = (html: string, tags: string) => ({
      ...page(html),
      headers: { "x-next-cache-tags": tags },
    });
    await cache.set("/main/-/about", tagged("a", "_N_T_/main/-/about,sanity:page:main:/about"));
    await cache.set("/main/-/faq", tagged("f", "_N_T_/main/-/faq,sanity:page:main:/faq"));
    await cache.revalidateTag(["sanity:page:main:/about"]);
    expect(await cache.get("/main/-/about")).toBeNull();
    expect(await cache.get("/main/-/faq")).not.toBeNull();
  });

  it("keeps no data entries (fetch, unstable_cache): the app's are tag carriers", async () => {
    const cache = loadHandler({});
    await cache.set("carrier", { kind: "FETCH", data: { body: "true" } }, { tags: ["t"] });
    expect(await cache.get("carrier")).toBeNull();
  });
});

describe("script nonces of cached pages (issue 14.5)", () => {
  const policy = (nonce: string) =>
    `default-src 'self'; script-src 'self' 'nonce-${nonce}' 'strict-dynamic'; frame-ancestors http://localhost:3333`;
  /** The handler Next builds for a request that went through web/proxy.ts with this nonce. */
  const forRequest = (Handler: HandlerClass, nonce: string) =>
    new Handler({ _requestHeaders: { "content-security-policy": policy(nonce) } });
  const rendered = (nonce: string) => ({
    kind: "APP_PAGE",
    html: `<script nonce="${nonce}">self.__next_f.push([1,"nonce-${nonce}"])</script><script src="/a.js" nonce="${nonce}"></script>`,
    rscData: Buffer.from("rsc"),
    headers: { "x-next-cache-tags": "t" } as Record<string, string>,
  });
  type Served = { value: { html: string; headers: Record<string, string> } } | null;

  it("sends the rendering request's policy with the freshly rendered page", async () => {
    const Handler = loadHandlerClass({});
    const page = rendered("AAAA");
    await forRequest(Handler, "AAAA").set("/main/-/about", page);
    // Next answers the rendering request from this same headers object.
    expect(page.headers["content-security-policy"]).toBe(policy("AAAA"));
  });

  it("gives every later request the page with its own nonce and its own policy", async () => {
    const Handler = loadHandlerClass({});
    await forRequest(Handler, "AAAA").set("/main/-/about", rendered("AAAA"));
    for (const nonce of ["BBBB", "CCCC"]) {
      const hit = (await forRequest(Handler, nonce).get("/main/-/about")) as Served;
      expect(hit?.value.html).toBe(rendered(nonce).html);
      expect(hit?.value.html).not.toContain("AAAA");
      expect(hit?.value.headers["content-security-policy"]).toBe(policy(nonce));
      expect(hit?.value.headers["x-next-cache-tags"]).toBe("t");
    }
  });

  it("stores neither the request-bound policy nor a changed page", async () => {
    const Handler = loadHandlerClass({});
    await forRequest(Handler, "AAAA").set("/main/-/about", rendered("AAAA"));
    await forRequest(Handler, "BBBB").get("/main/-/about");
    const bare = (await new Handler().get("/main/-/about")) as Served;
    expect(bare?.value.html).toBe(rendered("AAAA").html);
    expect(bare?.value.headers["content-security-policy"]).toBeUndefined();
  });

  it("serves a page stored without a nonce without a script policy that would block it", async () => {
    const Handler = loadHandlerClass({});
    await new Handler().set("/main/-/about", page("<script>x()</script>"));
    const hit = (await forRequest(Handler, "BBBB").get("/main/-/about")) as Served;
    expect(hit?.value.html).toBe("<script>x()</script>");
    expect(hit?.value.headers?.["content-security-policy"]).toBeUndefined();
  });
});
