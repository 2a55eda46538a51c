/**
 * The browser data layer's calls (web/client/api.ts) over real HTTP: a local
 * server runs the real route handlers over a small seeded SQLite directory, and
 * `fetch` resolves the layer's relative URLs against it, as a browser does against
 * the page's origin. The failures are real answers too (a 500, HTML, a closed port).
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, jest } from "@jest/globals";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { fetchLocationSuggestions, fetchProvidersByIds } from "@web/client/api";
import type { FacetedSearchResponse } from "@web/rules/model/types";
import { setLogSink, type LogEntry } from "@web/lib/log";
import { TEST_SCALE, TEST_SEED } from "../api/directoryFixture";

const folder = fs.mkdtempSync(path.join(os.tmpdir(), "client-api-"));
process.env.DIRECTORY_DB_PATH = path.join(folder, "directory.sqlite");
process.env.DIRECTORY_SEED_SCALE = String(TEST_SCALE);
process.env.DIRECTORY_SEED = TEST_SEED;
delete process.env.DATABASE_URL;
delete process.env.MAPS_ACCESS_TOKEN;

type Handler = (request: Request) => Promise<Response>;
/** What the server answers instead of the real route, for the failure cases. */
let override: ((response: http.ServerResponse) => void) | null = null;
let requestsSeen = 0;
let routes: Record<string, Handler>;
let server: http.Server;
let origin: string;
const realFetch = globalThis.fetch;
let entries: LogEntry[] = [];
let austinIds: string[] = [];
let restoreSink: () => void;

beforeAll(async () => {
  jest.spyOn(console, "log").mockImplementation(() => undefined);
  const byIds = await import("@web/app/api/v1/location/by-ids/route");
  const autocomplete = await import("@web/app/api/v1/location/autocomplete-suggestions/route");
  const search = await import("@web/app/api/v2/faceted-search/route");
  routes = {
    "POST /api/v1/location/by-ids": byIds.POST,
    "GET /api/v1/location/autocomplete-suggestions": autocomplete.GET,
    "GET /api/v2/faceted-search": search.GET,
  };
  server = http.createServer(async (incoming, outgoing) => {
    requestsSeen += 1;
    if (override) return override(outgoing);
    const url = new URL(incoming.url ?? "/", "http://localhost");
    const route = routes[`${incoming.method} ${url.pathname}`];
    if (!route) return outgoing.writeHead(404).end();
    const chunks: Buffer[] = [];
    for await (const chunk of incoming) chunks.push(chunk as Buffer);
    const body = chunks.length > 0 ? Buffer.concat(chunks) : undefined;
    const answer = await route(
      new Request(url, {
        method: incoming.method,
        headers: { ...incoming.headers } as HeadersInit,
        body,
      }),
    );
    outgoing.writeHead(answer.status, Object.fromEntries(answer.headers));
    outgoing.end(Buffer.from(await answer.arrayBuffer()));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  globalThis.fetch = (input, init) =>
    realFetch(typeof input === "string" ? new URL(input, origin) : input, init);
  // The first call seeds the directory (a few seconds): done here, not in a test.
  austinIds = await someProviderIds(3);
}, 120_000);

afterAll(async () => {
  globalThis.fetch = realFetch;
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  const { closeDirectoryStore } = await import("@web/directory");
  await closeDirectoryStore();
  fs.rmSync(folder, { recursive: true, force: true });
});

beforeEach(() => {
  entries = [];
  restoreSink = setLogSink((entry) => entries.push(entry));
});

afterEach(() => {
  override = null;
  restoreSink();
});

const failures: [string, (response: http.ServerResponse) => void][] = [
  ["a 500 answer", (r) => r.writeHead(500, { "content-type": "application/json" }).end("{}")],
  [
    "an answer that is not JSON",
    (r) => r.writeHead(200, { "content-type": "text/html" }).end("<html>"),
  ],
  [
    "a JSON answer of another shape",
    (r) => r.writeHead(200, { "content-type": "application/json" }).end('{"items":[]}'),
  ],
];

/** Some provider ids of the seeded directory, from a real search. */
async function someProviderIds(count: number): Promise<string[]> {
  const answer = (await (
    await fetch("/api/v2/faceted-search?keyword=Austin%2C%20TX&domain=main")
  ).json()) as { data: Omit<FacetedSearchResponse, "facets"> };
  const ids = answer.data.results.slice(0, count).map((provider) => provider.id);
  expect(ids).toHaveLength(count);
  return ids;
}

describe("fetchProvidersByIds (POST /api/v1/location/by-ids)", () => {
  it("answers the providers in the order asked, leaving out ids the directory does not know", async () => {
    const ids = [...austinIds].reverse();
    const answer = await fetchProvidersByIds([ids[0]!, "no-such-provider", ids[1]!, ids[2]!]);
    expect(answer.failed).toBe(false);
    expect(answer.data.map((provider) => provider.id)).toEqual(ids);
    expect(entries).toEqual([]);
  });

  it.each(failures)("after %s: no providers, failed, and one log line", async (_, answer) => {
    override = answer;
    await expect(fetchProvidersByIds(["a", "b"])).resolves.toEqual({ data: [], failed: true });
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ level: "warn", event: "warning", where: "providers by id" });
    expect(entries[0]!.timestamp).toMatch(/^\d{4}-\d\d-\d\dT[\d:.]+Z$/);
  });

  it("after a network error: no providers, failed, and one log line", async () => {
    globalThis.fetch = (input, init) =>
      realFetch(new URL(String(input), "http://127.0.0.1:9"), init);
    try {
      await expect(fetchProvidersByIds(["a"])).resolves.toEqual({ data: [], failed: true });
    } finally {
      globalThis.fetch = (input, init) =>
        realFetch(typeof input === "string" ? new URL(input, origin) : input, init);
    }
    expect(entries).toHaveLength(1);
    expect(String(entries[0]!.message)).toMatch(/^1 ids failed: /);
  });
});

describe("fetchLocationSuggestions (GET /api/v1/location/autocomplete-suggestions)", () => {
  it("answers the places for the typed text", async () => {
    const answer = await fetchLocationSuggestions("Austin", "main");
    expect(answer.failed).toBe(false);
    expect(answer.data.length).toBeGreaterThan(0);
    expect(answer.data.length).toBeLessThanOrEqual(6);
    expect(answer.data.map((option) => option.label).join("\n")).toMatch(/Austin/);
    expect(entries).toEqual([]);
  });

  it("asks nothing under 3 characters (spec 5)", async () => {
    const before = requestsSeen;
    await expect(fetchLocationSuggestions("  Au ", "main")).resolves.toEqual({
      data: [],
      failed: false,
    });
    expect(requestsSeen).toBe(before);
    expect(entries).toEqual([]);
  });

  it.each(failures)("after %s: no places, failed, and one log line", async (_, answer) => {
    override = answer;
    await expect(fetchLocationSuggestions("Austin", "main")).resolves.toEqual({
      data: [],
      failed: true,
    });
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      level: "warn",
      where: "location autocomplete",
      message: expect.stringMatching(/^suggestions for "Austin" failed: /),
    });
  });

  it("does not log a call it aborted itself (a newer one started)", async () => {
    const request = new AbortController();
    const pending = fetchLocationSuggestions("Austin", "main", request.signal);
    request.abort();
    await expect(pending).resolves.toEqual({ data: [], failed: true });
    expect(entries).toEqual([]);
  });
});
