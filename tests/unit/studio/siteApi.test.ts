/**
 * The Studio's calls to the site (studio/geoCopy/siteApi.ts) against the real route
 * handlers over a small seeded directory: what the preview view and the "Check
 * against all cities" action receive.
 */
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  checkSummary,
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
    headers: {
      ...(init.headers as object),
      origin: "http://localhost:3333",
      authorization: "Bearer local-preview",
    },
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
  const { appDependencies } = await import("@web/api/appDependencies");
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
});
