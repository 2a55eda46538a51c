/**
 * The directory's catalogues: the 34 amenity categories and their types, and the price
 * tiers. States are in web/directory/states.ts. The care types themselves, with their
 * national prices, are the rules' catalogue (web/rules/careTypes.ts).
 */
import { careTypeOf, type CareTypeSlug } from "@web/rules/careTypes";
import type { AmenityFilterName, AmenityQuickFilter } from "@web/rules/search/searchOptions";

/** spec 9: amenity ids with a legacy boolean flag of their own. */
export const SPECIAL_AMENITY_IDS = {
  wheelchairAssistance: 2,
  pets: 98,
  internetEnabledRooms: 105,
  residentTransportation: 122,
} as const;

/**
 * Price tier 1..4 ($ to $$$$) of a starting price, relative to the national
 * price of the care type, so the priceRange filter means the same in every market.
 */
export function priceTier(startingPriceCents: number, careType: CareTypeSlug): number {
  const ratio = startingPriceCents / 100 / careTypeOf(careType).nationalMonthlyPrice;
  if (ratio < 0.9) return 1;
  if (ratio < 1.05) return 2;
  if (ratio < 1.2) return 3;
  return 4;
}

/** Bit of a care type in the stored care-type mask (bit i = care type id i). */
export function careTypeBit(slug: CareTypeSlug): number {
  return 1 << careTypeOf(slug).id;
}

export interface AmenityCategoryDefinition {
  id: number;
  name: string;
  /** The search filter this category answers to, if any (spec 3 and 9). */
  filter: AmenityFilterName | null;
  /** Residential communities or in-home services: who offers amenities of this category. */
  offeredBy: "community" | "home" | "all";
  types: { id: number; name: string }[];
}

type CategorySketch = Omit<AmenityCategoryDefinition, "id" | "types"> & {
  types: (string | { id: number; name: string })[];
};

// spec 9: ids 2, 98, 105 and 122 are fixed; every other type id is handed out
// in order, skipping them, so the catalogue reads as data rather than numbers.
const CATEGORY_SKETCHES: CategorySketch[] = [
  {
    name: "Accessibility",
    filter: "accessibility",
    offeredBy: "all",
    types: [
      { id: SPECIAL_AMENITY_IDS.wheelchairAssistance, name: "Wheelchair Assistance" },
      "Walking Assistance",
      "Wheelchair Accessible Showers",
      "Grab Bars",
      "Elevators",
    ],
  },
  {
    name: "Dining",
    filter: "dining",
    offeredBy: "community",
    types: [
      "Meals Provided",
      "Restaurant-Style Dining",
      "Special Dietary Accommodations",
      "Kosher Meals",
      "Vegetarian Options",
      "Private Dining Room",
    ],
  },
  {
    name: "Health Services",
    filter: "healthServices",
    offeredBy: "all",
    types: [
      "Physical Therapy",
      "Occupational Therapy",
      "Speech Therapy",
      "Medication Management",
      "Diabetes Care",
      "24-Hour Nursing",
    ],
  },
  {
    name: "Languages",
    filter: "languages",
    offeredBy: "all",
    types: [
      "Spanish Speaking",
      "Chinese Speaking",
      "Tagalog Speaking",
      "Vietnamese Speaking",
      "French Speaking",
    ],
  },
  {
    name: "Lifestyle",
    filter: "lifestyle",
    offeredBy: "community",
    types: [
      "Golf",
      "Pool or Hot Tub",
      "Fitness Center",
      "Gardening Club",
      "Arts and Crafts",
      "Library",
    ],
  },
  {
    name: "Personal Care",
    filter: "personalCare",
    offeredBy: "all",
    types: [
      "Bathing Assistance",
      "Dressing Assistance",
      "Incontinence Care",
      "Transfer Assistance",
      "Short-Term Care",
    ],
  },
  {
    name: "Room Amenities",
    filter: "roomAmenities",
    offeredBy: "community",
    types: [
      { id: SPECIAL_AMENITY_IDS.internetEnabledRooms, name: "Internet-Enabled Rooms" },
      "Cable TV",
      "Private Bathroom",
      "Kitchenette",
      "Air Conditioning",
    ],
  },
  {
    name: "Room Type",
    filter: "roomType",
    offeredBy: "community",
    types: ["Private Room", "Semi-Private Room", "Studio", "One Bedroom", "Two Bedroom"],
  },
  {
    name: "Staff Qualifications",
    filter: "staffQualifications",
    offeredBy: "all",
    types: [
      "Registered Nurse on Staff",
      "Dementia-Trained Staff",
      "Certified Nursing Assistants",
      "Licensed Social Worker",
    ],
  },
  {
    name: "Other Amenities",
    filter: "otherAmenities",
    offeredBy: "all",
    types: [
      { id: SPECIAL_AMENITY_IDS.pets, name: "Pets Allowed" },
      { id: SPECIAL_AMENITY_IDS.residentTransportation, name: "Resident Transportation" },
      "Veterans Benefits",
      "Beauty Salon",
      "Laundry Service",
    ],
  },
  {
    name: "Safety and Security",
    filter: null,
    offeredBy: "community",
    types: ["24-Hour Security", "Emergency Call System", "Secured Entrances"],
  },
  {
    name: "Memory Care Programming",
    filter: null,
    offeredBy: "community",
    types: ["Secured Memory Unit", "Sensory Therapy", "Music and Memory Program"],
  },
  {
    name: "Transportation",
    filter: null,
    offeredBy: "all",
    types: ["Scheduled Transportation", "Medical Appointment Rides", "Shopping Trips"],
  },
  {
    name: "Payment Options",
    filter: null,
    offeredBy: "all",
    types: ["Medicaid Accepted", "Medicare Accepted", "Long-Term Care Insurance", "Private Pay"],
  },
  {
    name: "Outdoor Spaces",
    filter: null,
    offeredBy: "community",
    types: ["Walking Paths", "Courtyard", "Patio or Balcony"],
  },
  {
    name: "Wellness Programs",
    filter: null,
    offeredBy: "all",
    types: ["Yoga", "Tai Chi", "Balance Classes"],
  },
  {
    name: "Social Activities",
    filter: null,
    offeredBy: "community",
    types: ["Game Nights", "Movie Nights", "Happy Hour"],
  },
  {
    name: "Spiritual Life",
    filter: null,
    offeredBy: "community",
    types: ["Chapel", "Religious Services", "Chaplain"],
  },
  {
    name: "Education and Enrichment",
    filter: null,
    offeredBy: "community",
    types: ["Lifelong Learning Classes", "Computer Classes", "Book Club"],
  },
  {
    name: "Technology",
    filter: null,
    offeredBy: "all",
    types: ["Family Portal", "Video Calling", "Telehealth"],
  },
  {
    name: "Housekeeping",
    filter: null,
    offeredBy: "all",
    types: ["Weekly Housekeeping", "Linen Service", "Daily Tidying"],
  },
  {
    name: "Move-In Services",
    filter: null,
    offeredBy: "community",
    types: ["Move-In Coordinator", "Downsizing Help"],
  },
  {
    name: "Family Support",
    filter: null,
    offeredBy: "all",
    types: ["Family Support Groups", "Care Conferences"],
  },
  {
    name: "Medical Equipment",
    filter: null,
    offeredBy: "all",
    types: ["Hoyer Lift", "Oxygen Therapy"],
  },
  {
    name: "Nutrition Programs",
    filter: null,
    offeredBy: "all",
    types: ["Dietitian Consultations", "Meal Delivery"],
  },
  {
    name: "Clinical Care",
    filter: null,
    offeredBy: "community",
    types: ["Wound Care", "IV Therapy", "Dialysis Coordination"],
  },
  {
    name: "Respite Care",
    filter: null,
    offeredBy: "all",
    types: ["Overnight Respite", "Weekend Respite"],
  },
  {
    name: "Hospice Services",
    filter: null,
    offeredBy: "all",
    types: ["Palliative Care", "Bereavement Support"],
  },
  {
    name: "Companion Care",
    filter: null,
    offeredBy: "home",
    types: ["Companionship", "Errands", "Light Housekeeping"],
  },
  {
    name: "Home Health Services",
    filter: null,
    offeredBy: "home",
    types: ["Skilled Nursing Visits", "Home Infusion", "Post-Surgical Care"],
  },
  {
    name: "Care Coordination",
    filter: null,
    offeredBy: "home",
    types: ["Care Plan Reviews", "Doctor Coordination"],
  },
  {
    name: "Scheduling",
    filter: null,
    offeredBy: "home",
    types: ["24-Hour Care", "Live-In Care", "Overnight Care"],
  },
  {
    name: "Caregiver Standards",
    filter: null,
    offeredBy: "home",
    types: ["Background-Checked Caregivers", "Bonded and Insured"],
  },
  {
    name: "Community Features",
    filter: null,
    offeredBy: "community",
    types: ["Guest Suites", "Mail Delivery", "Convenience Store"],
  },
];

