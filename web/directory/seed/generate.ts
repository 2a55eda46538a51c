import { toSlug } from "@web/rules/slug";
import { checkedVideoEmbeds } from "@web/rules/videoEmbeds";
import { CARE_TYPES, careTypeOf, type CareTypeSlug } from "@web/rules/careTypes";
import { isEnhancedProvider } from "@web/rules/card/isEnhancedProvider";
import { AMENITY_CATEGORIES, AMENITY_TYPES, SPECIAL_AMENITY_IDS } from "@web/rules/catalogue";
import {
  HOME_CARE_PULSE_AWARDS,
  HOME_CARE_PULSE_YEAR,
  type Accommodation,
  type Amenity,
  type AspectRatings,
  type Award,
  type Contract,
  type Faq,
  type Photo,
  type Promotion,
  type Provider,
  type Review,
  type Service,
} from "@web/rules/model/model";
import { US_STATES } from "../states";
import type { ProviderInspections } from "@web/rules/model/inspections";
import { CcnSequence, isSeededNursingHome, seedInspections } from "./inspections";
import { loadSeedPlaces, type SeedPlace } from "./places";
import { SeededRandom } from "./random";
import {
  ACCOMMODATION_FEATURES,
  ACCOMMODATION_KINDS,
  FAQ_SAMPLES,
  PROMOTION_TEXTS,
  communityName,
  description,
  homeCareName,
  paragraph,
  personName,
  providerResponse,
  reviewText,
  seedVideoReachable,
  streetAddress,
} from "./text";

/** Promotion windows and review dates are laid out around this fixed date, so a seed is reproducible. */
export const SEED_REFERENCE_DATE = new Date("2026-11-01T00:00:00Z");
export const DEFAULT_SEED = "senior-care-directory";
export const DEFAULT_SCALE = 100_000;

/** Cities the end-to-end tests can rely on: every care type is well stocked there. */
export const WELL_STOCKED_CITIES = [
  { name: "Austin", stateCode: "TX" },
  { name: "Seattle", stateCode: "WA" },
  { name: "Miami", stateCode: "FL" },
  { name: "Denver", stateCode: "CO" },
] as const;

/** A small town with only these care types, so "no matches" can be shown for the others. */
export const SPARSE_TOWN = {
  name: "Marfa",
  stateCode: "TX",
  careTypes: ["assisted-living", "in-home-care"] as CareTypeSlug[],
} as const;

export interface SeedOptions {
  scale: number;
  seed?: string | number;
}

const DAY_MS = 86_400_000;

interface SeedCareTypeData {
  /** Weight of the care type as a provider's main type. */
  share: number;
  /** Extra care types offered alongside it as the main type, with their likelihood. */
  alsoOffers: readonly (readonly [CareTypeSlug, number])[];
}

/**
 * What the seed needs of each care type (the catalogue, web/rules/careTypes.ts, has the
 * rest): home care and assisted living dominate real directories; CCRCs and care
 * managers are rare. The compiler asks for an entry per catalogue care type and
 * `primaryCareTypeWeights` refuses to seed without one. The key order is the draw
 * order: changing it changes every seeded directory.
 */
const SEED_CARE_TYPES: Readonly<Record<CareTypeSlug, SeedCareTypeData>> = {
  "in-home-care": { share: 24, alsoOffers: [["home-health-agencies", 0.1]] },
  "assisted-living": {
    share: 22,
    alsoOffers: [
      ["memory-care-facilities", 0.45],
      ["independent-living", 0.25],
    ],
  },
  "home-health-agencies": {
    share: 11,
    alsoOffers: [
      ["in-home-care", 0.15],
      ["hospices", 0.08],
    ],
  },
  "nursing-homes": {
    share: 12,
    alsoOffers: [
      ["memory-care-facilities", 0.2],
      ["assisted-living", 0.1],
    ],
  },
  "independent-living": {
    share: 8,
    alsoOffers: [
      ["assisted-living", 0.4],
      ["55-plus-communities", 0.1],
    ],
  },
  "memory-care-facilities": { share: 7, alsoOffers: [["assisted-living", 0.35]] },
  "adult-day-care": { share: 4, alsoOffers: [] },
  hospices: { share: 4, alsoOffers: [] },
  "55-plus-communities": { share: 3, alsoOffers: [] },
  "continuing-care-retirement-communities": {
    share: 2,
    alsoOffers: [
      ["independent-living", 0.95],
      ["assisted-living", 0.9],
      ["nursing-homes", 0.6],
      ["memory-care-facilities", 0.5],
    ],
  },
  "geriatric-care-managers": { share: 3, alsoOffers: [] },
};

