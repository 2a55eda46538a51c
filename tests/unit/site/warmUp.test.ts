import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "@jest/globals";
import { setLogSink, type LogEntry } from "@web/lib/log";
import { HOT_PAGES } from "@web/site/hotPages";
import { canonicalPageQuery } from "@web/site/pageRoute";
import { SITES, SITE_IDS } from "@web/site/sites";
import { warmUp, warmUpEnabled, warmUpPages, warmUpTarget } from "@web/site/warmUp";

describe("the hot pages (issue 14.10)", () => {
  it("hold each brand's home page, a search on each brand's search path and a guide", () => {
    for (const site of SITE_IDS) {
      expect(HOT_PAGES).toContainEqual({ site, path: "/" });
      const searchPath = SITES[site].searchPath.replace(/\/$/, "");
      expect(
        HOT_PAGES.some((page) => page.site === site && page.path.startsWith(`${searchPath}?`)),
      ).toBe(true);
    }
    expect(HOT_PAGES.some((page) => page.path.startsWith("/resources/"))).toBe(true);
    expect(HOT_PAGES.length).toBeLessThanOrEqual(10);
  });

  it("are written in canonical form, so the warmed copy is the one visitors get", () => {
    for (const page of HOT_PAGES) {
      const url = new URL(page.path, "http://main.localhost");
      expect({ page, canonical: canonicalPageQuery(url.searchParams)?.toString() ?? null }).toEqual(
        {
          page,
          canonical: null,
        },
      );
    }
    expect(new Set(HOT_PAGES.map((page) => `${page.site} ${page.path}`)).size).toBe(
      HOT_PAGES.length,
    );
  });
});

describe("where and whether to warm up", () => {
  it("finds the port next start listens on, on the loopback address unless -H named a host", () => {
    expect(warmUpTarget({ PORT: "3000", __NEXT_PRIVATE_ORIGIN: "http://localhost:3000" })).toEqual({
      hostname: "127.0.0.1",
      port: 3000,
    });
    expect(warmUpTarget({ PORT: "3000" })).toEqual({ hostname: "127.0.0.1", port: 3000 });
    expect(warmUpTarget({ __NEXT_PRIVATE_ORIGIN: "http://10.0.0.5:8080" })).toEqual({
      hostname: "10.0.0.5",
      port: 8080,
    });
    expect(warmUpTarget({ __NEXT_PRIVATE_ORIGIN: "http://[::1]:3000" })).toEqual({
      hostname: "::1",
      port: 3000,
    });
    expect(warmUpTarget({})).toBeNull();
    expect(warmUpTarget({ PORT: "not-a-port" })).toBeNull();
  });

  it("is on in production and off in development unless WARM_UP says otherwise", () => {
    expect(warmUpEnabled({ NODE_ENV: "production" })).toBe(true);
    expect(warmUpEnabled({ NODE_ENV: "development" })).toBe(false);
    expect(warmUpEnabled({ NODE_ENV: "production", WARM_UP: "off" })).toBe(false);
    expect(warmUpEnabled({ NODE_ENV: "development", WARM_UP: "on" })).toBe(true);
  });
});

describe("warming the pages over HTTP", () => {
  const requests: { path: string; host: string }[] = [];
  let server: http.Server;
  let port: number;
  const entries: LogEntry[] = [];
  let restoreLog: () => void;

  beforeAll(async () => {
    server = http.createServer((request, response) => {
      requests.push({ path: request.url ?? "", host: request.headers.host ?? "" });
      if (request.url === "/broken") {
        response.statusCode = 500;
        response.end("broken");
      } else if (request.url === "/hangs") {
        // Never answers: the warm-up's timeout must give up on it.
      } else if (request.url === "/drops") {
        request.socket.destroy();
      } else {
        response.end("<html>warm</html>");
      }
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
    restoreLog = setLogSink((entry) => entries.push(entry));
  });
  afterEach(() => {
    requests.length = 0;
    entries.length = 0;
  });
  afterAll(async () => {
    restoreLog();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it("requests each page once, on its brand's host, and logs one line for the lot", async () => {
    const warmed = await warmUpPages({ hostname: "127.0.0.1", port }, [
      { site: "main", path: "/" },
      { site: "alt", path: "/search?keyword=Miami%2C+FL" },
    ]);
    expect(requests).toEqual([
      { path: "/", host: `main.localhost:${port}` },
      { path: "/search?keyword=Miami%2C+FL", host: `alt.localhost:${port}` },
    ]);
    expect(warmed.map((page) => page.status)).toEqual([200, 200]);
    expect(entries).toEqual([
      expect.objectContaining({ level: "info", event: "page-warm-up", pages: 2, warmed: 2 }),
    ]);
  });

  it("logs a page that fails, times out or drops the connection, and goes on to the next", async () => {
    const warmed = await warmUpPages(
      { hostname: "127.0.0.1", port },
      [
        { site: "main", path: "/broken" },
        { site: "main", path: "/hangs" },
        { site: "main", path: "/drops" },
        { site: "main", path: "/" },
      ],
      300,
    );
    expect(warmed.map((page) => page.status)).toEqual([500, null, null, 200]);
    expect(entries.map((entry) => [entry.level, entry.event, entry.path])).toEqual([
      ["warn", "page-warm-up-status", "/broken"],
      ["warn", "page-warm-up-failed", "/hangs"],
      ["warn", "page-warm-up-failed", "/drops"],
      ["info", "page-warm-up", undefined],
    ]);
    expect(entries.at(-1)).toMatchObject({ pages: 4, warmed: 1 });
  });

  it("never rejects, even with nothing listening", async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const deadPort = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const warmed = await warmUpPages({ hostname: "127.0.0.1", port: deadPort }, [
      { site: "main", path: "/" },
    ]);
    expect(warmed).toEqual([expect.objectContaining({ status: null })]);
  });

  it("warms the store, then the pages; a store that fails is logged and the pages still warmed", async () => {
    const env = { WARM_UP: "on", PORT: String(port) };
    await warmUp(async () => {
      throw new Error("no directory");
    }, env);
    expect(entries[0]).toMatchObject({ level: "warn", event: "store-warm-up-failed" });
    expect(entries.at(-1)).toMatchObject({ event: "page-warm-up", warmed: HOT_PAGES.length });
    expect(requests).toHaveLength(HOT_PAGES.length);

    entries.length = 0;
    requests.length = 0;
    await warmUp(async () => undefined, env);
    expect(entries[0]).toMatchObject({ level: "info", event: "store-warm-up" });
  });

  it("does nothing with WARM_UP=off", async () => {
    let storeWarmed = false;
    await warmUp(
      async () => {
        storeWarmed = true;
      },
      { WARM_UP: "off", PORT: String(port) },
    );
    expect(storeWarmed).toBe(false);
    expect(requests).toEqual([]);
  });
});
