import { amenityGroups, LEGACY_FLAGS_CATEGORY } from "@web/rules/provider/amenityGroups";

const amenity = (id: number, name: string, categoryId: number, category: string) => ({
  id,
  amenityType: { id, name },
  amenityCategory: { id: categoryId, name: category },
});

describe("'What {provider name} Offers' groups (spec 2.3, 3)", () => {
  it("groups amenities by category in catalogue order, each name once", () => {
    const groups = amenityGroups(
      [
        amenity(40, "Chef-prepared meals", 2, "Dining"),
        amenity(2, "Wheelchair Assistance", 1, "Accessibility"),
        amenity(41, "Private dining room", 2, "Dining"),
        amenity(40, "Chef-prepared meals", 2, "Dining"),
      ],
      null,
    );
    expect(groups).toEqual([
      { id: 1, name: "Accessibility", amenities: ["Wheelchair Assistance"] },
      { id: 2, name: "Dining", amenities: ["Chef-prepared meals", "Private dining room"] },
    ]);
  });

  it("includes the legacy flags whose amenity is not listed", () => {
    const groups = amenityGroups([amenity(2, "Wheelchair Assistance", 1, "Accessibility")], {
      wheelchair: true,
      pets: true,
      internet: false,
      transportation: true,
    });
    expect(groups.at(-1)).toEqual({
      id: 0,
      name: LEGACY_FLAGS_CATEGORY,
      amenities: ["Pets Allowed", "Resident Transportation"],
    });
  });

  it("adds legacy flags to an existing Other Amenities group", () => {
    const groups = amenityGroups([amenity(90, "Library", 10, "Other Amenities")], { pets: true });
    expect(groups).toEqual([
      { id: 10, name: "Other Amenities", amenities: ["Library", "Pets Allowed"] },
    ]);
  });

  it("is empty without amenities or flags", () => {
    expect(amenityGroups([], {})).toEqual([]);
    expect(amenityGroups(null, null)).toEqual([]);
  });
});
