import { acceptedGeoLocation } from "@web/rules/geo/geoIp";

describe("geo-IP acceptance (spec 5)", () => {
  const full = { city: "Austin", state: "TX", latitude: 30.27, longitude: -97.74 };

  it("accepts a location with city, state, latitude and longitude", () => {
    expect(acceptedGeoLocation(full)).toEqual(full);
  });

  it.each([
    ["no city", { ...full, city: "" }],
    ["no state", { ...full, state: undefined }],
    ["no latitude", { ...full, latitude: null }],
    ["no longitude", { ...full, longitude: undefined }],
    ["a latitude out of range", { ...full, latitude: 123 }],
    ["a string longitude", { ...full, longitude: "-97.7" }],
  ])("refuses a location with %s", (_, candidate) => {
    expect(acceptedGeoLocation(candidate)).toBeNull();
  });

  it("refuses what is not an object", () => {
    expect(acceptedGeoLocation(null)).toBeNull();
    expect(acceptedGeoLocation("Austin")).toBeNull();
  });
});
