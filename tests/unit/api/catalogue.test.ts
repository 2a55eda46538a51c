/**
 * spec 7 "Third-party and other calls": the catalogue endpoints (a domain's care types, the
 * care-type translation, the geo catalogue), their offset/limit paging (spec 9 defaults),
 * the generic paged GET over real HTTP, and the public IP lookup, through their handlers
 * over a small seeded SQLite directory.
 */
import { afterAll, beforeAll, describe, expect, it, jest } from "@jest/globals";
import http from "node:http";
import type { AddressInfo } from "node:net";
import {
  getCatalogueCareTypes,
  getCatalogueDomains,
  getCatalogueGeo,
  getClientIp,
} from "@web/api/catalogue";
import { fetchAllPages } from "@web/client/pagedFetch";
import { CARE_TYPES } from "@web/rules/careTypes";
import { MAX_LIMIT } from "@web/rules/limits";
import type { Paged } from "@web/rules/paging";
import { SITE_IDS } from "@web/rules/sites";
import { openTestDirectory, type TestDirectory } from "./directoryFixture";

let directory: TestDirectory;

beforeAll(async () => {
  jest.spyOn(console, "log").mockImplementation(() => undefined);
  directory = await openTestDirectory();
}, 120_000);

afterAll(async () => {
  await directory?.close();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  new Request(`http://localhost${url}`, { headers });

async function json<T>(response: Response | Promise<Response>, status = 200): Promise<T> {
  const answer = await response;
  expect(answer.status).toBe(status);
  expect(answer.headers.get("cache-control")).toBe("no-store");
  return (await answer.json()) as T;
}

interface DomainRecord {
  name: string;
  source: string;
  careTypes: { id: number; slug: string; name: string; rollUpType: string }[];
}
interface CareTypeRecord {
  id: number;
  slug: string;
  name: string;
  rollUpType: string;
  path: string;
}
interface GeoEntry {
  type: "state" | "city";
  name: string;
  urlName: string;
  state: { code: string; name: string; urlName: string };
  total: number;
  path: string | null;
}

describe("GET /api/v1/catalogue/domains (spec 7 domain lookup by name, limit 1)", () => {
  it("answers the named domain's care types as results[0].careTypes", async () => {
    const answer = await json<Paged<DomainRecord>>(
      getCatalogueDomains(get("/api/v1/catalogue/domains?name=main&limit=1")),
    );
    expect(answer).toMatchObject({ total: 1, offset: 0, limit: 1 });
    expect(answer.results[0]).toMatchObject({ name: "main", source: "LEGACY" });
    expect(answer.results[0]?.careTypes).toEqual(
      CARE_TYPES.map(({ id, slug, name, rollUpType }) => ({ id, slug, name, rollUpType })),
    );
    const byHost = await json<Paged<DomainRecord>>(
      getCatalogueDomains(get("/api/v1/catalogue/domains?name=ALT.localhost:3900")),
    );
    expect(byHost.results.map((domain) => [domain.name, domain.source])).toEqual([
      ["alt", "ALGOLIA"],
    ]);
  });

  it("lists every domain by default (limit 100), pages them, and finds nothing for an unknown name", async () => {
    const all = await json<Paged<DomainRecord>>(
      getCatalogueDomains(get("/api/v1/catalogue/domains")),
    );
    expect(all).toMatchObject({ total: SITE_IDS.length, offset: 0, limit: 100 });
    expect(all.results.map((domain) => domain.name)).toEqual([...SITE_IDS]);
    const second = await json<Paged<DomainRecord>>(
      getCatalogueDomains(get("/api/v1/catalogue/domains?offset=1&limit=1")),
    );
    expect(second).toMatchObject({ total: SITE_IDS.length, offset: 1, limit: 1 });
    expect(second.results.map((domain) => domain.name)).toEqual([SITE_IDS[1]]);
    expect(
      await json(getCatalogueDomains(get("/api/v1/catalogue/domains?name=example.org"))),
    ).toEqual({ results: [], total: 0, offset: 0, limit: 100 });
  });
});

describe("GET /api/v1/catalogue/care-types (spec 7 care-type translation by ancestor domain, limit 50)", () => {
  it("lists the care types under a roll-up, and every care type of a site", async () => {
    const care = await json<Paged<CareTypeRecord>>(
      getCatalogueCareTypes(
        get("/api/v1/catalogue/care-types?ancestorDomain=senior-care&limit=50"),
      ),
    );
    expect(care.limit).toBe(50);
    expect(care.results.map((c) => c.slug)).toEqual(
      CARE_TYPES.filter((c) => c.rollUpType === "senior-care").map((c) => c.slug),
    );
    expect(care.results.every((c) => c.path.startsWith("/senior-care/"))).toBe(true);
    const site = await json<Paged<CareTypeRecord>>(
      getCatalogueCareTypes(get("/api/v1/catalogue/care-types?ancestorDomain=alt&limit=50")),
    );
    expect(site.total).toBe(CARE_TYPES.length);
  });

  it("translates a slug to its roll-up and page, and knows nothing of unknown ancestors", async () => {
    const hospices = await json<Paged<CareTypeRecord>>(
      getCatalogueCareTypes(get("/api/v1/catalogue/care-types?careType=Hospices")),
    );
    expect(hospices.results).toEqual([
      expect.objectContaining({
        slug: "hospices",
        rollUpType: "senior-care",
        path: "/senior-care/hospices",
      }),
    ]);
    const none = await json<Paged<CareTypeRecord>>(
      getCatalogueCareTypes(get("/api/v1/catalogue/care-types?ancestorDomain=senior-homes")),
    );
    expect(none).toMatchObject({ results: [], total: 0 });
  });
});

describe("GET /api/v1/catalogue/geo (spec 7 geo catalogue, default limit 100)", () => {
  it("lists the states with listed providers, and a state's cities with their geo pages", async () => {
    const states = await json<Paged<GeoEntry>>(
      getCatalogueGeo(get("/api/v1/catalogue/geo"), directory.dependencies),
    );
    expect(states).toMatchObject({ offset: 0, limit: 100 });
    expect(states.total).toBe(states.results.length);
    expect(states.results.every((entry) => entry.type === "state" && entry.path === null)).toBe(
      true,
    );
    const cities = await json<Paged<GeoEntry>>(
      getCatalogueGeo(
        get("/api/v1/catalogue/geo?state=texas&careType=assisted-living"),
        directory.dependencies,
      ),
    );
    const austin = cities.results.find((entry) => entry.urlName === "austin");
    expect(austin).toMatchObject({
      type: "city",
      name: "Austin",
      path: "/senior-living/assisted-living/texas/austin",
    });
    expect(cities.results.every((entry) => entry.state.code === "TX")).toBe(true);
  });

  it("pages with offset and limit: defaults for misfit values, at most 10,000", async () => {
    const base = "/api/v1/catalogue/geo?state=TX&careType=assisted-living";
    const all = await json<Paged<GeoEntry>>(getCatalogueGeo(get(base), directory.dependencies));
    const pages = await Promise.all(
      [0, 2].map((offset) =>
        json<Paged<GeoEntry>>(
          getCatalogueGeo(get(`${base}&offset=${offset}&limit=2`), directory.dependencies),
        ),
      ),
    );
    expect(pages.flatMap((page) => page.results)).toEqual(all.results.slice(0, 4));
    expect(pages[1]).toMatchObject({ offset: 2, limit: 2, total: all.total });
    const misfit = await json<Paged<GeoEntry>>(
      getCatalogueGeo(get(`${base}&offset=-3&limit=abc`), directory.dependencies),
    );
    expect(misfit).toMatchObject({ offset: 0, limit: 100, total: all.total });
    const huge = await json<Paged<GeoEntry>>(
      getCatalogueGeo(get(`${base}&limit=50000&offset=99999999`), directory.dependencies),
    );
    expect(huge).toMatchObject({ results: [], limit: MAX_LIMIT, total: all.total });
  });

  it("answers 400 for an unknown state or care type", async () => {
    for (const [query, message] of [
      ["state=Narnia", /^state must be a US state code/],
      ["careType=moon-base", /^careType must be a care-type slug/],
    ] as const) {
      const body = await json<{ error: string }>(
        getCatalogueGeo(get(`/api/v1/catalogue/geo?${query}`), directory.dependencies),
        400,
      );
      expect(body.error).toMatch(message);
    }
  });

  it("answers an empty page when the store fails (spec 8), logged", async () => {
    const errors = jest.spyOn(console, "error").mockImplementation(() => undefined);
    const body = await json(
      getCatalogueGeo(get("/api/v1/catalogue/geo"), {
        ...directory.dependencies,
        store: async () => Promise.reject(new Error("directory down")),
      }),
    );
    expect(body).toEqual({ results: [], total: 0, offset: 0, limit: 100 });
    expect(errors).toHaveBeenCalledTimes(1);
    errors.mockRestore();
  });
});

describe("the generic paged GET (web/client/pagedFetch.ts) over real HTTP", () => {
  let server: http.Server;
  let origin: string;
  const asked: string[] = [];

  beforeAll(async () => {
    server = http.createServer((incoming, outgoing) => {
      asked.push(incoming.url ?? "");
      void getCatalogueGeo(
        new Request(`http://localhost${incoming.url ?? "/"}`),
        directory.dependencies,
      ).then(async (response) => {
        outgoing.writeHead(response.status, Object.fromEntries(response.headers));
        outgoing.end(Buffer.from(await response.arrayBuffer()));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    // fetch keeps its sockets alive: close them, or close() waits for their idle timeout.
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it("fetches further pages while the total exceeds the offset plus the page size", async () => {
    const filters = { state: "TX", careType: "assisted-living" };
    const every = await fetchAllPages<GeoEntry>(`${origin}/api/v1/catalogue/geo`, { filters });
    expect(asked).toHaveLength(1);
    expect(asked[0]).toContain(`limit=${MAX_LIMIT}`);
    asked.length = 0;
    const paged = await fetchAllPages<GeoEntry>(`${origin}/api/v1/catalogue/geo`, {
      filters,
      limit: 3,
    });
    expect(paged).toEqual(every);
    expect(asked).toHaveLength(Math.ceil(every.length / 3));
    expect(asked.at(-1)).toContain(`offset=${3 * (asked.length - 1)}`);
    const fromFourth = await fetchAllPages<GeoEntry>(`${origin}/api/v1/catalogue/geo`, {
      filters,
      limit: 3,
      offset: 3,
    });
    expect(fromFourth).toEqual(every.slice(3));
  });

  it("throws on an answer that is not a page", async () => {
    await expect(
      fetchAllPages(`${origin}/api/v1/catalogue/geo`, { filters: { state: "Narnia" } }),
    ).rejects.toThrow(/HTTP 400/);
  });
});

describe("GET /api/v1/ip (spec 7 public IP lookup, JSON format)", () => {
  const trustProxy = process.env.TRUST_PROXY;
  afterAll(() => {
    if (trustProxy === undefined) delete process.env.TRUST_PROXY;
    else process.env.TRUST_PROXY = trustProxy;
  });

  it("answers {ip}: the client as the site sees it, behind TRUST_PROXY the forwarded address", async () => {
    const headers = { "x-forwarded-for": "203.0.113.9" };
    delete process.env.TRUST_PROXY;
    // Without a trusted proxy a client's own X-Forwarded-For is not believed.
    expect(await json(getClientIp(get("/api/v1/ip?format=json", headers)))).toEqual({ ip: null });
    process.env.TRUST_PROXY = "1";
    expect(await json(getClientIp(get("/api/v1/ip?format=json", headers)))).toEqual({
      ip: "203.0.113.9",
    });
    const text = getClientIp(get("/api/v1/ip", headers));
    expect(text.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(await text.text()).toBe("203.0.113.9");
  });

  it("answers 400 for a format it does not speak", async () => {
    expect(await json(getClientIp(get("/api/v1/ip?format=xml")), 400)).toEqual({
      error: "format must be json or text",
      statusCode: 400,
    });
  });
});
