/**
 * The brands served by one deployment (spec 1: a main and an alternate site, and the
 * senior-homes brand with its own header sizes). A site is resolved from the request
 * host; the API takes the same ids (or a host name) as its `domain` parameter.
 *
 * A brand is data: this definition holds what the code needs before any content is read
 * (hosts, origin, routes, the search source) and every behaviour that differs per brand,
 * as a capability the code reads (`features`, `header`, `providerInquiryLabel`). No code
 * outside this file compares a brand's id. Its words, phone, menus and flags are its CMS
 * site settings; its colours and type its theme (web/site/theme/brands.ts). A new brand is
 * an entry here, a theme, and its seed (docs/architecture.md "Brands").
 */
export const SITE_IDS = ["main", "alt", "homes"] as const;
export type SiteId = (typeof SITE_IDS)[number];

/** The site of a host that names no brand, unless `DEFAULT_SITE` names another. */
export const DEFAULT_SITE_ID: SiteId = "main";

/** What a brand shows or does that another does not (spec 2.3, 3, 5). */
export interface SiteFeatures {
  /** spec 2.3: the header's Saved button and the drawer's Saved Providers (main site only). */
  savedButton: boolean;
  /** spec 2.3: the Verified Partner badge and its search filter (main site only). */
  verifiedPartnerBadge: boolean;
  /**
   * spec 5: Home Care and Home Health Agencies providers without enhanced status show
   * the name with city and state code, not the street address (main site only).
   */
  homeCareCityOnlyAddress: boolean;
}

/** spec 9 "Layout": the fixed header's height in CSS pixels, border included. */
export interface SiteHeaderSize {
  /** From xl (1280 px). */
  desktopHeightPx: number;
  /** Below xl (the drawer's header), and the compact scrolled variant at any width. */
  mobileHeightPx: number;
  /** From xl: one row (logo, menu, search, actions) or two (the actions below). */
  desktopRows: 1 | 2;
}

export interface SiteDefinition {
  id: SiteId;
  /** Brand name shown in the header and titles (site settings may name it otherwise). */
  brand: string;
  /** The brand's name in the Studio's site field and the editors' tools. */
  siteTitle: string;
  /** Host names that select this site (production and local). */
  hosts: readonly string[];
  /** The public origin canonical URLs use (env `SITE_ORIGIN_<ID>` overrides it). */
  origin: string;
  /**
   * spec 2.1: the search route differs per site. The spec writes it with a trailing
   * slash; links and forms use the route's own path, which answers without the 308
   * Next sends for the slash (issue 24.4).
   */
  searchPath: string;
  /** spec 3: the main site reads the LEGACY source, the other brands ALGOLIA. */
  source: "LEGACY" | "ALGOLIA";
  /**
   * spec 2.3: the provider inquiry button's label when site settings give none ('Get
   * Information' on one brand, 'Get Pricing' otherwise).
   */
  providerInquiryLabel: "Get Pricing" | "Get Information";
  features: SiteFeatures;
  header: SiteHeaderSize;
}

/** spec 9: the header of the main and alternate sites, two rows from xl. */
const TWO_ROW_HEADER: SiteHeaderSize = { desktopHeightPx: 140, mobileHeightPx: 56, desktopRows: 2 };

export const SITES: Record<SiteId, SiteDefinition> = {
  main: {
    id: "main",
    brand: "ElderPath",
    siteTitle: "Main site",
    hosts: ["elderpath.example", "www.elderpath.example", "main.localhost"],
    origin: "https://www.elderpath.example",
    searchPath: "/local/search",
    source: "LEGACY",
    providerInquiryLabel: "Get Pricing",
    features: { savedButton: true, verifiedPartnerBadge: true, homeCareCityOnlyAddress: true },
    header: TWO_ROW_HEADER,
  },
  alt: {
    id: "alt",
    brand: "Golden Years Guide",
    siteTitle: "Alternate site",
    hosts: ["goldenyearsguide.example", "www.goldenyearsguide.example", "alt.localhost"],
    origin: "https://www.goldenyearsguide.example",
    searchPath: "/search",
    source: "ALGOLIA",
    providerInquiryLabel: "Get Information",
    features: { savedButton: false, verifiedPartnerBadge: false, homeCareCityOnlyAddress: false },
    header: TWO_ROW_HEADER,
  },
  // spec 1, 9: the senior-homes brand, a 72 px header from xl (one row) and 56 px below.
  homes: {
    id: "homes",
    brand: "Senior Homes Finder",
    siteTitle: "Senior homes site",
    hosts: ["seniorhomesfinder.example", "www.seniorhomesfinder.example", "homes.localhost"],
    origin: "https://www.seniorhomesfinder.example",
    searchPath: "/search",
    source: "ALGOLIA",
    providerInquiryLabel: "Get Pricing",
    features: { savedButton: false, verifiedPartnerBadge: false, homeCareCityOnlyAddress: false },
    header: { desktopHeightPx: 72, mobileHeightPx: 56, desktopRows: 1 },
  },
};

export function isSiteId(value: unknown): value is SiteId {
  return typeof value === "string" && (SITE_IDS as readonly string[]).includes(value);
}
