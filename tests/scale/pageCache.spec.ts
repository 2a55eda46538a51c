/**
 * Issue 25.1 and 25.4 against real Redis and two production instances of one build:
 * the shared page cache, publish to live (Sanity's signed webhook) and a Redis outage.
 *
 * The content: both instances read the embedded dataset from a copy of the seed this
 * test owns (EMBEDDED_DATASET_PATH, reloaded when the file changes), the way a hosted
 * dataset changes under a running site; the test edits the copy, then posts the webhook
 * Sanity would send. Redis: TEST_REDIS_URL (`bash .ci/redis.sh`), or a server of the
 * test's own when it is not set (tests/support/redisServer.ts; CI fails without it),
 * database 9, emptied first, reached through a TCP relay the test can cut (the outage).
 */
import { createHmac } from "node:crypto";
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { Redis } from "ioredis";
import { rawRequest, type RawResponse } from "../support/nextServer";
import { testRedisUrl, type TestRedis } from "../support/redisServer";
import { startInstances, type Instances } from "./instances";

/** This suite's ports: two instances and the Redis relay (E2E_PORT + 20 to + 22). */
const BASE_PORT = Number(process.env.SCALE_PORT ?? Number(process.env.E2E_PORT ?? 3100) + 20);
/** This suite's own database of the test server. */
const DATABASE = 9;
const SECRET = "scale-webhook-secret";
const ROOT = path.resolve(__dirname, "../..");

type Answer = RawResponse;

/** A request to the instance on `port` (the main site). */
function request(
  port: number,
  requestPath: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> {
  return rawRequest(requestPath, { port, ...options });
}

/** Sanity's signature header (`t=<ms>,v1=<base64url HMAC-SHA256 of "<t>.<body>">`). */
function sign(body: string, secret: string): string {
  const timestamp = Date.now();
  const digest = createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("base64url");
  return `t=${timestamp},v1=${digest}`;
}

/** A TCP relay to Redis the test can cut and restore: an outage, as the instances see it. */
function redisRelay(target: URL, port: number) {
  const sockets = new Set<net.Socket>();
  let server: net.Server | null = null;
  const open = () =>
    new Promise<void>((resolve) => {
      server = net.createServer((client) => {
        const upstream = net.connect(Number(target.port || 6379), target.hostname);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on("close", () => sockets.delete(socket));
          socket.on("error", () => socket.destroy());
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, "127.0.0.1", () => resolve());
    });
  const cut = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      if (server) server.close(() => resolve());
      else resolve();
      server = null;
    });
  return { open, cut };
}