function buildCatalogue(): AmenityCategoryDefinition[] {
  const reserved = new Set<number>(Object.values(SPECIAL_AMENITY_IDS));
  let nextId = 1;
  const takeId = () => {
    while (reserved.has(nextId)) nextId += 1;
    return nextId++;
  };
  return CATEGORY_SKETCHES.map((sketch, index) => ({
    ...sketch,
    id: index + 1,
    types: sketch.types.map((t) => (typeof t === "string" ? { id: takeId(), name: t } : t)),
  }));
}

/** spec 9: 34 amenity categories (icon ids 1 to 34) and their amenity types. */
export const AMENITY_CATEGORIES: readonly AmenityCategoryDefinition[] = buildCatalogue();

export interface AmenityTypeDefinition {
  id: number;
  name: string;
  category: { id: number; name: string };
}

export const AMENITY_TYPES: ReadonlyMap<number, AmenityTypeDefinition> = new Map(
  AMENITY_CATEGORIES.flatMap((category) =>
    category.types.map(
      (t) => [t.id, { ...t, category: { id: category.id, name: category.name } }] as const,
    ),
  ),
);

const amenityIdByName = new Map<string, number>(
  [...AMENITY_TYPES.values()].map((t) => [t.name, t.id]),
);

function amenityId(name: string): number {
  const id = amenityIdByName.get(name);
  if (id === undefined) throw new Error(`amenity type ${name} is not in the catalogue`);
  return id;
}

/** spec 9: each quick filter is one amenity type. */
export const QUICK_FILTER_AMENITY_IDS: Readonly<Record<AmenityQuickFilter, number>> = {
  golf: amenityId("Golf"),
  "meals-provided": amenityId("Meals Provided"),
  "pets-allowed": SPECIAL_AMENITY_IDS.pets,
  "physical-therapy": amenityId("Physical Therapy"),
  "pool-or-hot-tub": amenityId("Pool or Hot Tub"),
  "veterans-benefits": amenityId("Veterans Benefits"),
  "spanish-speaking": amenityId("Spanish Speaking"),
  "short-term-care": amenityId("Short-Term Care"),
};
