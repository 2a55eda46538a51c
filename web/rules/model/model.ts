/**
 * The provider directory's domain model (spec 3): providers, their services, reviews,
 * amenities and promotions. Field names follow the product's API so responses can be
 * returned as they are. The store's request and response shapes are in requests.ts;
 * the care-type catalogue, the search vocabularies and the limits in web/rules/.
 */
import type { CareTypeSlug, RollUpType } from "@web/rules/careTypes";

/** spec 3: Amenity as read from the search index. */
export interface Amenity {
  id: number;
  amenityType: { name: string; id: number };
  amenityCategory: { name: string; id: number };
}

/** spec 3: Amenity flattened for display. */
export interface FlatAmenity {
  id: number;
  amenityName: string;
  amenityId: number;
  amenityCategoryName: string;
  amenityCategoryId: number;
}

/** spec 3: the legacy amenity flags (pets, internet, wheelchair, transportation). */
export interface AmenitiesLegacy {
  pets: boolean;
  internet: boolean;
  wheelchair: boolean;
  transportation: boolean;
}

export interface Photo {
  url: string;
  caption?: string;
}

export interface Promotion {
  /** ISO timestamps; either may be absent (an open window). */
  startsAt: string | null;
  endsAt: string | null;
  externalPromotionText: string | null;
  /** spec 6: visible only to the provider-side audience, hidden from visitors. */
  visibleOnlyToFa: boolean;
}

export interface Award {
  name: string;
  year: number;
}

/** spec 3: the Home Care Pulse recognitions of the year 2025. */
export const HOME_CARE_PULSE_AWARDS = [
  "Provider of Choice",
  "Employer of Choice",
  "Leader in Experience",
  "Home Care Pulse Certified",
] as const;
export type HomeCarePulseAward = (typeof HOME_CARE_PULSE_AWARDS)[number];
export const HOME_CARE_PULSE_YEAR = 2025;

export interface Contract {
  /** e.g. "subscription", "pay-per-lead", "none" */
  type: string;
  isSuppressed: boolean;
}

export interface Accommodation {
  title: string;
  images: Photo[];
  startingPriceCents: number | null;
  bathroomCount: number | null;
  bedCount: number | null;
  description: string | null;
  features: string[];
  squareFeetSize: number | null;
}

export interface ServiceCategory {
  name: string;
  description: string;
  imageURL: string;
}

export interface Service {
  category: ServiceCategory;
  /** The care type this service offers. */
  careType: CareTypeSlug;
  costs: { startingPriceCents: number | null };
  legacyResourceId: number;
  isClaimed: boolean;
  accommodations: Accommodation[];
  /** spec 3: a single contract, or a list of contracts where the first is used. */
  contract?: Contract;
  contracts?: Contract[];
  amenities: { amenityId: number }[];
}

export interface Review {
  id: string;
  careType: string;
  content: string;
  /** ISO timestamp */
  createdAt: string;
  name: string;
  /** HTML written by the provider; may be absent. */
  providerResponse: string | null;
  rating: number;
  title: string;
}

/** A review together with the provider it is about (top and recent reviews by locale). */
export interface LocaleReview extends Review {
  provider: { id: string; name: string; path: string; city: string; state: string };
}

export interface Faq {
  question: string;
  answer: string;
}

export interface Address {
  formattedAddress: string;
  street: string;
  city: { name: string; urlName: string };
  state: { code: string; name: string; urlName: string };
  zipCode: string;
  county: string;
  latitude: number;
  longitude: number;
}

export interface Cost {
  costCents: number;
}

/** Per-aspect ratings behind the best-activities, best-meals-dining and best-staff sorts. */
export interface AspectRatings {
  activities: number | null;
  mealsAndDining: number | null;
  staff: number | null;
}

/** spec 3: Provider (card, search result and detail). */
export interface Provider {
  id: string;
  legacyId: number;
  name: string;
  slug: string;
  /** The provider detail path, e.g. /senior-living/texas/austin/oak-meadow-assisted-living */
  path: string;
  address: Address;
  phoneNumber: string;
  averageRating: number | null;
  reviewCount: number;
  aspectRatings: AspectRatings;
  /** HTML (may contain hostile markup: sanitise before rendering, spec 5). */
  description: string;
  photos: Photo[];
  promotions: Promotion[];
  awards: Award[];
  services: Service[];
  amenities: Amenity[];
  amenitiesLegacy: AmenitiesLegacy;
  amenityIds: number[];
  /** Accommodation titles across services. */
  accommodations: { title: string }[];
  /** Care-type names, e.g. ["Assisted Living", "Memory Care"]. */
  tags: string[];
  careTypes: CareTypeSlug[];
  careTypesDescription: string;
  /** The provider's main care type. */
  careType: CareTypeSlug;
  minimumCost: Cost | null;
  maximumCost: Cost | null;
  startPriceInCents: number | null;
  caringStars: number[];
  isCaringStar: boolean;
  /**
   * issue 27.4: the Caring Stars years an immediate-jeopardy citation withholds (they are
   * gone from `caringStars` and `awards`), newest first; absent when none
   * (web/rules/awards/awardRule.ts).
   */
  withheldAwardYears?: number[];
  isVerified: boolean;
  /** spec 4: optional explicit indexability flag. */
  isIndexed?: boolean;
  hasActivePromotion: boolean;
  lastReviewSnippet: string | null;
  homeCarePulse: { year: number; awards: HomeCarePulseAward[] } | null;
  rollupType: RollUpType;
  enhancedListing: boolean;
  /** spec 4: when present it decides suppression; otherwise the contracts do. */
  isSuppressed?: boolean;
  faqs: Faq[];
  /** Present on detail reads (newest first); search results leave it empty. */
  reviews: Review[];
  // spec 3: legacy boolean fields and free-text license fields.
  petsAllowed: boolean;
  internetEnabledRooms: boolean;
  walkingWheelchairAssistance: boolean;
  residentTransportation: boolean;
  extra: string | null;
  licenses: string | null;
  stateLicenses: string | null;
  /**
   * issue 27: the CMS Certification Number of a Medicare-certified nursing home, the key
   * Medicare's files match on (its inspection record: `inspections` of the detail endpoint).
   */
  ccn?: string | null;
  /**
   * issue 27.6: the month the provider last reported its prices (YYYY-MM); null or absent
   * when the directory does not know it (web/rules/trust/factSources.ts).
   */
  pricesReportedOn?: string | null;
  /**
   * issue 27.6: the day of the newest review `averageRating` and `reviewCount` count
   * (YYYY-MM-DD): the date the rating is as of; null or absent without reviews.
   */
  reviewsAsOf?: string | null;
  /**
   * issue 27.6: CMS's overall star rating with its source and data month, for cards (the
   * whole record is the detail endpoint's `inspections`); null or absent without one.
   * Read from the inspection record by the store, never stored in the document.
   */
  cmsRating?: CmsOverallRating | null;
}

/** CMS's overall rating of a nursing home, with where and when it comes from (issue 27.6). */
export interface CmsOverallRating {
  /** 1-5 stars. */
  overall: number;
  /** "Medicare Care Compare". */
  source: string;
  /** The data month of the record, YYYY-MM. */
  asOf: string;
}

/**
 * spec 3: the provider as the detail endpoints answer it (GET /v2/location/{id},
 * GET /v3/location{path}): its amenities flattened; every other field as stored.
 */
export interface ProviderDetail extends Omit<Provider, "amenities"> {
  amenities: FlatAmenity[];
}
