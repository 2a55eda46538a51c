/**
 * The one care-type catalogue (spec 1, 2.1, 3 and 9). The directory, the API, the
 * search forms, the schemas' option lists, the geo-copy templates and the seed
 * generator all read it; nothing else lists care types.
 *
 * Display names are decided here, once, from the spec's wording: spec 1 names the
 * provider types ("in-home care", "memory care", "hospices", ...) and spec 2.1 gives
 * the URL of each (adult day care is a /senior-living/ category page).
 */
import type { AmenityQuickFilter } from "./search/searchOptions";

/** spec 3: a care type's roll-up, which is also the first segment of its URLs (spec 2.1). */
export const SENIOR_LIVING = "senior-living";
export const SENIOR_CARE = "senior-care";
export const ROLL_UP_TYPES = [SENIOR_LIVING, SENIOR_CARE] as const;
export type RollUpType = (typeof ROLL_UP_TYPES)[number];

/** spec 2.1: the search page's care-type value for every care type ("senior-living (all)"). */
export const ALL_CARE_TYPES = SENIOR_LIVING;
/** The name of that choice in copy, and its label in the search forms. */
export const ALL_CARE_TYPES_NAME = "Senior Living";
export const ALL_CARE_TYPES_LABEL = "All senior living";

/**
 * spec 9: "Default care type assisted-living": what a search form selects and a results
 * grid searches when neither the URL nor the editor names a care type. An editor can
 * still choose "All senior living" (ALL_CARE_TYPES) for a form or a grid.
 */
export const DEFAULT_CARE_TYPE = "assisted-living";

/** The nouns a care type's copy counts its providers with ("12 assisted living communities"). */
export interface ProviderWords {
  /**
   * The care itself, as a sentence names it: "What assisted living costs", "Nationally,
   * nursing home care averages …" (never the plural page name: "nursing homes costs").
   */
  care: string;
  /** The care named as an adjective: "assisted living", "nursing", "in-home care". */
  kind: string;
  singular: string;
  plural: string;
}

interface CareTypeFields {
  /** spec 3 Care type id; also the care type's bit in the store's care-type mask, so never renumber. */
  id: number;
  /** spec 2.1 URL slug. */
  slug: string;
  /** The name shown on cards, in copy and in menus (spec 3 tags are these names). */
  name: string;
  rollUpType: RollUpType;
  /** spec 2.1: offered by the search page's care-type select. */
  searchable: boolean;
  /** spec 9 "Filters supported per care type" (respite = short-term care). */
  quickFilters: readonly AmenityQuickFilter[];
  /** Care given in the visitor's home: no rooms or floor plans, an agency rather than a community. */
  homeBased: boolean;
  /**
   * Medicare certifies and rates its providers (issue 27: CMS's star ratings and
   * health-inspection citations): the search offers the "Medicare rating 4+" and "No
   * serious citations" filters and the Medicare-rating sort, and its geo copy counts them.
   */
  medicareRated: boolean;
  /**
   * The national average monthly starting price in dollars (before regional
   * adjustment): the price tiers' yardstick and the seed's price level.
   */
  nationalMonthlyPrice: number;
}

/**
 * spec 2.1: "geo" care types have listing pages per state and city
 * (/{roll-up}/{slug}/{state}/{city}), hence geo copy, which counts their providers
 * in their own words; "category" ones have one page.
 */
export type CareTypeDefinition =
  | (CareTypeFields & { pages: "geo"; providerWords: ProviderWords })
  | (CareTypeFields & { pages: "category" });