/**
 * The main-type draw: every care type of `careTypes` with its share, in the seed
 * table's order. Throws on a care type the seed has no data for, or on seed data
 * for one the catalogue does not list, rather than seeding a directory without it.
 */
export function primaryCareTypeWeights(
  careTypes: readonly { slug: string }[] = CARE_TYPES,
  data: Readonly<Record<string, SeedCareTypeData>> = SEED_CARE_TYPES,
): [CareTypeSlug, number][] {
  const listed = new Set(careTypes.map((c) => c.slug));
  for (const slug of listed) {
    const share = data[slug]?.share;
    if (typeof share !== "number" || !(share > 0)) {
      throw new Error(
        `the seed has no data for care type ${slug}: add it to SEED_CARE_TYPES in web/directory/seed/generate.ts`,
      );
    }
  }
  const entries = Object.entries(data);
  const unknown = entries.find(([slug]) => !listed.has(slug));
  if (unknown) throw new Error(`the seed has data for ${unknown[0]}, which is no care type`);
  return entries.map(([slug, { share }]) => [slug as CareTypeSlug, share]);
}

/** Regional cost index by state (1 = national average). */
const STATE_COST_INDEX: Record<string, number> = {
  AK: 1.3,
  CA: 1.25,
  CT: 1.22,
  DC: 1.3,
  HI: 1.35,
  MA: 1.28,
  MD: 1.12,
  NH: 1.15,
  NJ: 1.22,
  NY: 1.28,
  OR: 1.12,
  RI: 1.15,
  VT: 1.12,
  WA: 1.2,
  CO: 1.1,
  MN: 1.12,
  DE: 1.1,
  IL: 1.02,
  PA: 1.02,
  VA: 1.02,
  TX: 0.9,
  FL: 0.95,
  GA: 0.9,
  NC: 0.93,
  SC: 0.9,
  TN: 0.88,
  AL: 0.8,
  MS: 0.78,
  AR: 0.8,
  LA: 0.83,
  OK: 0.82,
  KY: 0.85,
  WV: 0.85,
  MO: 0.86,
  KS: 0.87,
  IA: 0.92,
  NE: 0.92,
  IN: 0.9,
  OH: 0.93,
  MI: 0.96,
};

function careTypeName(slug: CareTypeSlug): string {
  return careTypeOf(slug).name;
}

interface PlacementPicker {
  pick(random: SeededRandom): SeedPlace;
}

/** Places weighted by population^0.85: big cities get more providers, but not in proportion. */
function placementPicker(places: SeedPlace[], excluded: ReadonlySet<SeedPlace>): PlacementPicker {
  const eligible = places.filter((p) => !excluded.has(p));
  const cumulative = new Float64Array(eligible.length);
  let total = 0;
  eligible.forEach((p, i) => {
    total += Math.pow(p.population, 0.85);
    cumulative[i] = total;
  });
  return {
    pick(random) {
      const target = random.next() * total;
      let lo = 0;
      let hi = eligible.length - 1;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if ((cumulative[mid] ?? 0) < target) lo = mid + 1;
        else hi = mid;
      }
      const place = eligible[lo];
      if (!place) throw new Error("no place to pick");
      return place;
    },
  };
}

function findPlace(places: SeedPlace[], name: string, stateCode: string): SeedPlace {
  const place = places.find((p) => p.stateCode === stateCode && p.name === name);
  if (!place) throw new Error(`seed city ${name}, ${stateCode} is missing from the city data`);
  return place;
}

