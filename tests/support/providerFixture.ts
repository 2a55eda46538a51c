/** Providers, reviews and their parts as the directory returns them, for the unit tests of any area. */
import type {
  Accommodation,
  Provider,
  ProviderSearchResult,
  Review,
  Service,
} from "@web/rules/model/types";

/** A provider as the directory returns it, with nothing optional filled in. */
export function makeProvider(overrides: Partial<Provider> = {}): Provider {
  return {
    id: "prov-oak",
    legacyId: 100_001,
    name: "Oak Meadow",
    slug: "oak-meadow",
    path: "/senior-living/texas/austin/oak-meadow",
    address: {
      formattedAddress: "12 Elm St, Austin, TX 78701",
      street: "12 Elm St",
      city: { name: "Austin", urlName: "austin" },
      state: { code: "TX", name: "Texas", urlName: "texas" },
      zipCode: "78701",
      county: "Travis",
      latitude: 30.27,
      longitude: -97.74,
    },
    phoneNumber: "15125550100",
    averageRating: 4.46,
    reviewCount: 0,
    aspectRatings: { activities: null, mealsAndDining: null, staff: null },
    description: "",
    photos: [],
    promotions: [],
    awards: [],
    services: [],
    amenities: [],
    amenitiesLegacy: { pets: false, internet: false, wheelchair: false, transportation: false },
    amenityIds: [],
    accommodations: [],
    tags: ["Assisted Living"],
    careTypes: ["assisted-living"],
    careTypesDescription: "Assisted Living",
    careType: "assisted-living",
    minimumCost: null,
    maximumCost: null,
    startPriceInCents: null,
    caringStars: [],
    isCaringStar: false,
    isVerified: false,
    hasActivePromotion: false,
    lastReviewSnippet: null,
    homeCarePulse: null,
    rollupType: "senior-living",
    enhancedListing: false,
    faqs: [],
    reviews: [],
    petsAllowed: false,
    internetEnabledRooms: false,
    walkingWheelchairAssistance: false,
    residentTransportation: false,
    extra: null,
    licenses: null,
    stateLicenses: null,
    ...overrides,
  };
}

/** A provider as a search returns it: {@link makeProvider} with its distance. */
export function makeSearchResult(
  overrides: Partial<ProviderSearchResult> = {},
): ProviderSearchResult {
  return { ...makeProvider(), distanceInMiles: 2.4, isNearby: false, ...overrides };
}

export function makeAccommodation(title: string, priceCents: number | null): Accommodation {
  return {
    title,
    images: [],
    startingPriceCents: priceCents,
    bathroomCount: 1,
    bedCount: 1,
    description: `${title} with a kitchenette.`,
    features: ["Walk-in shower"],
    squareFeetSize: 450,
  };
}

export function makeService(overrides: Partial<Service> & Pick<Service, "careType">): Service {
  return {
    category: {
      name: "Assisted Living",
      description: "Assisted Living at Oak Meadow",
      imageURL: "/images/care-types/assisted-living.jpg",
    },
    costs: { startingPriceCents: null },
    legacyResourceId: 1,
    isClaimed: false,
    accommodations: [],
    amenities: [],
    ...overrides,
  };
}

export function makeReview(id: string, createdAt: string, overrides: Partial<Review> = {}): Review {
  return {
    id,
    careType: "assisted-living",
    content: `Review ${id}: the staff were kind and the meals were good.`,
    createdAt,
    name: `Reviewer ${id}`,
    providerResponse: null,
    rating: 4,
    title: `Title ${id}`,
    ...overrides,
  };
}

/**
 * A provider's promotions as stored: one a visitor may see ("First month free", 2.5 days
 * left, so "3 days left") and one for the provider-side audience only (spec 6).
 */
export function offerAndStaffOnlyPromotions(now = Date.now()): Provider["promotions"] {
  const day = 24 * 60 * 60 * 1000;
  return [
    {
      startsAt: new Date(now - day).toISOString(),
      endsAt: new Date(now + 2.5 * day).toISOString(),
      externalPromotionText: "First month free",
      visibleOnlyToFa: false,
    },
    {
      startsAt: null,
      endsAt: null,
      externalPromotionText: "Staff-only offer",
      visibleOnlyToFa: true,
    },
  ];
}