export const CARE_TYPES = [
  {
    id: 1,
    slug: "assisted-living",
    name: "Assisted Living",
    rollUpType: SENIOR_LIVING,
    pages: "geo",
    searchable: true,
    quickFilters: [
      "pets-allowed",
      "physical-therapy",
      "pool-or-hot-tub",
      "veterans-benefits",
      "spanish-speaking",
      "short-term-care",
    ],
    homeBased: false,
    medicareRated: false,
    providerWords: {
      care: "assisted living",
      kind: "assisted living",
      singular: "community",
      plural: "communities",
    },
    nationalMonthlyPrice: 4900,
  },
  {
    id: 2,
    slug: "memory-care-facilities",
    name: "Memory Care",
    rollUpType: SENIOR_LIVING,
    pages: "geo",
    searchable: true,
    quickFilters: ["physical-therapy", "veterans-benefits", "spanish-speaking", "short-term-care"],
    homeBased: false,
    medicareRated: false,
    providerWords: {
      care: "memory care",
      kind: "memory care",
      singular: "facility",
      plural: "facilities",
    },
    nationalMonthlyPrice: 6300,
  },
  {
    id: 3,
    slug: "independent-living",
    name: "Independent Living",
    rollUpType: SENIOR_LIVING,
    pages: "geo",
    searchable: true,
    quickFilters: ["golf", "meals-provided", "pets-allowed", "pool-or-hot-tub", "spanish-speaking"],
    homeBased: false,
    medicareRated: false,
    providerWords: {
      care: "independent living",
      kind: "independent living",
      singular: "community",
      plural: "communities",
    },
    nationalMonthlyPrice: 3300,
  },
  {
    id: 4,
    slug: "nursing-homes",
    name: "Nursing Homes",
    rollUpType: SENIOR_LIVING,
    pages: "geo",
    searchable: true,
    quickFilters: ["physical-therapy", "veterans-benefits", "spanish-speaking", "short-term-care"],
    homeBased: false,
    medicareRated: true,
    providerWords: {
      care: "nursing home care",
      kind: "nursing",
      singular: "home",
      plural: "homes",
    },
    nationalMonthlyPrice: 9100,
  },
  {
    id: 5,
    slug: "in-home-care",
    name: "In-Home Care",
    rollUpType: SENIOR_CARE,
    pages: "geo",
    searchable: true,
    quickFilters: ["spanish-speaking"],
    homeBased: true,
    medicareRated: false,
    providerWords: {
      care: "in-home care",
      kind: "in-home care",
      singular: "agency",
      plural: "agencies",
    },
    nationalMonthlyPrice: 5400,
  },
  {
    id: 6,
    slug: "home-health-agencies",
    name: "Home Health Agencies",
    rollUpType: SENIOR_CARE,
    pages: "geo",
    searchable: false,
    quickFilters: [],
    homeBased: true,
    medicareRated: false,
    providerWords: {
      care: "home health care",
      kind: "home health",
      singular: "agency",
      plural: "agencies",
    },
    nationalMonthlyPrice: 4700,
  },
  {
    id: 7,
    slug: "55-plus-communities",
    name: "55+ Communities",
    rollUpType: SENIOR_LIVING,
    pages: "category",
    searchable: false,
    quickFilters: [],
    homeBased: false,
    medicareRated: false,
    nationalMonthlyPrice: 2300,
  },
  {
    id: 8,
    slug: "adult-day-care",
    name: "Adult Day Care",
    rollUpType: SENIOR_LIVING,
    pages: "category",
    searchable: false,
    quickFilters: [],
    homeBased: false,
    medicareRated: false,
    nationalMonthlyPrice: 1900,
  },
  {
    id: 9,
    slug: "continuing-care-retirement-communities",
    name: "Continuing Care Retirement Communities",
    rollUpType: SENIOR_LIVING,
    pages: "category",
    searchable: false,
    quickFilters: [],
    homeBased: false,
    medicareRated: false,
    nationalMonthlyPrice: 4600,
  },
  {
    id: 10,
    slug: "geriatric-care-managers",
    name: "Geriatric Care Managers",
    rollUpType: SENIOR_CARE,
    pages: "category",
    searchable: false,
    quickFilters: [],
    homeBased: true,
    medicareRated: false,
    nationalMonthlyPrice: 1300,
  },
  {
    id: 11,
    slug: "hospices",
    name: "Hospices",
    rollUpType: SENIOR_CARE,
    pages: "category",
    searchable: false,
    quickFilters: [],
    homeBased: true,
    medicareRated: false,
    nationalMonthlyPrice: 3800,
  },
] as const satisfies readonly CareTypeDefinition[];

export type CareType = (typeof CARE_TYPES)[number];
export type CareTypeSlug = CareType["slug"];
/** spec 2.1: the care types with /{state}/{city} geo pages, hence geo copy. */
export type GeoCareType = Extract<CareType, { pages: "geo" }>["slug"];
/** spec 2.1: the care types of the search page's select (besides "all"). */
export type SearchCareType = Extract<CareType, { searchable: true }>["slug"];

