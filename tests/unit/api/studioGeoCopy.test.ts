/**
 * The Studio's geo copy routes (issue 16), called as Next calls them, over a small
 * seeded SQLite directory in a temporary folder.
 */
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parsePlace } from "@web/api/studioGeoCopy";

const folder = fs.mkdtempSync(path.join(os.tmpdir(), "studio-geo-copy-"));
process.env.DIRECTORY_DB_PATH = path.join(folder, "directory.sqlite");
process.env.DIRECTORY_SEED_SCALE = "600";
process.env.DIRECTORY_SEED = "studio-geo-copy";
process.env.SANITY_STUDIO_ORIGIN = "https://studio.example";
// Clients told apart by X-Forwarded-For, for the rate limits.
process.env.TRUST_PROXY = "1";
delete process.env.DATABASE_URL;

type Routes = {
  preview: typeof import("@web/app/api/studio/geo-copy-preview/route");
  check: typeof import("@web/app/api/studio/geo-copy-check/route");
};
let routes: Routes;

beforeAll(async () => {
  routes = {
    preview: await import("@web/app/api/studio/geo-copy-preview/route"),
    check: await import("@web/app/api/studio/geo-copy-check/route"),
  };
}, 120_000);

afterAll(async () => {
  const { closeDirectoryStore } = await import("@web/directory");
  await closeDirectoryStore();
  fs.rmSync(folder, { recursive: true, force: true });
});

const STUDIO = "https://studio.example";
let client = 0;

function post(route: string, body: unknown, origin: string | null = STUDIO): Request {
  const headers: Record<string, string> = {
    "content-type": "application/json",
    // Each test is its own client for the rate limits.
    "x-forwarded-for": `10.0.0.${++client}`,
  };
  if (origin) headers.origin = origin;
  return new Request(`http://localhost/api/studio/${route}`, {
    method: "POST",
    headers,
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

async function firstCity(): Promise<string> {
  const { appDependencies } = await import("@web/api/appDependencies");
  const places = await (await appDependencies.store()).geoCopyPlaces();
  const city = places.cities.find(
    (item) => (item.providerCountByCareType["assisted-living"] ?? 0) > 0,
  )!;
  return `${city.city.name}, ${city.state.code}`;
}

describe("POST /api/studio/geo-copy-preview", () => {
  it("renders the template for the chosen city and care type, with its diagnostics", async () => {
    const place = await firstCity();
    const response = await routes.preview.POST(
      post("geo-copy-preview", {
        template:
          "{{careTypeName}} in {{city}}, {{stateCode}}: {{providerCount}} places.\n{{citty}}",
        careType: "assisted-living",
        place,
      }),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("access-control-allow-origin")).toBe(STUDIO);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const body = await response.json();
    expect(body.place).toBe(place);
    expect(body.text).toMatch(new RegExp(`^Assisted Living in ${place}: \\d+ places\\.$`));
    expect(body.diagnostics).toEqual([
      expect.objectContaining({ line: 2, column: 3, reason: expect.stringContaining("citty") }),
    ]);
    expect(body.path).toMatch(/^\/senior-living\/assisted-living\/[a-z-]+\/[a-z0-9-]+$/);
  }, 60_000);

  it.each([
    [{ careType: "assisted-living", place: "Austin, TX" }, "template must be the template's text"],
    [{ template: "x", careType: "moon-base", place: "Austin, TX" }, "careType must be one of"],
    [
      { template: "x", careType: "assisted-living", place: "Austin" },
      "place must be a city and its state",
    ],
    [
      { template: "x".repeat(20_001), careType: "assisted-living", place: "Austin, TX" },
      "longer than 20000",
    ],
    ["not json", "Send a JSON object"],
  ])("answers 400 with what to send instead: %#", async (body, message) => {
    const response = await routes.preview.POST(post("geo-copy-preview", body));
    expect(response.status).toBe(400);
    expect((await response.json()).error).toContain(message);
  });

  it("answers 404 for a city the directory does not have", async () => {
    const response = await routes.preview.POST(
      post("geo-copy-preview", {
        template: "x",
        careType: "assisted-living",
        place: "Atlantis, NV",
      }),
    );
    expect(response.status).toBe(404);
    expect((await response.json()).error).toBe("The directory has no providers in Atlantis, NV");
  });

  it("refuses browsers on other origins, and answers the Studio's preflight", async () => {
    const foreign = await routes.preview.POST(
      post("geo-copy-preview", { template: "x" }, "https://evil.example"),
    );
    expect(foreign.status).toBe(403);
    expect(foreign.headers.get("access-control-allow-origin")).toBeNull();
    const preflight = routes.preview.OPTIONS(
      new Request("http://localhost/api/studio/geo-copy-preview", {
        method: "OPTIONS",
        headers: { origin: STUDIO, "access-control-request-method": "POST" },
      }),
    );
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("access-control-allow-methods")).toBe("POST, OPTIONS");
    const refused = routes.preview.OPTIONS(
      new Request("http://localhost/api/studio/geo-copy-preview", {
        method: "OPTIONS",
        headers: { origin: "https://evil.example" },
      }),
    );
    expect(refused.status).toBe(403);
  });
});

describe("POST /api/studio/geo-copy-check", () => {
  it("checks the template against every city, as template:check does", async () => {
    const response = await routes.check.POST(
      post("geo-copy-check", {
        // The geo pages give no county: missing in every city.
        template: "In {{city}}, {{county}}.",
        careTypes: ["assisted-living"],
      }),
    );
    expect(response.status).toBe(200);
    const report = await response.json();
    expect(report.careTypes).toEqual(["assisted-living"]);
    expect(report.places).toBe(report.cities);
    expect(report.ok).toBe(false);
    expect(report.problems[0]).toMatchObject({
      kind: "missing-value",
      line: 1,
      column: 16,
      count: report.cities,
    });
    expect(report.length.min.length).toBeGreaterThan(0);
  }, 60_000);

  it("refuses an unknown care type, and a client checking too often (429)", async () => {
    const bad = await routes.check.POST(
      post("geo-copy-check", { template: "x", careTypes: ["moon"] }),
    );
    expect(bad.status).toBe(400);
    expect((await bad.json()).error).toBe("unknown geo care type: moon");
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const request = post("geo-copy-check", {
        template: "{{city}}.",
        careTypes: ["nursing-homes"],
      });
      request.headers.set("x-forwarded-for", "10.9.9.9");
      statuses.push((await routes.check.POST(request)).status);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(statuses.slice(10)).toEqual([429, 429]);
  }, 60_000);
});

describe("parsePlace", () => {
  it("reads a city and its state, by code or by name", () => {
    expect(parsePlace("Austin, TX")).toEqual({ cityUrlName: "austin", stateCode: "TX" });
    expect(parsePlace("  St. Louis , missouri")).toEqual({
      cityUrlName: "st-louis",
      stateCode: "MO",
    });
    expect(parsePlace("Austin")).toBeNull();
    expect(parsePlace("Austin, Atlantis")).toBeNull();
  });
});
