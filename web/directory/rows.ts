import { toSlug } from "@web/rules/slug";
import { isIndexable } from "@web/rules/provider/isIndexable";
import { isProviderPageHidden } from "@web/rules/provider/providerPage";
import { isEnhancedProvider } from "@web/rules/card/isEnhancedProvider";
import { caringStarsYears } from "@web/rules/card/topRatedBadge";
import { careTypeBit, priceTier } from "../rules/catalogue";
import type { Provider } from "../rules/model/model";
import type { SeedRecord } from "./seed/generate";
import { inspectionRows, type CitationRow, type InspectionRow } from "./inspectionRows";

/** The searchable columns of a provider row; the full record travels in `doc`. */
export interface ProviderRow {
  pid: number;
  id: string;
  legacy_id: number;
  slug: string;
  path: string;
  legacy_path: string;
  name: string;
  name_search: string;
  city: string;
  city_url: string;
  state_code: string;
  state_url: string;
  county: string;
  county_url: string;
  zip: string;
  latitude: number;
  longitude: number;
  care_type: string;
  care_type_mask: number;
  rollup_type: string;
  average_rating: number | null;
  review_count: number;
  rating_activities: number | null;
  rating_meals: number | null;
  rating_staff: number | null;
  start_price_cents: number | null;
  price_tier: number | null;
  photo_count: number;
  is_verified: number;
  is_caring_star: number;
  is_enhanced: number;
  is_indexable: number;
  /** 0 for a suppressed provider: it has no page, so no list names it. */
  is_listed: number;
  recommended_score: number;
  /** issue 27: the CMS Certification Number (Medicare-certified nursing homes), else null. */
  ccn: string | null;
}

export const PROVIDER_COLUMNS = [
  "pid",
  "id",
  "legacy_id",
  "slug",
  "path",
  "legacy_path",
  "name",
  "name_search",
  "city",
  "city_url",
  "state_code",
  "state_url",
  "county",
  "county_url",
  "zip",
  "latitude",
  "longitude",
  "care_type",
  "care_type_mask",
  "rollup_type",
  "average_rating",
  "review_count",
  "rating_activities",
  "rating_meals",
  "rating_staff",
  "start_price_cents",
  "price_tier",
  "photo_count",
  "is_verified",
  "is_caring_star",
  "is_enhanced",
  "is_indexable",
  "is_listed",
  "recommended_score",
  "ccn",
] as const satisfies readonly (keyof ProviderRow)[];

export interface ReviewRow {
  id: string;
  pid: number;
  care_type: string;
  rating: number;
  created_at: string;
  name: string;
  title: string;
  content: string;
  provider_response: string | null;
}

export interface SeedRows {
  provider: ProviderRow;
  doc: string;
  amenities: { amenity_id: number; pid: number }[];
  services: { pid: number; care_type: string; starting_price_cents: number | null }[];
  promotions: { pid: number; starts_at: string | null; ends_at: string | null }[];
  reviews: ReviewRow[];
  /** The provider's Caring Stars years (the awards pages' winners, web/rules/awards/awards.ts). */
  caringStars: CaringStarsRow[];
  /** Its inspection record (issue 27): one summary row and its citations, or none. */
  inspection: InspectionRow | null;
  citations: CitationRow[];
}

/** One Caring Stars win: a provider, a year, and where the awards pages list it. */
export interface CaringStarsRow {
  rollup_type: string;
  year: number;
  state_code: string;
  pid: number;
}

/** County names are matched without case and without a trailing "County". */
export function countyUrlName(county: string): string {
  return toSlug(county.replace(/\s+(county|parish|borough)$/i, ""));
}

/**
 * The stored document: the provider without what the store keeps elsewhere
 * (reviews live in their own table; amenities are rebuilt from amenityIds).
 */
export function storedDocument(provider: Provider): string {
  const rest: Partial<Provider> = { ...provider };
  delete rest.reviews;
  delete rest.amenities;
  return JSON.stringify(rest);
}