test.describe("shared page cache and publish to live (two instances, Redis)", () => {
  test.describe.configure({ mode: "serial", timeout: 120_000 });

  const relayPort = BASE_PORT + 2;
  let instances: Instances;
  let folder: string;
  let dataset: string;
  let relay: ReturnType<typeof redisRelay>;
  let redis: Redis;
  let server: TestRedis;

  test.beforeAll(async () => {
    server = await testRedisUrl();
    const target = new URL(server.url);
    target.pathname = `/${DATABASE}`;
    redis = new Redis(target.href);
    await redis.flushdb();
    relay = redisRelay(target, relayPort);
    await relay.open();
    folder = mkdtempSync(path.join(os.tmpdir(), "scale-page-cache-"));
    dataset = path.join(folder, "content.ndjson");
    copyFileSync(path.join(ROOT, "studio", "seed", "content.ndjson"), dataset);
    instances = await startInstances({
      ports: [BASE_PORT, BASE_PORT + 1],
      env: {
        REDIS_URL: `redis://127.0.0.1:${relayPort}/${DATABASE}`,
        SANITY_REVALIDATE_SECRET: SECRET,
        EMBEDDED_DATASET_PATH: dataset,
        DEFAULT_SITE: "main",
        LEADS_DB_PATH: path.join(folder, "leads.sqlite"),
      },
    });
  });

  test.afterEach(async ({}, testInfo) => {
    if (testInfo.status === testInfo.expectedStatus) return;
    for (const index of [0, 1]) {
      console.log(`instance ${index}:\n${instances?.output(index).join("\n")}`);
    }
  });

  test.afterAll(async () => {
    await instances?.stop();
    await relay?.cut();
    await redis?.quit();
    await server?.stop();
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  const [A, B] = [0, 1];
  const get = (index: number, requestPath: string) =>
    request(instances.ports[index] ?? 0, requestPath);

  /** Sets the about page's hero heading in the instances' dataset. */
  function editAboutHeading(heading: string) {
    const lines = readFileSync(dataset, "utf8").split("\n");
    const index = lines.findIndex((line) => line.includes('"_id":"page.main.about"'));
    expect(index).toBeGreaterThanOrEqual(0);
    lines[index] = (lines[index] ?? "").replace(
      /"heading":"About ElderPath[^"]*"/,
      `"heading":"${heading}"`,
    );
    writeFileSync(dataset, lines.join("\n"));
  }

  /**
   * After a publish, the first instance asked renders the page again (MISS); the second
   * renders it too, or takes the first one's new render from the shared layer (a HIT
   * there, never from its own, invalid copy). Which one depends on whether the first
   * instance's write to Redis has landed: both are right.
   */
  function expectRenderedAfterPublish(page: Answer, index: number) {
    if (index === A || page.headers["x-nextjs-cache"] === "MISS") {
      expect(page.headers["x-nextjs-cache"]).toBe("MISS");
    } else {
      expect(page.headers["x-nextjs-cache"]).toBe("HIT");
      expect(page.headers["x-page-cache-layer"]).toBe("shared");
    }
  }

  const webhookBody = JSON.stringify({
    _id: "page.main.about",
    _type: "page",
    site: "main",
    path: "/about",
    before: { site: "main", path: "/about" },
  });

  test("a page rendered on one instance is a hit on the other", async () => {
    const first = await get(A, "/about");
    expect(first.status).toBe(200);
    expect(first.headers["x-nextjs-cache"]).toBe("MISS");
    expect(first.body).toContain("About ElderPath");
    const onB = await get(B, "/about");
    expect(onB.status).toBe(200);
    expect(onB.headers["x-nextjs-cache"]).toBe("HIT");
    expect(onB.headers["x-page-cache-layer"]).toBe("shared");
    // B now holds it in its own layer too; A answers from its own.
    expect((await get(B, "/about")).headers["x-page-cache-layer"]).toBe("local");
    const again = await get(A, "/about");
    expect(again.headers["x-nextjs-cache"]).toBe("HIT");
    expect(again.headers["x-page-cache-layer"]).toBe("local");
    // Each request's own script nonce, even on a page another instance rendered.
    const nonce = (answer: Answer) =>
      /'nonce-([^']+)'/.exec(String(answer.headers["content-security-policy"]))?.[1];
    expect(nonce(onB)).toBeTruthy();
    expect(nonce(onB)).not.toBe(nonce(first));
    expect(onB.body).toContain(`nonce="${nonce(onB)}"`);
    expect(onB.body).not.toContain(`nonce="${nonce(first)}"`);
  });

  test("an unsigned or wrongly signed webhook is refused and changes nothing", async () => {
    editAboutHeading("About ElderPath, unsigned edit");
    const unsigned = await request(instances.ports[A] ?? 0, "/api/revalidate", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: webhookBody,
    });
    expect(unsigned.status).toBe(401);
    const wrong = await request(instances.ports[B] ?? 0, "/api/revalidate", {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "sanity-webhook-signature": sign(webhookBody, "not-the-secret"),
      },
      body: webhookBody,
    });
    expect(wrong.status).toBe(401);
    for (const index of [A, B]) {
      const page = await get(index, "/about");
      expect(page.headers["x-nextjs-cache"]).toBe("HIT");
      expect(page.body).not.toContain("unsigned edit");
    }
  });

  test("a signed webhook for a document on the page makes it a miss with the new content on both", async () => {
    editAboutHeading("About ElderPath, published now");
    const answer = await request(instances.ports[A] ?? 0, "/api/revalidate", {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "sanity-webhook-signature": sign(webhookBody, SECRET),
      },
      body: webhookBody,
    });
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body).revalidated).toContain("sanity:page:main:/about");
    // A, which took the webhook, renders the page again; so does B, unless A's new render
    // is already shared (B's own copy is invalid either way).
    for (const index of [A, B]) {
      const page = await get(index, "/about");
      expect(page.status).toBe(200);
      expectRenderedAfterPublish(page, index);
      expect(page.body).toContain("About ElderPath, published now");
    }
    for (const index of [A, B]) {
      const page = await get(index, "/about");
      expect(page.headers["x-nextjs-cache"]).toBe("HIT");
      expect(page.body).toContain("About ElderPath, published now");
    }
    // A page that does not show the document stays cached.
    await get(A, "/resources");
    const other = await get(B, "/resources");
    expect(other.headers["x-nextjs-cache"]).toBe("HIT");
  });

  test("a published change of a site's feature flags shows on both instances at once", async () => {
    const alt = (index: number) =>
      request(instances.ports[index] ?? 0, "/about", {
        headers: { host: `alt.localhost:${instances.ports[index]}` },
      });
    // The seed turns the faux chat on for the alternate site: its launcher is in the page.
    for (const index of [A, B]) expect((await alt(index)).body).toContain("data-faux-chat");
    expect((await alt(B)).headers["x-nextjs-cache"]).toBe("HIT");

    const lines = readFileSync(dataset, "utf8").split("\n");
    const index = lines.findIndex((line) => line.includes('"_id":"siteSettings.alt"'));
    lines[index] = (lines[index] ?? "").replace(
      '"featureFlags":["faux-chat"]',
      '"featureFlags":[]',
    );
    expect(lines[index]).toContain('"featureFlags":[]');
    writeFileSync(dataset, lines.join("\n"));
    const body = JSON.stringify({ _id: "siteSettings.alt", _type: "siteSettings", site: "alt" });
    const answer = await request(instances.ports[B] ?? 0, "/api/revalidate", {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "sanity-webhook-signature": sign(body, SECRET),
      },
      body,
    });
    expect(answer.status).toBe(200);
    // Not a minute later: the next answer of each instance is rendered with the new flags.
    for (const index of [A, B]) {
      const page = await alt(index);
      expectRenderedAfterPublish(page, index);
      expect(page.body).not.toContain("data-faux-chat");
    }
  });

  test("with Redis gone, pages are still served from each instance's own layer", async () => {
    await relay.cut();
    for (const index of [A, B]) {
      const cached = await get(index, "/about");
      expect(cached.status).toBe(200);
      expect(cached.headers["x-nextjs-cache"]).toBe("HIT");
      expect(cached.headers["x-page-cache-layer"]).toBe("local");
      const fresh = await get(index, "/medicare");
      expect(fresh.status).toBe(200);
      expect(await get(index, "/medicare").then((page) => page.status)).toBe(200);
    }
    await expect
      .poll(
        () => instances.output(A).filter((line) => line.includes("page-cache-shared-down")).length,
      )
      .toBe(1);
    // Back: the instances reconnect on their own and share again.
    await relay.open();
    await expect
      .poll(() => instances.output(A).some((line) => line.includes("page-cache-shared-back")), {
        timeout: 10_000,
      })
      .toBe(true);
  });

  test("an instance killed and started again finds the pages the other rendered", async () => {
    await instances.kill(B);
    await expect(get(B, "/about")).rejects.toThrow();
    await instances.restart(B);
    // The shared layer connects on the instance's first page request and waits a moment
    // for it; on a loaded machine the connection can take longer, and that first page is
    // then served from the local layer (by design). Once the instance says it is
    // connected, what the other rendered is a hit.
    expect((await get(B, "/medicare")).status).toBe(200);
    await expect
      .poll(() => instances.output(B).some((line) => line.includes("page-cache-shared-ready")), {
        timeout: 15_000,
      })
      .toBe(true);
    const page = await get(B, "/about");
    expect(page.status).toBe(200);
    expect(page.headers["x-nextjs-cache"]).toBe("HIT");
    expect(page.headers["x-page-cache-layer"]).toBe("shared");
    expect(page.body).toContain("About ElderPath, published now");
  });
});
