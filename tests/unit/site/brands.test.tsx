/** @jest-environment jsdom */
import { afterEach, describe, expect, it } from "@jest/globals";
import { renderToStaticMarkup } from "react-dom/server";
import { BadgeShowcase } from "@registry/blocks/BadgeShowcase/BadgeShowcase";
import type { BlockProps } from "@registry/types";
import type { SiteShell } from "@web/content/load";
import { config, CONFIG_SITE_IDS, SETTINGS } from "@web/lib/config";
import { hidesStreetAddress, type CardAddressFields } from "@web/rules/card/cardAddress";
import { providerInquiryLabel } from "@web/rules/card/cardLabels";
import { hasVerifiedPartners } from "@web/rules/card/verifiedPartner";
import { SiteHeader } from "@web/shell/SiteHeader";
import { HOT_PAGES } from "@web/site/hotPages";
import { resolveSiteId, siteOrigin, SITE_IDS, SITES, type SiteId } from "@web/site/sites";
import { SITE_OPTIONS } from "@schemas/objects/site";

/**
 * Brands are data (issue 24, "A third brand"): each brand's differences are fields of its
 * definition in web/rules/sites.ts, and the code reads those fields, never a brand's id.
 * These tests flip a capability on a brand and see the behaviour follow it.
 */

const features = Object.fromEntries(SITE_IDS.map((id) => [id, { ...SITES[id].features }]));
afterEach(() => {
  for (const id of SITE_IDS) SITES[id].features = { ...features[id]! };
});

/** A brand whose definition says otherwise, for the length of one test. */
function withFeature(site: SiteId, name: keyof (typeof SITES)[SiteId]["features"], on: boolean) {
  SITES[site].features = { ...SITES[site].features, [name]: on };
}

const homeCare: CardAddressFields = {
  name: "Sunrise Home Care",
  careType: "in-home-care",
  address: { city: { name: "Austin" }, state: { code: "TX" } },
};

const shell = {
  settings: null,
  header: { logoText: null, menuItems: [], secondaryItems: [] },
  footer: null,
} as unknown as SiteShell;

const headerOf = (site: SiteId) =>
  renderToStaticMarkup(<SiteHeader site={SITES[site]} shell={shell} />);

const badges = (site: SiteId) =>
  renderToStaticMarkup(
    <BadgeShowcase
      block={
        {
          _type: "badgeShowcase",
          _key: "b",
          heading: "Badges",
          badges: [{ _key: "v", kind: "verifiedPartner", title: "Verified Partner" }],
        } as unknown as BlockProps<"badgeShowcase">["block"]
      }
      context={
        {
          site: SITES[site],
          headings: [],
          preview: false,
        } as unknown as BlockProps<"badgeShowcase">["context"]
      }
    />,
  );

describe("the brands (spec 1)", () => {
  it("are three, each with its id, a local host of its own and an https origin", () => {
    expect([...SITE_IDS]).toEqual(["main", "alt", "homes"]);
    expect(Object.keys(SITES).sort()).toEqual([...SITE_IDS].sort());
    const hosts = SITE_IDS.flatMap((id) => SITES[id].hosts);
    expect(new Set(hosts).size).toBe(hosts.length);
    for (const id of SITE_IDS) {
      expect(SITES[id].id).toBe(id);
      expect(SITES[id].hosts).toContain(`${id}.localhost`);
      expect(SITES[id].origin).toMatch(/^https:\/\/[a-z.]+$/);
      expect(resolveSiteId(`${id}.localhost:3500`)).toBe(id);
    }
    expect(SITES.homes.brand).toBe("Senior Homes Finder");
    expect(resolveSiteId("www.seniorhomesfinder.example")).toBe("homes");
  });

  it("each have a canonical origin setting, in the config table and the Studio's site field", () => {
    expect([...CONFIG_SITE_IDS]).toEqual([...SITE_IDS]);
    expect(SETTINGS).toHaveProperty("SITE_ORIGIN_HOMES");
    expect(config.siteOrigin("homes", { SITE_ORIGIN_HOMES: "http://homes.localhost:3500" })).toBe(
      "http://homes.localhost:3500",
    );
    expect(SITE_OPTIONS.map((option) => option.value)).toEqual([...SITE_IDS]);
    expect(SITE_OPTIONS.find((option) => option.value === "homes")?.title).toBe(
      "Senior homes site",
    );
    expect(siteOrigin("homes")).toMatch(/^https?:\/\//);
  });

  it("are all warmed up at start: each brand's home page and a search on its path", () => {
    for (const site of SITE_IDS) {
      expect(HOT_PAGES).toContainEqual({ site, path: "/" });
      expect(HOT_PAGES.some((p) => p.site === site && p.path.startsWith(SITES[site].searchPath)));
    }
  });
});

describe("brand capabilities drive behaviour", () => {
  it("show the header's Saved button where the brand has it (spec 2.3: main only)", () => {
    expect(headerOf("main")).toContain('href="/saved"');
    expect(headerOf("homes")).not.toContain('href="/saved"');
    withFeature("homes", "savedButton", true);
    expect(headerOf("homes")).toContain('href="/saved"');
    withFeature("main", "savedButton", false);
    expect(headerOf("main")).not.toContain('href="/saved"');
  });

  it("show the Verified Partner badge and filter where the brand has it", () => {
    expect(SITE_IDS.filter(hasVerifiedPartners)).toEqual(["main"]);
    expect(badges("homes")).not.toContain("Verified Partner");
    withFeature("homes", "verifiedPartnerBadge", true);
    expect(hasVerifiedPartners("homes")).toBe(true);
    expect(badges("homes")).toContain("Verified Partner");
  });

  it("hide home care's street address where the brand says so (spec 5)", () => {
    expect(SITE_IDS.filter((id) => hidesStreetAddress(homeCare, id))).toEqual(["main"]);
    withFeature("alt", "homeCareCityOnlyAddress", true);
    expect(hidesStreetAddress(homeCare, "alt")).toBe(true);
  });

  it("label the provider inquiry button with the brand's default", () => {
    expect(SITE_IDS.map((id) => providerInquiryLabel(id))).toEqual([
      "Get Pricing",
      "Get Information",
      "Get Pricing",
    ]);
  });

  it("size the header per brand (spec 9: 72/56 on senior homes, 140/56 on the others)", () => {
    expect(SITES.homes.header).toEqual({ desktopHeightPx: 72, mobileHeightPx: 56, desktopRows: 1 });
    for (const id of ["main", "alt"] as const) {
      expect(SITES[id].header).toEqual({
        desktopHeightPx: 140,
        mobileHeightPx: 56,
        desktopRows: 2,
      });
    }
    // The theme turns them into CSS variables (tests/unit/theme/themeCss.test.ts).
    for (const id of SITE_IDS) {
      expect(headerOf(id)).toContain(`data-header-rows="${SITES[id].header.desktopRows}"`);
    }
  });
});
