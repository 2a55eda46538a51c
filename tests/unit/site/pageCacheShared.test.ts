/**
 * The page cache's shared layer (issue 25.1) against a real Redis: two copies of the
 * handler module stand for two instances (each its own LRU and tag times), one Redis
 * database between them. Runs when TEST_REDIS_URL is set (CI sets it: .ci/redis.sh);
 * without it, says so and runs only the outage case, which needs no server.
 */
import { afterAll, beforeAll, describe, expect, it, jest } from "@jest/globals";
import { Redis } from "ioredis";

type Served = {
  value: { html?: string; headers?: Record<string, string> } & Record<string, unknown>;
} | null;
type Handler = {
  get(key: string, ctx?: { kind?: string }): Promise<Served>;
  set(
    key: string,
    data: unknown,
    ctx?: { tags?: string[]; cacheControl?: { revalidate: number } },
  ): Promise<void>;
  revalidateTag(tags: string | string[]): Promise<void>;
};
type HandlerClass = new (options?: { _requestHeaders?: Record<string, string> }) => Handler;

const LAYERS = Symbol.for("directory.pageCacheSharedLayers");
const testUrl = process.env.TEST_REDIS_URL;

function instance(redisUrl: string): HandlerClass {
  let HandlerClass: HandlerClass = undefined as never;
  const saved = { ...process.env };
  process.env.REDIS_URL = redisUrl;
  jest.isolateModules(() => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    HandlerClass = require("../../../web/site/pageCacheHandler.cjs");
  });
  process.env = saved;
  return HandlerClass;
}

const page = (html: string, tags: string) => ({
  kind: "APP_PAGE",
  html,
  rscData: Buffer.from(`rsc:${html}`),
  segmentData: new Map([["/_tree", Buffer.from("tree")]]),
  headers: { "x-next-cache-tags": tags },
  status: 200,
});

afterAll(async () => {
  const layers = (globalThis as Record<symbol, Map<string, { redis: Redis } | null>>)[LAYERS];
  for (const layer of layers?.values() ?? []) layer?.redis.disconnect();
  // ioredis gives a socket that never connected a second to close.
  await new Promise((resolve) => setTimeout(resolve, 1_200));
});

if (!testUrl && process.env.CI) {
  throw new Error("TEST_REDIS_URL must be set in CI: .ci/run starts Redis with .ci/redis.sh");
}
if (!testUrl) {
  console.warn(
    "[page cache] TEST_REDIS_URL is not set: the shared-layer cases are SKIPPED (CI sets it).",
  );
}

(testUrl ? describe : describe.skip)("the shared layer between two instances (real Redis)", () => {
  const url = new URL(testUrl ?? "redis://127.0.0.1");
  url.pathname = "/10";
  let redis: Redis;
  let A: HandlerClass;
  let B: HandlerClass;

  beforeAll(async () => {
    redis = new Redis(url.href);
    await redis.flushdb();
    A = instance(url.href);
    B = instance(url.href);
  });
  afterAll(async () => {
    await redis.quit();
  });

  it("serves a page one instance stored to the other, Buffers and Maps intact, then locally", async () => {
    await new A().set(
      "/main/-/about",
      page("<p>About</p>", "_N_T_/main/-/about,sanity:page:main:/about"),
      {
        cacheControl: { revalidate: 60 },
      },
    );
    const hit = await new B().get("/main/-/about");
    expect(hit?.value.html).toBe("<p>About</p>");
    expect(hit?.value.rscData).toEqual(Buffer.from("rsc:<p>About</p>"));
    expect(hit?.value.segmentData).toEqual(new Map([["/_tree", Buffer.from("tree")]]));
    expect(hit?.value.headers?.["x-page-cache-layer"]).toBe("shared");
    // With the lifetime its renderer gave it: B never rendered the route.
    expect((hit as unknown as { cacheControl?: unknown }).cacheControl).toEqual({ revalidate: 60 });
    expect((await new B().get("/main/-/about"))?.value.headers?.["x-page-cache-layer"]).toBe(
      "local",
    );
    // Entries expire: ten times the revalidation time.
    const keys = await redis.keys("page-cache:*:e:/main/-/about");
    expect(keys).toHaveLength(1);
    expect(await redis.ttl(keys[0] ?? "")).toBeGreaterThan(590);
  });

  it("drops a page on every instance once one of its tags is invalidated on one", async () => {
    await new A().set("/main/-/faq", page("<p>FAQ</p>", "sanity:doc:faq.1"), {});
    await new B().get("/main/-/faq"); // B keeps its own copy
    await new A().revalidateTag(["sanity:doc:faq.1"]);
    expect(await new B().get("/main/-/faq")).toBeNull();
    expect(await new A().get("/main/-/faq")).toBeNull();
    // Rendered again after the invalidation: a hit again.
    await new B().set("/main/-/faq", page("<p>FAQ 2</p>", "sanity:doc:faq.1"), {});
    expect((await new A().get("/main/-/faq"))?.value.html).toBe("<p>FAQ 2</p>");
  });

  it("keeps no data entries (the content tags' carriers): they would take the pages' room", async () => {
    await new A().set("carrier", { kind: "FETCH", data: { body: "true" } }, { tags: ["sanity:x"] });
    expect(await new A().get("carrier", { kind: "FETCH" })).toBeNull();
    expect(await new B().get("carrier", { kind: "FETCH" })).toBeNull();
  });

  it("swaps the script nonce of a page another instance rendered", async () => {
    const policy = (nonce: string) => `script-src 'nonce-${nonce}' 'strict-dynamic'`;
    const rendered = page(`<script nonce="AAAA">x()</script>`, "t");
    await new A({ _requestHeaders: { "content-security-policy": policy("AAAA") } }).set(
      "/n",
      rendered,
      {},
    );
    const hit = await new B({ _requestHeaders: { "content-security-policy": policy("BBBB") } }).get(
      "/n",
    );
    expect(hit?.value.html).toBe(`<script nonce="BBBB">x()</script>`);
    expect(hit?.value.headers?.["content-security-policy"]).toBe(policy("BBBB"));
  });
});

describe("a Redis that cannot be reached", () => {
  it("leaves each instance serving from its own layer, without errors", async () => {
    const Handler = instance("redis://127.0.0.1:1/0");
    const warn = jest.spyOn(process.stderr, "write").mockImplementation(() => true);
    try {
      await new Handler().set("/a", page("<p>a</p>", "sanity:a"), {});
      const hit = await new Handler().get("/a");
      expect(hit?.value.html).toBe("<p>a</p>");
      expect(hit?.value.headers?.["x-page-cache-layer"]).toBe("local");
      await new Handler().revalidateTag("sanity:a");
      expect(await new Handler().get("/a")).toBeNull();
      const downLines = warn.mock.calls.filter(([line]) =>
        String(line).includes("page-cache-shared-down"),
      );
      expect(downLines).toHaveLength(1);
    } finally {
      warn.mockRestore();
    }
  });
});