// The "recommended" order: a rating shrunk towards the national mean by review
// volume (so one 5-star review does not beat fifty 4.8s), plus small bonuses for
// what helps families decide: verification, photos, prices, awards.
function recommendedScore(provider: Provider): number {
  const prior = 3.8;
  const weight = 5;
  const rating =
    ((provider.averageRating ?? prior) * provider.reviewCount + prior * weight) /
    (provider.reviewCount + weight);
  return (
    Math.round(
      (rating +
        (provider.isVerified ? 0.3 : 0) +
        (provider.photos.length ? 0.2 : 0) +
        (provider.startPriceInCents ? 0.15 : 0) +
        (provider.isCaringStar ? 0.2 : 0)) *
        1e4,
    ) / 1e4
  );
}

export function seedRows({ pid, provider, inspections }: SeedRecord): SeedRows {
  const { address } = provider;
  const row: ProviderRow = {
    pid,
    id: provider.id,
    legacy_id: provider.legacyId,
    slug: provider.slug,
    path: provider.path,
    // Older links used the care type as the first segment; they answer with a 301 (spec 7 meta.statusCode).
    legacy_path: `/${provider.careType}/${address.state.urlName}/${address.city.urlName}/${provider.slug}`,
    name: provider.name,
    name_search: provider.name.toLowerCase(),
    city: address.city.name,
    city_url: address.city.urlName,
    state_code: address.state.code,
    state_url: address.state.urlName,
    county: address.county,
    county_url: countyUrlName(address.county),
    zip: address.zipCode,
    latitude: address.latitude,
    longitude: address.longitude,
    care_type: provider.careType,
    care_type_mask: provider.careTypes.reduce((mask, slug) => mask | careTypeBit(slug), 0),
    rollup_type: provider.rollupType,
    average_rating: provider.averageRating,
    review_count: provider.reviewCount,
    rating_activities: provider.aspectRatings.activities,
    rating_meals: provider.aspectRatings.mealsAndDining,
    rating_staff: provider.aspectRatings.staff,
    start_price_cents: provider.startPriceInCents,
    price_tier:
      provider.startPriceInCents === null
        ? null
        : priceTier(provider.startPriceInCents, provider.careType),
    photo_count: provider.photos.length,
    is_verified: provider.isVerified ? 1 : 0,
    is_caring_star: provider.isCaringStar ? 1 : 0,
    is_enhanced: isEnhancedProvider(provider) ? 1 : 0,
    is_indexable: isIndexable(provider) ? 1 : 0,
    is_listed: isProviderPageHidden(provider) ? 0 : 1,
    recommended_score: recommendedScore(provider),
    ccn: provider.ccn ?? null,
  };
  const inspection = inspections ? inspectionRows(pid, inspections) : null;
  return {
    provider: row,
    doc: storedDocument(provider),
    amenities: provider.amenityIds.map((amenity_id) => ({ amenity_id, pid })),
    services: provider.services.map((s) => ({
      pid,
      care_type: s.careType,
      starting_price_cents: s.costs.startingPriceCents,
    })),
    // spec 5 and 6: only promotions a visitor could ever see are searchable.
    promotions: provider.promotions
      .filter((p) => !p.visibleOnlyToFa && p.externalPromotionText)
      .map((p) => ({ pid, starts_at: p.startsAt, ends_at: p.endsAt })),
    reviews: provider.reviews.map((r) => ({
      id: r.id,
      pid,
      care_type: r.careType,
      rating: r.rating,
      created_at: r.createdAt,
      name: r.name,
      title: r.title,
      content: r.content,
      provider_response: r.providerResponse,
    })),
    caringStars: caringStarsYears(provider).map((year) => ({
      rollup_type: provider.rollupType,
      year,
      state_code: address.state.code,
      pid,
    })),
    inspection: inspection?.inspection ?? null,
    citations: inspection?.citations ?? [],
  };
}
