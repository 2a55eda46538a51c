/**
 * The page cache's shared layer (issue 25.1) against a real Redis: two copies of the
 * handler module stand for two instances (each its own LRU and tag times), one Redis
 * database between them: TEST_REDIS_URL (CI sets it: .ci/redis.sh), else a redis-server
 * of the test's own (tests/support/redisServer.ts); never skipped.
 */
import { afterAll, beforeAll, describe, expect, it, jest } from "@jest/globals";
import { Redis } from "ioredis";
import { testRedisUrl, type TestRedis } from "../../support/redisServer";

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

describe("the shared layer between two instances (real Redis)", () => {
  let server: TestRedis;
  let url: URL;
  let redis: Redis;
  let A: HandlerClass;
  let B: HandlerClass;

  beforeAll(async () => {
    server = await testRedisUrl();
    url = new URL(server.url);
    url.pathname = "/10";
    redis = new Redis(url.href);
    await redis.flushdb();
    A = instance(url.href);
    B = instance(url.href);
  });
  afterAll(async () => {
    await redis.quit();
    // The instances' connection goes before the server, quietly: the outage case below
    // counts the "down" lines of its own layer.
    const layers = (globalThis as Record<symbol, Map<string, { redis: Redis } | null>>)[LAYERS];
    const layer = layers?.get(url.href);
    layer?.redis.removeAllListeners();
    layer?.redis.disconnect();
    layers?.delete(url.href);
    await server.stop();
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

  it("stores a page's HTML and RSC payload as raw bytes, and reads them back intact", async () => {
    // A page as large as a search page's, with characters outside Latin-1 and JSON's
    // special ones; its segments in a Map.
    const html = `<p title="a \\ "b"">Caf\u00e9 \u2026 \u2197 ${"x".repeat(300_000)}</p>`;
    const stored = {
      ...page(html, "sanity:big"),
      segmentData: new Map([
        ["/_tree", Buffer.from([0, 1, 2, 255])],
        ["/_index", Buffer.from("index")],
      ]),
      postponed: undefined,
    };
    await new A().set("/main/-/big", stored, { cacheControl: { revalidate: 60 } });
    const [key] = await redis.keys("page-cache:*:e:/main/-/big");
    const bytes = await redis.getBuffer(key ?? "");
    // Neither base64 nor escaped into JSON: about the HTML and payload's own size.
    expect(bytes?.subarray(0, 4).toString()).toBe("PCF1");
    const raw = Buffer.byteLength(html) + Buffer.byteLength(`rsc:${html}`);
    expect(bytes?.length).toBeGreaterThan(raw);
    expect(bytes?.length).toBeLessThan(raw + 2_000);
    const hit = await new B().get("/main/-/big");
    expect(hit?.value.html).toBe(html);
    expect(hit?.value.rscData).toEqual(Buffer.from(`rsc:${html}`));
    expect(hit?.value.segmentData).toEqual(stored.segmentData);
    expect(hit?.value.status).toBe(200);
  });

  it("still reads an entry of the earlier format (JSON, Buffers in base64)", () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { unframe } = require("../../../web/site/pageCacheShared.cjs") as {
      unframe(bytes: Buffer): { value: Record<string, unknown> };
    };
    const earlier = {
      lastModified: 1,
      value: {
        kind: "APP_PAGE",
        html: "<p>old</p>",
        rscData: { $buffer: Buffer.from("rsc").toString("base64") },
        segmentData: { $map: [["/_tree", { $buffer: Buffer.from("tree").toString("base64") }]] },
      },
    };
    const entry = unframe(Buffer.from(JSON.stringify(earlier)));
    expect(entry.value.html).toBe("<p>old</p>");
    expect(entry.value.rscData).toEqual(Buffer.from("rsc"));
    expect(entry.value.segmentData).toEqual(new Map([["/_tree", Buffer.from("tree")]]));
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
