/**
 * The Studio's geo copy routes (issue 16), called as Next calls them, over a small
 * seeded SQLite directory in a temporary folder: editors only, whatever the Origin
 * (issue 28.1), and every render off the main thread.
 */
import { afterAll, beforeAll, describe, expect, it, jest } from "@jest/globals";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { monitorEventLoopDelay } from "node:perf_hooks";
import type { SanityUsers } from "@web/api/studioAccess";
import { geoCopyCheck, geoCopyPreview, parsePlace } from "@web/api/studioGeoCopy";
import { LOCAL_PREVIEW_SECRET } from "@web/content/previewSecret";

const folder = fs.mkdtempSync(path.join(os.tmpdir(), "studio-geo-copy-"));
process.env.DIRECTORY_DB_PATH = path.join(folder, "directory.sqlite");
process.env.DIRECTORY_SEED_SCALE = "600";
process.env.DIRECTORY_SEED = "studio-geo-copy";
process.env.SANITY_STUDIO_ORIGIN = "https://studio.example";
// Clients told apart by X-Forwarded-For, for the rate limits.
process.env.TRUST_PROXY = "1";
delete process.env.DATABASE_URL;
delete process.env.PREVIEW_SECRET;
delete process.env.SANITY_PROJECT_ID;

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
  ({ appDependencies: dependencies } = await import("@web/services/appDependencies"));
}, 120_000);

afterAll(async () => {
  const { closeDirectoryStore } = await import("@web/directory");
  await closeDirectoryStore();
  fs.rmSync(folder, { recursive: true, force: true });
});

const STUDIO = "https://studio.example";
/** The test run's preview secret (NODE_ENV=test: the documented local one). */
const EDITOR = `Bearer ${LOCAL_PREVIEW_SECRET}`;
let client = 0;

function post(
  route: string,
  body: unknown,
  origin: string | null = STUDIO,
  authorization: string | null = EDITOR,
): Request {
  const headers: Record<string, string> = {
    "content-type": "application/json",
    // Each test is its own client for the rate limits.
    "x-forwarded-for": `10.0.0.${++client}`,
  };
  if (origin) headers.origin = origin;
  if (authorization) headers.authorization = authorization;
  return new Request(`http://localhost/api/studio/${route}`, {
    method: "POST",
    headers,
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

function from(request: Request, address: string): Request {
  request.headers.set("x-forwarded-for", address);
  return request;
}

let dependencies: typeof import("@web/services/appDependencies").appDependencies;
function appDependencies() {
  return dependencies;
}

async function firstCity(): Promise<string> {
  const { appDependencies } = await import("@web/services/appDependencies");
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
    expect(preflight.headers.get("access-control-allow-headers")).toBe(
      "authorization, content-type",
    );
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
  it("checks the template against every city in a worker thread, as template:check does", async () => {
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    const response = await routes.check.POST(
      post("geo-copy-check", {
        // The geo pages give no county: missing in every city.
        template: "In {{city}}, {{county}}.",
        careTypes: ["assisted-living"],
      }),
    );
    delay.disable();
    expect(response.status).toBe(200);
    const report = await response.json();
    expect(report.careTypes).toEqual(["assisted-living"]);
    expect(report.places).toBe(report.cities);
    expect(report).toMatchObject({
      ok: false,
      complete: true,
      totalPlaces: report.cities,
      problemCount: 1,
      thread: "worker",
    });
    expect(report.problems[0]).toMatchObject({
      kind: "missing-value",
      line: 1,
      column: 16,
      count: report.cities,
    });
    expect(report.length.min.length).toBeGreaterThan(0);
    // The server's thread kept answering while the check ran.
    expect(delay.max / 1e6).toBeLessThan(1000);
  }, 60_000);

  it("answers an identical check from what it kept, and runs one check per editor at a time", async () => {
    const bodies = [`{{city}} (${Date.now()}).`, `{{city}} (${Date.now()})!`].map((template) => ({
      template,
      careTypes: ["nursing-homes"],
    }));
    const answers = await Promise.all(
      bodies.map((body) => routes.check.POST(from(post("geo-copy-check", body), "10.8.8.8"))),
    );
    // Whichever came first ran; the other met it running.
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 429]);
    const ran = answers.findIndex((answer) => answer.status === 200);
    const refused = answers[1 - ran]!;
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(refused.headers.get("access-control-allow-origin")).toBe(STUDIO);
    expect(await refused.json()).toMatchObject({
      busy: true,
      error: expect.stringContaining("previous check against all cities is still running"),
    });
    // The kept answer, to its timings: a check run again would have measured its own.
    const again = await routes.check.POST(post("geo-copy-check", bodies[ran]));
    expect(await again.json()).toEqual(await answers[ran]!.json());
  }, 60_000);

  it("refuses an unknown care type", async () => {
    const bad = await routes.check.POST(
      post("geo-copy-check", { template: "x", careTypes: ["moon"] }),
    );
    expect(bad.status).toBe(400);
    expect((await bad.json()).error).toBe("unknown geo care type: moon");
  });

  it("takes a 20,000-character template and refuses a longer one with a clear 400", async () => {
    const longer = await routes.check.POST(
      post("geo-copy-check", { template: "x".repeat(20_001), careTypes: ["nursing-homes"] }),
    );
    expect(longer.status).toBe(400);
    expect((await longer.json()).error).toBe("template is longer than 20000 characters");
    const paragraph = "{{#if providerCount}}{{number providerCount}} in {{city}}.{{/if}}\n";
    const template = paragraph.repeat(Math.floor(20_000 / paragraph.length));
    const response = await routes.check.POST(
      post("geo-copy-check", { template, careTypes: ["nursing-homes"] }),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      thread: "worker",
      conditionalCount: Math.floor(20_000 / paragraph.length),
    });
  }, 60_000);
});