/** spec 1: every care type the directory covers, by slug. */
export const CARE_TYPE_SLUGS: readonly CareTypeSlug[] = CARE_TYPES.map((c) => c.slug);

const GEO_CARE_TYPE_ENTRIES = CARE_TYPES.filter(
  (c): c is Extract<CareType, { pages: "geo" }> => c.pages === "geo",
);

export const GEO_CARE_TYPES = GEO_CARE_TYPE_ENTRIES.map((c) => c.slug);

const careTypeBySlug: ReadonlyMap<string, CareType> = new Map(CARE_TYPES.map((c) => [c.slug, c]));
const providerWordsBySlug: ReadonlyMap<string, ProviderWords> = new Map(
  GEO_CARE_TYPE_ENTRIES.map((c) => [c.slug, c.providerWords]),
);

/** The care type of a slug (any case, trimmed); null for an unknown slug or none. */
export function findCareType(slug: string | null | undefined): CareType | null {
  if (typeof slug !== "string") return null;
  return careTypeBySlug.get(slug.trim().toLowerCase()) ?? null;
}

/** The care type of a slug the compiler knows; throws when a cast let an unknown one in. */
export function careTypeOf(slug: CareTypeSlug): CareType {
  const careType = careTypeBySlug.get(slug);
  if (!careType) throw new Error(`unknown care type ${slug}`);
  return careType;
}

/** The words a geo care type's copy counts its providers with ("community", "communities"). */
export function providerWords(slug: GeoCareType): ProviderWords {
  const words = providerWordsBySlug.get(slug);
  if (!words) throw new Error(`${slug} is not a geo care type`);
  return words;
}

export function isCareTypeSlug(value: string): value is CareTypeSlug {
  return careTypeBySlug.has(value);
}

/**
 * "memory-care-facilities" -> "Memory Care", "senior-living" -> "Senior Living" (the
 * search's every-care-type choice); null for an unknown slug.
 */
export function careTypeName(slug: string): string | null {
  if (slug.trim().toLowerCase() === ALL_CARE_TYPES) return ALL_CARE_TYPES_NAME;
  return findCareType(slug)?.name ?? null;
}

/** The label of a care type in a select: the name in sentence case ("In-home care"). */
export function careTypeLabel(careType: CareType): string {
  return careType.name.charAt(0) + careType.name.slice(1).toLowerCase();
}

/**
 * spec 2.1: the care-type choices of every search form, "all" first; also the option
 * list of the blocks' care-type fields in the Studio.
 */
export const SEARCH_CARE_TYPES: readonly { title: string; value: string }[] = [
  { title: ALL_CARE_TYPES_LABEL, value: ALL_CARE_TYPES },
  ...CARE_TYPES.filter((c) => c.searchable).map((c) => ({
    title: careTypeLabel(c),
    value: c.slug,
  })),
];

/**
 * The care-type choices of a search form showing the search for `current`: the spec's
 * list, and `current` after it when it is one of the catalogue's category care types
 * (hospices, adult day care, …). Those have no select entry of their own (spec 2.1), but
 * their pages' city links search for them (issue 24.3), and the form must keep them.
 */
export function searchCareTypeChoices(
  current?: string | null,
): readonly { title: string; value: string }[] {
  if (!current || SEARCH_CARE_TYPES.some((choice) => choice.value === current)) {
    return SEARCH_CARE_TYPES;
  }
  const careType = findCareType(current);
  return careType
    ? [...SEARCH_CARE_TYPES, { title: careTypeLabel(careType), value: careType.slug }]
    : SEARCH_CARE_TYPES;
}

/** spec 2.1: a care type's page, e.g. /senior-living/assisted-living or /senior-care/hospices. */
export function careTypePath(careType: CareType): string {
  return `/${careType.rollUpType}/${careType.slug}`;
}

/** True for the first segment of a care-type or provider URL ("senior-living", "senior-care"). */
export function isRollUpType(value: string): value is RollUpType {
  return (ROLL_UP_TYPES as readonly string[]).includes(value);
}
