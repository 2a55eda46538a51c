/**
 * The Studio's calls to the site (studio/geoCopy/siteApi.ts) against the real route
 * handlers over a small seeded directory: what the preview view and the "Check
 * against all cities" action receive, with the editor's credential (issue 28.1: here
 * the preview secret built into a development Studio, SANITY_STUDIO_PREVIEW_SECRET).
 */
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  checkSummary,
  needsCredential,
  problemLine,
  requestCheck,
  requestPreview,
  siteUrl,
} from "@studio/geoCopy/siteApi";

const folder = fs.mkdtempSync(path.join(os.tmpdir(), "studio-site-api-"));
process.env.DIRECTORY_DB_PATH = path.join(folder, "directory.sqlite");
process.env.DIRECTORY_SEED_SCALE = "500";
process.env.DIRECTORY_SEED = "studio-site-api";
process.env.SANITY_STUDIO_SITE_URL = "https://site.example/";
process.env.SANITY_STUDIO_PREVIEW_SECRET = "local-preview";
delete process.env.PREVIEW_SECRET;
delete process.env.SANITY_PROJECT_ID;
delete process.env.DATABASE_URL;

type Routes = {
  preview: typeof import("@web/app/api/studio/geo-copy-preview/route");
  check: typeof import("@web/app/api/studio/geo-copy-check/route");
};
let routes: Routes;
const calls: string[] = [];

/** The browser's fetch, answered by the site's own route handlers. */
async function site(url: string, init: RequestInit): Promise<Response> {
  calls.push(url);
  const request = new Request(url, {
    ...init,
    headers: { ...(init.headers as object), origin: "http://localhost:3333" },
  });
  if (url.endsWith("/api/studio/geo-copy-preview")) return routes.preview.POST(request);
  if (url.endsWith("/api/studio/geo-copy-check")) return routes.check.POST(request);
  return new Response("not found", { status: 404 });
}

let place = "";
beforeAll(async () => {
  routes = {
    preview: await import("@web/app/api/studio/geo-copy-preview/route"),
    check: await import("@web/app/api/studio/geo-copy-check/route"),
  };
  const { appDependencies } = await import("@web/services/appDependencies");
  const places = await (await appDependencies.store()).geoCopyPlaces();
  const city = places.cities.find(
    (item) => (item.providerCountByCareType["nursing-homes"] ?? 0) > 0,
  )!;
  place = `${city.city.name}, ${city.state.code}`;
}, 120_000);

afterAll(async () => {
  const { closeDirectoryStore } = await import("@web/directory");
  await closeDirectoryStore();
  fs.rmSync(folder, { recursive: true, force: true });
});

describe("the Studio's geo copy calls", () => {
  it("posts to the configured site, without a trailing slash", async () => {
    expect(siteUrl()).toBe("https://site.example");
    await requestPreview({ template: "{{city}}", careType: "nursing-homes", place }, site);
    expect(calls.at(-1)).toBe("https://site.example/api/studio/geo-copy-preview");
  });

  it("gets the copy of the chosen city with its diagnostics", async () => {
    const answer = await requestPreview(
      {
        template: "{{careTypeName}} in {{city}}.\n{{#if (gt city 2)}}x{{/if}}",
        careType: "nursing-homes",
        place,
      },
      site,
    );
    expect(answer.ok).toBe(true);
    if (!answer.ok) return;
    expect(answer.value.text).toBe(`Nursing Homes in ${place.split(",")[0]}.`);
    expect(answer.value.diagnostics).toEqual([
      { line: 2, column: 11, reason: '"gt" needs a number as value 1, but city is text' },
    ]);
  });

  it("passes the site's message on when it refuses, and says when it cannot be reached", async () => {
    const refused = await requestPreview(
      { template: "x", careType: "nursing-homes", place: "Nowhere" },
      site,
    );
    expect(refused).toEqual({
      ok: false,
      status: 400,
      error: 'place must be a city and its state, as in "Austin, TX"',
    });
    const offline = await requestPreview({ template: "x", careType: "nursing-homes", place }, () =>
      Promise.reject(new TypeError("Failed to fetch")),
    );
    expect(offline).toEqual({
      ok: false,
      error: "The site at https://site.example cannot be reached.",
    });
  });

  it("sums a check against all cities up, the verdict first", async () => {
    const answer = await requestCheck(
      { template: "{{city}} has {{county}}.", careTypes: ["nursing-homes"] },
      site,
    );
    expect(answer.ok).toBe(true);
    if (!answer.ok) return;
    const summary = checkSummary(answer.value);
    expect(summary[0]).toBe(
      `1 problem in ${answer.value.places.toLocaleString("en-US")} city pages.`,
    );
    expect(summary[1]).toMatch(/^Checked [\d,]+ cities for nursing-homes in \d+\.\d s\.$/);
    expect(summary[2]).toMatch(/^Copy length: \d+ to \d+ characters/);
    expect(problemLine(answer.value.problems[0]!)).toMatch(
      /^Line 1, column 16: county is missing, .* \([\d,]+ cities: .*and [\d,]+ more\)$/,
    );
  }, 60_000);

  it("sends the editor's credential, and says when the site wants another", async () => {
    const sent: (string | null)[] = [];
    const spy = (url: string, init: RequestInit) => {
      sent.push(new Headers(init.headers).get("authorization"));
      return site(url, init);
    };
    const built = await requestPreview(
      { template: "{{city}}", careType: "nursing-homes", place },
      spy,
    );
    expect(built.ok).toBe(true);
    const none = await requestPreview(
      { template: "{{city}}", careType: "nursing-homes", place },
      spy,
      null,
    );
    expect(none).toMatchObject({ ok: false, status: 401 });
    expect(needsCredential(none)).toBe(true);
    const wrong = await requestCheck({ template: "{{city}}", careTypes: [] }, spy, {
      credential: "a-guess",
    });
    expect(wrong).toMatchObject({ ok: false, status: 403 });
    expect(needsCredential(wrong)).toBe(true);
    expect(sent).toEqual(["Bearer local-preview", null, "Bearer a-guess"]);
  });

  it("waits while the site runs the editor's previous check, then asks again", async () => {
    const busy = () =>
      new Response(JSON.stringify({ error: "Your previous check is still running.", busy: true }), {
        status: 429,
        headers: { "retry-after": "3" },
      });
    const answers = [busy(), busy()];
    const waits: number[] = [];
    const reasons: string[] = [];
    const answer = await requestCheck(
      { template: "{{city}}.", careTypes: ["nursing-homes"] },
      (url, init) => Promise.resolve(answers.shift() ?? site(url, init)),
      {
        onWait: (reason) => reasons.push(reason),
        sleep: async (ms) => {
          waits.push(ms);
        },
      },
    );
    expect(answer.ok).toBe(true);
    expect(waits).toEqual([3000, 3000]);
    expect(reasons).toEqual([
      "Your previous check is still running.",
      "Your previous check is still running.",
    ]);
  }, 60_000);
});