describe("only editors may use the Studio's routes (issue 28.1)", () => {
  const CHECK = { template: "{{city}}", careTypes: ["nursing-homes"] };
  const PREVIEW = { template: "{{city}}", careType: "nursing-homes", place: "Austin, TX" };

  it.each([
    ["no Origin", null],
    ["the Studio's Origin", STUDIO],
  ])("answers 401 without credentials, with %s", async (_, origin) => {
    for (const [route, body] of [
      ["geo-copy-check", CHECK],
      ["geo-copy-preview", PREVIEW],
    ] as const) {
      const handler = route === "geo-copy-check" ? routes.check : routes.preview;
      const response = await handler.POST(post(route, body, origin, null));
      expect(response.status).toBe(401);
      expect(response.headers.get("www-authenticate")).toBe('Bearer realm="studio"');
      expect((await response.json()).error).toContain("preview secret");
      expect(response.headers.get("access-control-allow-origin")).toBe(origin);
    }
  });

  it("answers 403 to a wrong secret, 429 after five, and then refuses the right one too", async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      const request = from(post("geo-copy-check", CHECK, null, "Bearer guess"), "10.7.7.7");
      statuses.push((await routes.check.POST(request)).status);
    }
    expect(statuses).toEqual([403, 403, 403, 403, 403, 429]);
    const right = await routes.preview.POST(from(post("geo-copy-preview", PREVIEW), "10.7.7.7"));
    expect(right.status).toBe(429);
    expect(right.headers.get("retry-after")).toMatch(/^\d+$/);
  });

  it("forgets a client's failed attempts once it shows the right secret", async () => {
    for (let attempt = 0; attempt < 4; attempt++) {
      const wrong = from(post("geo-copy-preview", PREVIEW, STUDIO, "Bearer guess"), "10.6.6.6");
      expect((await routes.preview.POST(wrong)).status).toBe(403);
    }
    const place = await firstCity();
    const right = await routes.preview.POST(
      from(
        post("geo-copy-preview", { ...PREVIEW, careType: "assisted-living", place }),
        "10.6.6.6",
      ),
    );
    expect(right.status).toBe(200);
    for (let attempt = 0; attempt < 5; attempt++) {
      const wrong = from(post("geo-copy-preview", PREVIEW, STUDIO, "Bearer guess"), "10.6.6.6");
      expect((await routes.preview.POST(wrong)).status).toBe(403);
    }
  }, 60_000);

  describe("hosted: the editor's Sanity token, as the project knows it", () => {
    const users: SanityUsers & { asked: string[] } = {
      asked: [],
      async currentUser(token) {
        this.asked.push(token);
        if (token === "sanity-down") throw new Error("fetch failed");
        return token === "editor-token" ? { id: "p-editor" } : null;
      },
    };
    const hosted = { mode: "hosted" as const, users };

    it("lets a project member preview, refuses another token (403) and a missing one (401)", async () => {
      const place = await firstCity();
      const body = { template: "{{city}}!", careType: "assisted-living", place };
      const member = await geoCopyPreview(
        post("geo-copy-preview", body, null, "Bearer editor-token"),
        appDependencies(),
        hosted,
      );
      expect(member.status).toBe(200);
      expect((await member.json()).text).toBe(`${place.split(",")[0]}!`);
      // The preview secret is not a Sanity token.
      const secret = await geoCopyPreview(
        post("geo-copy-preview", body),
        appDependencies(),
        hosted,
      );
      expect(secret.status).toBe(403);
      expect((await secret.json()).error).toBe(
        "That token is not a Studio user's of this project.",
      );
      const none = await geoCopyCheck(
        post("geo-copy-check", CHECK, STUDIO, null),
        appDependencies(),
        hosted,
      );
      expect(none.status).toBe(401);
      expect((await none.json()).error).toContain("Sanity token");
      expect(users.asked).toEqual(["editor-token", LOCAL_PREVIEW_SECRET]);
    }, 60_000);

    it("answers 503 when Sanity cannot be asked, without counting it as a failure", async () => {
      const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
      for (let attempt = 0; attempt < 6; attempt++) {
        const response = await geoCopyCheck(
          from(post("geo-copy-check", CHECK, null, "Bearer sanity-down"), "10.5.5.5"),
          appDependencies(),
          hosted,
        );
        expect(response.status).toBe(503);
      }
      expect(warn).toHaveBeenCalledWith(
        expect.stringContaining('"event":"studio-auth-unavailable"'),
      );
      warn.mockRestore();
    });
  });
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