function round1(value: number): number {
  return Math.round(value * 10) / 10;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

function isoDay(ms: number): string {
  return new Date(ms).toISOString();
}

function phoneNumber(random: SeededRandom): string {
  const area = `${random.int(2, 9)}${random.int(0, 8)}${random.int(0, 9)}`;
  const exchange = `${random.int(2, 9)}${random.int(0, 9)}${random.int(0, 9)}`;
  const line = String(random.int(0, 9999)).padStart(4, "0");
  // Stored the way providers typed them: some with a leading 1 (spec 5 normalisation drops it).
  const shape = random.next();
  if (shape < 0.7) return `(${area}) ${exchange}-${line}`;
  if (shape < 0.9) return `${area}${exchange}${line}`;
  return `1${area}${exchange}${line}`;
}

function careTypesFor(random: SeededRandom, primary: CareTypeSlug): CareTypeSlug[] {
  const types = new Set<CareTypeSlug>([primary]);
  for (const [extra, probability] of SEED_CARE_TYPES[primary].alsoOffers) {
    if (random.chance(probability)) types.add(extra);
  }
  return [...types];
}

function amenitiesFor(random: SeededRandom, homeBased: boolean): number[] {
  const categories = AMENITY_CATEGORIES.filter(
    (c) => c.offeredBy === "all" || c.offeredBy === (homeBased ? "home" : "community"),
  );
  const pool = categories.flatMap((c) => c.types.map((t) => t.id));
  const count = homeBased ? random.int(3, 12) : random.int(4, 28);
  return random.sample(pool, count).sort((a, b) => a - b);
}

function indexAmenity(id: number): Amenity {
  const type = AMENITY_TYPES.get(id);
  if (!type) throw new Error(`amenity ${id} is not in the catalogue`);
  return { id, amenityType: { id, name: type.name }, amenityCategory: type.category };
}

function reviewsFor(random: SeededRandom, careTypes: CareTypeSlug[], quality: number): Review[] {
  // Many providers have no reviews at all; the rest follow a long tail.
  if (random.chance(0.42)) return [];
  const count = Math.min(80, 1 + Math.floor(-Math.log(1 - random.next()) * 5));
  const reviews: Review[] = [];
  for (let i = 0; i < count; i++) {
    const rating = clamp(Math.round(random.normal(quality, 0.8)), 1, 5);
    const { title, content } = reviewText(random, rating);
    const createdAt =
      SEED_REFERENCE_DATE.getTime() - random.int(1, 6 * 365) * DAY_MS - random.int(0, DAY_MS - 1);
    const responded = random.chance(0.18);
    reviews.push({
      id: random.uuid(),
      careType: random.pick(careTypes),
      content,
      createdAt: isoDay(createdAt),
      name: personName(random),
      providerResponse: responded
        ? checkedVideoEmbeds(providerResponse(random, random.chance(0.08)), seedVideoReachable)
        : null,
      rating,
      title,
    });
  }
  return reviews.sort((a, b) =>
    a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0,
  );
}

function promotionsFor(random: SeededRandom): Promotion[] {
  if (!random.chance(0.18)) return [];
  const ref = SEED_REFERENCE_DATE.getTime();
  return Array.from({ length: random.int(1, 2) }, () => {
    const kind = random.next();
    let startsAt: number | null;
    let endsAt: number | null;
    if (kind < 0.55) {
      // Running now and for a long while, so the site shows it for years after seeding.
      startsAt = ref - random.int(5, 120) * DAY_MS;
      endsAt = ref + random.int(400, 1500) * DAY_MS;
    } else if (kind < 0.7) {
      startsAt = random.chance(0.5) ? ref - random.int(5, 60) * DAY_MS : null;
      endsAt = null;
    } else if (kind < 0.85) {
      startsAt = ref - random.int(200, 400) * DAY_MS;
      endsAt = ref - random.int(10, 150) * DAY_MS;
    } else {
      startsAt = ref + random.int(2000, 2500) * DAY_MS;
      endsAt = startsAt + random.int(30, 90) * DAY_MS;
    }
    return {
      startsAt: startsAt === null ? null : isoDay(startsAt),
      endsAt: endsAt === null ? null : isoDay(endsAt),
      externalPromotionText: random.chance(0.95) ? random.pick(PROMOTION_TEXTS) : null,
      visibleOnlyToFa: random.chance(0.15),
    };
  });
}

function photosFor(random: SeededRandom, homeBased: boolean, id: string): Photo[] {
  if (random.chance(homeBased ? 0.55 : 0.2)) return [];
  const count = homeBased ? random.int(1, 3) : random.int(1, 15);
  const kind = homeBased ? "home-care" : "community";
  return Array.from({ length: count }, (_, i) => {
    const url = `/images/providers/${kind}-${((id.charCodeAt(i % id.length) + i) % 12) + 1}.jpg`;
    return i === 0 ? { url, caption: "Exterior" } : { url };
  });
}

function accommodationsFor(random: SeededRandom, startCents: number | null): Accommodation[] {
  const kinds = random.sample(ACCOMMODATION_KINDS, random.int(1, 4));
  return kinds.map((kind, i) => ({
    title: kind.title,
    images: random.chance(0.6)
      ? [{ url: `/images/providers/community-${random.int(1, 12)}.jpg` }]
      : [],
    startingPriceCents:
      startCents === null ? null : Math.round((startCents * (1 + i * 0.18)) / 100) * 100,
    bathroomCount: kind.baths,
    bedCount: kind.beds,
    description: random.chance(0.7) ? paragraph(random, 1) : null,
    features: random.sample(ACCOMMODATION_FEATURES, random.int(1, 4)),
    squareFeetSize: random.chance(0.85) ? random.int(kind.sqft[0], kind.sqft[1]) : null,
  }));
}

function contractFor(
  random: SeededRandom,
  enhanced: boolean,
): Pick<Service, "contract" | "contracts"> {
  if (!enhanced && !random.chance(0.12)) return {};
  const contract: Contract = {
    type: enhanced
      ? random.weighted([
          ["subscription", 3],
          ["pay-per-lead", 1],
        ])
      : "pay-per-lead",
    isSuppressed: !enhanced && random.chance(0.3),
  };
  // spec 3: some records carry a single contract, others a list where the first is used.
  return random.chance(0.5)
    ? { contract }
    : { contracts: [contract, { type: "legacy", isSuppressed: true }] };
}

function caringStarYears(
  random: SeededRandom,
  averageRating: number | null,
  reviewCount: number,
): number[] {
  if (averageRating === null || averageRating < 4.3 || reviewCount < 3 || !random.chance(0.6))
    return [];
  const last = random.int(2021, 2026);
  const streak = random.int(1, last - 2018);
  return Array.from({ length: streak }, (_, i) => last - i).sort((a, b) => a - b);
}

export interface SeedRecord {
  /** 1-based insertion order; the engines use it as the row id. */
  pid: number;
  provider: Provider;
  /** Its inspection record (issue 27, seed/inspections.ts), or null for none. */
  inspections: ProviderInspections | null;
}

/**
 * The month a seeded provider reported its prices (issue 27.6): one to eighteen months
 * before the seed's reference date, from the provider's own random source; null without
 * a price.
 */
export function pricesReportedOn(seed: string | number, provider: Provider): string | null {
  if (provider.startPriceInCents === null) return null;
  const monthsAgo = new SeededRandom(`${seed}/prices/${provider.id}`).int(1, 18);
  const month = new Date(SEED_REFERENCE_DATE);
  month.setUTCMonth(month.getUTCMonth() - monthsAgo);
  return month.toISOString().slice(0, 7);
}

/**
 * What a seeded directory holds, as a version: a directory file seeded with an older one
 * is rebuilt on the next start (sqlite/sqliteStore.ts `ensureSqliteDirectory`). Raise it
 * whenever the seed writes new tables or rows an older file lacks. 2: inspection records
 * (issue 27). 3: the month each provider reported its prices and the day of its newest
 * review (issue 27.6).
 */
export const SEED_VERSION = 3;

/** The seed version a directory's `directory_meta` records (1 before versions were kept). */
export function seedVersionOf(value: string | undefined): number {
  if (value === undefined) return 1;
  try {
    const version = (JSON.parse(value) as { version?: unknown }).version;
    return typeof version === "number" ? version : 1;
  } catch {
    return 1;
  }
}

/**
 * The directory's providers, deterministically from `seed`: the well-stocked
 * cities first, the sparse town next, then `scale` in total placed in real US
 * cities weighted by population. Yields one provider at a time.
 */
export function* generateProviders(options: SeedOptions): Generator<SeedRecord> {
  const seedText = options.seed ?? DEFAULT_SEED;
  const random = new SeededRandom(seedText);
  const places = loadSeedPlaces();
  const usedSlugs = new Set<string>();
  const perCityAndType = Math.max(3, Math.round(options.scale / 5000));

  const fixed: { place: SeedPlace; careType: CareTypeSlug }[] = [];
  for (const city of WELL_STOCKED_CITIES) {
    const place = findPlace(places, city.name, city.stateCode);
    for (const careType of CARE_TYPES) {
      for (let i = 0; i < perCityAndType; i++) fixed.push({ place, careType: careType.slug });
    }
  }
  const sparse = findPlace(places, SPARSE_TOWN.name, SPARSE_TOWN.stateCode);
  for (const careType of SPARSE_TOWN.careTypes) fixed.push({ place: sparse, careType });

  const picker = placementPicker(places, new Set([sparse]));
  const primaryWeights = primaryCareTypeWeights();
  const ccns = new CcnSequence();
  for (let index = 0; index < options.scale; index++) {
    const slot = fixed[index];
    const place = slot?.place ?? picker.pick(random);
    const primary = slot?.careType ?? random.weighted(primaryWeights);
    const careTypes = slot && place === sparse ? [primary] : careTypesFor(random, primary);
    const provider = buildProvider(random, index, place, primary, careTypes, usedSlugs);
    // issue 27: the inspection records draw from their own random source per provider,
    // so every field above is what it was before they existed.
    if (isSeededNursingHome(provider)) provider.ccn = ccns.next(place.stateCode);
    // issue 27.6: so does the month the provider reported its prices.
    provider.pricesReportedOn = pricesReportedOn(seedText, provider);
    yield { pid: index + 1, provider, inspections: seedInspections(seedText, provider) };
  }
}

function buildProvider(
  random: SeededRandom,
  index: number,
  place: SeedPlace,
  primary: CareTypeSlug,
  careTypes: CareTypeSlug[],
  usedSlugs: Set<string>,
): Provider {
  const homeBased = careTypeOf(primary).homeBased;
  const rollupType = careTypeOf(primary).rollUpType;
  const id = random.uuid();
  const legacyId = 100_000 + index;
  const name = homeBased
    ? homeCareName(random, place.name)
    : communityName(random, place.name, careTypeName(primary));
  let slug = toSlug(name);
  if (usedSlugs.has(slug)) slug = `${slug}-${legacyId}`;
  usedSlugs.add(slug);
  const stateName = US_STATES[place.stateCode] ?? place.stateCode;
  const stateUrl = toSlug(stateName);
  const zipCode = random.pick(place.zipCodes);
  const street = streetAddress(random);
  // Spread providers around the city centre, wider for bigger cities.
  const spread = clamp(Math.sqrt(place.population) / 9000, 0.01, 0.2);
  const latitude = round6(place.latitude + random.normal(0, spread / 2));
  const longitude = round6(place.longitude + random.normal(0, spread / 2));

  const quality = clamp(random.normal(4.1, 0.6), 1.5, 5);
  const reviews = reviewsFor(random, careTypes, quality);
  const reviewCount = reviews.length;
  const averageRating = reviewCount
    ? round1(reviews.reduce((s, r) => s + r.rating, 0) / reviewCount)
    : null;
  const aspect = (applies: boolean) =>
    applies && averageRating !== null
      ? round1(clamp(averageRating + random.normal(0, 0.4), 1, 5))
      : null;
  const aspectRatings: AspectRatings = {
    activities: aspect(!homeBased),
    mealsAndDining: aspect(!homeBased),
    staff: aspect(true),
  };

  const enhancedListing = random.chance(0.12);
  const priced = random.chance(homeBased ? 0.55 : 0.72);
  const costIndex =
    (STATE_COST_INDEX[place.stateCode] ?? 1) * (place.population > 500_000 ? 1.08 : 1);
  const amenityIds = amenitiesFor(random, homeBased);
  const services: Service[] = careTypes.map((careType) => {
    const price = priced
      ? Math.round(
          careTypeOf(careType).nationalMonthlyPrice * costIndex * Math.exp(random.normal(0, 0.18)),
        ) * 100
      : null;
    return {
      category: {
        name: careTypeName(careType),
        description: `${careTypeName(careType)} at ${name}`,
        imageURL: `/images/care-types/${careType}.jpg`,
      },
      careType,
      costs: { startingPriceCents: price },
      legacyResourceId: legacyId * 10 + careTypes.indexOf(careType),
      isClaimed: random.chance(enhancedListing ? 0.9 : 0.3),
      accommodations: careTypeOf(careType).homeBased ? [] : accommodationsFor(random, price),
      ...contractFor(random, enhancedListing),
      amenities: random
        .sample(amenityIds, Math.min(amenityIds.length, random.int(2, 8)))
        .map((amenityId) => ({ amenityId })),
    };
  });
  const prices = services
    .map((s) => s.costs.startingPriceCents)
    .filter((p): p is number => p !== null);
  const startPriceInCents = prices.length ? Math.min(...prices) : null;
  const maxPrice = prices.length
    ? Math.round((Math.max(...prices) * (1.2 + random.next() * 0.6)) / 100) * 100
    : null;

  const caringStars = caringStarYears(random, averageRating, reviewCount);
  const awards: Award[] = caringStars.map((year) => ({ name: "Caring Stars", year }));
  if (random.chance(0.03))
    awards.push({ name: "Best of Senior Living", year: random.int(2020, 2026) });
  const pulseAwards =
    homeBased && random.chance(0.12) ? random.sample(HOME_CARE_PULSE_AWARDS, random.int(1, 3)) : [];
  const amenitySet = new Set(amenityIds);
  const flags = {
    pets: amenitySet.has(SPECIAL_AMENITY_IDS.pets),
    internet: amenitySet.has(SPECIAL_AMENITY_IDS.internetEnabledRooms),
    wheelchair: amenitySet.has(SPECIAL_AMENITY_IDS.wheelchairAssistance),
    transportation: amenitySet.has(SPECIAL_AMENITY_IDS.residentTransportation),
  };
  const faqs: Faq[] = random.chance(0.3) ? random.sample(FAQ_SAMPLES, random.int(2, 5)) : [];
  const explicitIndexed = random.next();
  const explicitSuppressed = random.next();
  const latest = reviews[0];
  const provider: Provider = {
    id,
    legacyId,
    name,
    slug,
    path: `/${rollupType}/${stateUrl}/${place.urlName}/${slug}`,
    address: {
      formattedAddress: `${street}, ${place.name}, ${place.stateCode} ${zipCode}`,
      street,
      city: { name: place.name, urlName: place.urlName },
      state: { code: place.stateCode, name: stateName, urlName: stateUrl },
      zipCode,
      county: place.county,
      latitude,
      longitude,
    },
    phoneNumber: phoneNumber(random),
    averageRating,
    reviewCount,
    aspectRatings,
    // spec 5: video embeds checked on import (https, reachable), not per page view.
    description: checkedVideoEmbeds(
      description(random, name, place.name, {
        long: random.chance(0.2),
        hostile: random.chance(0.03),
      }),
      seedVideoReachable,
    ),
    photos: photosFor(random, homeBased, id),
    promotions: promotionsFor(random),
    awards,
    services,
    amenities: amenityIds.map(indexAmenity),
    amenitiesLegacy: flags,
    amenityIds,
    accommodations: services.flatMap((s) => s.accommodations.map((a) => ({ title: a.title }))),
    tags: careTypes.map(careTypeName),
    careTypes,
    careTypesDescription: careTypes.map(careTypeName).join(", "),
    careType: primary,
    minimumCost: startPriceInCents === null ? null : { costCents: startPriceInCents },
    maximumCost: maxPrice === null ? null : { costCents: maxPrice },
    startPriceInCents,
    caringStars,
    isCaringStar: caringStars.some((year) => year >= 2024),
    isVerified: random.chance(enhancedListing ? 0.7 : 0.15),
    hasActivePromotion: false,
    lastReviewSnippet: latest ? latest.content.slice(0, 140) : null,
    // issue 27.6: the rating and the count are as of the newest review they count.
    reviewsAsOf: latest ? latest.createdAt.slice(0, 10) : null,
    homeCarePulse: pulseAwards.length ? { year: HOME_CARE_PULSE_YEAR, awards: pulseAwards } : null,
    rollupType,
    enhancedListing,
    faqs,
    reviews,
    petsAllowed: flags.pets,
    internetEnabledRooms: flags.internet,
    walkingWheelchairAssistance: flags.wheelchair,
    residentTransportation: flags.transportation,
    extra: random.chance(0.1) ? "Medicare-certified beds available on request." : null,
    licenses:
      homeBased || random.chance(0.4)
        ? null
        : `License #${place.stateCode}-${random.int(100000, 999999)}`,
    stateLicenses: random.chance(0.3)
      ? `${stateName} Department of Health, facility ${random.int(1000, 99999)}`
      : null,
  };
  // spec 4: a few records carry explicit flags that override the derived rules.
  if (explicitIndexed < 0.07) provider.isIndexed = true;
  else if (explicitIndexed < 0.1) provider.isIndexed = false;
  if (explicitSuppressed < 0.04) provider.isSuppressed = true;
  else if (explicitSuppressed < 0.1) provider.isSuppressed = false;
  // Keep the spec 4 rule honest in the data: an enhanced listing may still be suppressed.
  if (enhancedListing && !isEnhancedProvider(provider) && random.chance(0.5)) {
    provider.isSuppressed = false;
  }
  return provider;
}

function round6(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}
