import { toSlug } from "@web/rules/slug";
import {
  AMENITY_CATEGORIES,
  QUICK_FILTER_AMENITY_IDS,
  SPECIAL_AMENITY_IDS,
  priceTier,
} from "@web/rules/catalogue";
import { resolveStateCode } from "@web/directory/states";
import { seedRows } from "@web/directory/rows";
import {
  SEED_REFERENCE_DATE,
  SPARSE_TOWN,
  WELL_STOCKED_CITIES,
  generateProviders,
  primaryCareTypeWeights,
  type SeedRecord,
} from "@web/directory/seed/generate";
import { loadSeedPlaces } from "@web/directory/seed/places";
import { SeededRandom } from "@web/directory/seed/random";
import { CARE_TYPES, CARE_TYPE_SLUGS } from "@web/rules/careTypes";

const take = (scale: number, seed: string): SeedRecord[] => [...generateProviders({ scale, seed })];

describe("seed generator", () => {
  const records = take(3000, "unit");
  const providers = records.map((r) => r.provider);

  it("is deterministic: the same seed yields the same directory, another seed a different one", () => {
    expect(JSON.stringify(take(300, "unit"))).toBe(JSON.stringify(records.slice(0, 300)));
    expect(take(300, "other").map((r) => r.provider.id)).not.toEqual(
      records.slice(0, 300).map((r) => r.provider.id),
    );
  });

  it("places providers in real US cities with a ZIP code and county from the postal data", () => {
    const places = new Map(loadSeedPlaces().map((p) => [`${p.urlName}|${p.stateCode}`, p]));
    for (const p of providers) {
      const place = places.get(`${p.address.city.urlName}|${p.address.state.code}`);
      expect(place).toBeDefined();
      expect(place?.zipCodes).toContain(p.address.zipCode);
      expect(p.address.county).toBe(place?.county);
      expect(Math.abs(p.address.latitude - (place?.latitude ?? 0))).toBeLessThan(1);
    }
  });

  it("stocks every care type in the well-known cities and leaves the sparse town without memory care", () => {
    for (const city of WELL_STOCKED_CITIES) {
      for (const slug of CARE_TYPE_SLUGS) {
        const n = providers.filter(
          (p) =>
            p.address.city.name === city.name &&
            p.address.state.code === city.stateCode &&
            p.careTypes.includes(slug),
        ).length;
        expect(n).toBeGreaterThanOrEqual(3);
      }
    }
    const sparse = providers.filter(
      (p) =>
        p.address.city.name === SPARSE_TOWN.name && p.address.state.code === SPARSE_TOWN.stateCode,
    );
    expect(sparse.flatMap((p) => p.careTypes).sort()).toEqual([...SPARSE_TOWN.careTypes].sort());
  });

  it("has believable distributions: many unreviewed providers, a long review tail, some prices missing", () => {
    const unreviewed = providers.filter((p) => p.reviewCount === 0).length / providers.length;
    expect(unreviewed).toBeGreaterThan(0.3);
    expect(unreviewed).toBeLessThan(0.55);
    expect(Math.max(...providers.map((p) => p.reviewCount))).toBeGreaterThan(20);
    expect(providers.every((p) => (p.reviewCount === 0) === (p.averageRating === null))).toBe(true);
    const unpriced =
      providers.filter((p) => p.startPriceInCents === null).length / providers.length;
    expect(unpriced).toBeGreaterThan(0.15);
    expect(unpriced).toBeLessThan(0.5);
    const memoryCare = providers.filter(
      (p) => p.careType === "memory-care-facilities" && p.startPriceInCents,
    );
    const independent = providers.filter(
      (p) => p.careType === "independent-living" && p.startPriceInCents,
    );
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    expect(mean(memoryCare.map((p) => p.startPriceInCents ?? 0))).toBeGreaterThan(
      mean(independent.map((p) => p.startPriceInCents ?? 0)),
    );
    expect(new Set(providers.map((p) => p.careTypes.length)).size).toBeGreaterThan(2);
  });

  it("keeps the legacy amenity flags in step with the special amenity ids (spec 9)", () => {
    for (const p of providers) {
      expect(p.petsAllowed).toBe(p.amenityIds.includes(SPECIAL_AMENITY_IDS.pets));
      expect(p.internetEnabledRooms).toBe(
        p.amenityIds.includes(SPECIAL_AMENITY_IDS.internetEnabledRooms),
      );
      expect(p.walkingWheelchairAssistance).toBe(
        p.amenityIds.includes(SPECIAL_AMENITY_IDS.wheelchairAssistance),
      );
      expect(p.residentTransportation).toBe(
        p.amenityIds.includes(SPECIAL_AMENITY_IDS.residentTransportation),
      );
    }
    expect(providers.some((p) => p.petsAllowed)).toBe(true);
    expect(providers.some((p) => p.residentTransportation)).toBe(true);
  });

  it("includes hostile HTML in some descriptions and review responses for the sanitiser", () => {
    const hostile = /<script|onerror=|javascript:|<iframe src="http:|<h2>/;
    expect(providers.filter((p) => hostile.test(p.description)).length).toBeGreaterThan(20);
    const responses = providers.flatMap((p) => p.reviews.map((r) => r.providerResponse ?? ""));
    expect(responses.filter((r) => hostile.test(r)).length).toBeGreaterThan(5);
  });

  it("lays promotion windows around the reference date, some for the provider-side audience only", () => {
    const promotions = providers.flatMap((p) => p.promotions);
    const ref = SEED_REFERENCE_DATE.getTime();
    expect(promotions.some((p) => p.visibleOnlyToFa)).toBe(true);
    expect(promotions.some((p) => p.endsAt !== null && Date.parse(p.endsAt) < ref)).toBe(true);
    expect(promotions.some((p) => p.startsAt !== null && Date.parse(p.startsAt) > ref)).toBe(true);
    expect(promotions.some((p) => p.endsAt === null)).toBe(true);
  });

  it("gives shares of enhanced, verified, claimed, suppressed and award-winning providers", () => {
    const share = (f: (p: (typeof providers)[number]) => boolean) =>
      providers.filter(f).length / providers.length;
    expect(share((p) => p.enhancedListing)).toBeGreaterThan(0.05);
    expect(share((p) => p.isVerified)).toBeGreaterThan(0.1);
    expect(share((p) => p.services.some((s) => s.isClaimed))).toBeGreaterThan(0.2);
    expect(share((p) => p.isSuppressed === true)).toBeGreaterThan(0.01);
    expect(share((p) => p.awards.some((a) => a.name === "Caring Stars"))).toBeGreaterThan(0.02);
    expect(new Set(providers.flatMap((p) => p.awards.map((a) => a.year))).size).toBeGreaterThan(4);
    expect(providers.some((p) => p.homeCarePulse?.year === 2025)).toBe(true);
    expect(providers.some((p) => p.services.some((s) => s.contracts && !s.contract))).toBe(true);
  });

  it("gives every provider a unique id, slug and path", () => {
    expect(new Set(providers.map((p) => p.id)).size).toBe(providers.length);
    expect(new Set(providers.map((p) => p.slug)).size).toBe(providers.length);
    expect(new Set(providers.map((p) => p.path)).size).toBe(providers.length);
    expect(
      providers.every((p) =>
        p.path.startsWith(`/${p.rollupType}/${p.address.state.urlName}/${p.address.city.urlName}/`),
      ),
    ).toBe(true);
  });

  it("derives searchable columns from the provider", () => {
    const row = seedRows(records[0]!);
    expect(row.provider.pid).toBe(1);
    expect(row.reviews).toHaveLength(records[0]!.provider.reviewCount);
    expect(JSON.parse(row.doc)).not.toHaveProperty("reviews");
    expect(row.promotions.length).toBeLessThanOrEqual(records[0]!.provider.promotions.length);
  });
});

describe("seed data per care type", () => {
  it("draws every catalogue care type as a main type", () => {
    const slugs = primaryCareTypeWeights().map(([slug]) => slug);
    expect([...slugs].sort()).toEqual([...CARE_TYPE_SLUGS].sort());
  });

  it("refuses to seed a care type it has no data for", () => {
    expect(() => primaryCareTypeWeights([...CARE_TYPES, { slug: "respite-care" }])).toThrow(
      "the seed has no data for care type respite-care",
    );
  });

  it("refuses seed data for a care type the catalogue does not list", () => {
    expect(() => primaryCareTypeWeights(CARE_TYPES.filter((c) => c.slug !== "hospices"))).toThrow(
      "the seed has data for hospices, which is no care type",
    );
  });
});

describe("catalogue", () => {
  it("has 34 amenity categories with the special ids in place (spec 9)", () => {
    expect(AMENITY_CATEGORIES).toHaveLength(34);
    expect(AMENITY_CATEGORIES.map((c) => c.id)).toEqual(
      Array.from({ length: 34 }, (_, i) => i + 1),
    );
    const byId = new Map(
      AMENITY_CATEGORIES.flatMap((c) => c.types.map((t) => [t.id, t.name] as const)),
    );
    expect(byId.get(2)).toBe("Wheelchair Assistance");
    expect(byId.get(98)).toBe("Pets Allowed");
    expect(byId.get(105)).toBe("Internet-Enabled Rooms");
    expect(byId.get(122)).toBe("Resident Transportation");
    expect(byId.size).toBe(AMENITY_CATEGORIES.reduce((n, c) => n + c.types.length, 0));
    expect(QUICK_FILTER_AMENITY_IDS["pets-allowed"]).toBe(98);
  });

  it("resolves states by code, name or URL name, and rejects unknown ones", () => {
    expect(resolveStateCode("tx")).toBe("TX");
    expect(resolveStateCode("New York")).toBe("NY");
    expect(resolveStateCode("district-of-columbia")).toBe("DC");
    expect(resolveStateCode("Atlantis")).toBeNull();
    expect(resolveStateCode("")).toBeNull();
  });

  it("makes URL names and price tiers", () => {
    expect(toSlug("St. Mary's Peña")).toBe("st-marys-pena");
    expect(toSlug("Costs & fees")).toBe("costs-and-fees");
    expect(priceTier(300_000, "assisted-living")).toBe(1);
    expect(priceTier(900_000, "assisted-living")).toBe(4);
  });

  it("draws the same numbers from the same seed", () => {
    const a = new SeededRandom("x");
    const b = new SeededRandom("x");
    expect(Array.from({ length: 5 }, () => a.next())).toEqual(
      Array.from({ length: 5 }, () => b.next()),
    );
    expect(new SeededRandom("y").next()).not.toBe(new SeededRandom("x").next());
  });
});
