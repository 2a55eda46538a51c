import { beforeAll, describe, expect, it } from "@jest/globals";
import {
  Gazetteer,
  getGazetteer,
  parsePlaceQuery,
  type CityRecord,
  type ZipRecord,
} from "@web/services/geocoding/gazetteer";

const city = (
  name: string,
  adminCode: string,
  population: number,
  lng: number,
  lat: number,
): CityRecord => ({
  name,
  country: "US",
  adminCode,
  population,
  loc: { coordinates: [lng, lat] },
});

const zip = (
  zipCode: string,
  placeName: string,
  stateCode: string,
  countyName: string,
): ZipRecord => ({
  zipCode,
  placeName,
  stateCode,
  countyName,
  latitude: 30,
  longitude: -97,
});

const fixture = new Gazetteer(
  [
    city("Austin", "TX", 931_830, -97.74, 30.27),
    city("Austin", "TX", 5_000, -97.7, 30.2),
    city("Austintown", "OH", 29_677, -80.76, 41.1),
    city("Austin", "MN", 24_563, -92.97, 43.67),
    city("St. Louis", "MO", 315_685, -90.2, 38.63),
    city("Paris", "FR", 2_000_000, 2.35, 48.85),
  ],
  [
    zip("78701", "Austin", "TX", "Travis"),
    zip("78702", "Austin", "TX", "Travis"),
    zip("78717", "Austin", "TX", "Williamson"),
    zip("63101", "Saint Louis", "MO", "St. Louis City"),
    zip("79553", "Tinytown", "TX", "Jones"),
  ],
);

describe("place query reading", () => {
  it("reads a city with a state written as code, name or after a comma", () => {
    for (const text of ["Austin, TX", "austin tx", "Austin Texas", "AUSTIN,  texas"]) {
      expect(parsePlaceQuery(text)).toEqual({
        kind: "name",
        name: "austin",
        stateCodes: new Set(["TX"]),
      });
    }
  });

  it("reads a ZIP code, alone or after a place", () => {
    expect(parsePlaceQuery("78701")).toEqual({ kind: "zip", zipPrefix: "78701" });
    expect(parsePlaceQuery("Austin, TX 78701-1234")).toEqual({ kind: "zip", zipPrefix: "78701" });
    expect(parsePlaceQuery("787")).toEqual({ kind: "zip", zipPrefix: "787" });
  });

  it("keeps a state name whole when nothing comes before it", () => {
    expect(parsePlaceQuery("New York")).toEqual({
      kind: "name",
      name: "new york",
      stateCodes: null,
    });
  });
});

describe("gazetteer (fixture)", () => {
  it("labels cities 'City, ST' and ranks by population", () => {
    expect(fixture.suggestNow("aus").map((p) => p.label)).toEqual([
      "Austin, TX",
      "Austintown, OH",
      "Austin, MN",
    ]);
  });

  it("puts an exact name before a longer one", () => {
    expect(fixture.suggestNow("austin").map((p) => p.label)).toEqual([
      "Austin, TX",
      "Austin, MN",
      "Austintown, OH",
    ]);
  });

  it("keeps the most populous of two same-named cities in a state, with its main county", () => {
    const austin = fixture.geocodeNow("Austin, TX");
    expect(austin).toMatchObject({
      kind: "city",
      label: "Austin, TX",
      value: "Austin, TX",
      city: { name: "Austin", urlName: "austin" },
      state: { code: "TX", name: "Texas", urlName: "texas" },
      county: "Travis",
      latitude: 30.27,
      longitude: -97.74,
    });
  });

  it("filters by a partial state typed after a comma", () => {
    expect(fixture.suggestNow("austin, m").map((p) => p.label)).toEqual(["Austin, MN"]);
  });

  it("finds 'Saint' and 'St.' spellings alike and merges their ZIP place", () => {
    expect(fixture.suggestNow("saint louis").map((p) => p.label)).toEqual(["St. Louis, MO"]);
    expect(fixture.geocodeNow("st louis mo")?.county).toBe("St. Louis City");
  });

  it("geocodes a ZIP code to its place and county", () => {
    expect(fixture.geocodeNow("78717")).toMatchObject({
      kind: "postcode",
      label: "Austin, TX 78717",
      zipCode: "78717",
      county: "Williamson",
    });
    expect(fixture.geocodeNow("00000")).toBeNull();
  });

  it("knows places that only have ZIP codes, ranked after cities with a population", () => {
    expect(fixture.geocodeNow("Tinytown")).toMatchObject({ label: "Tinytown, TX", population: 0 });
  });

  it("geocodes a state name to the state", () => {
    expect(fixture.geocodeNow("texas")).toMatchObject({ kind: "state", label: "Texas" });
  });

  it("ignores places outside the US and answers nothing for unknown text", () => {
    expect(fixture.suggestNow("paris")).toEqual([]);
    expect(fixture.geocodeNow("'; DROP TABLE providers; --")).toBeNull();
    expect(fixture.suggestNow("austin", 0)).toEqual([]);
  });
});

describe("gazetteer (real US data)", () => {
  let gazetteer: Gazetteer;
  beforeAll(async () => {
    gazetteer = await getGazetteer();
  });

  it("is built once per process", async () => {
    expect(await getGazetteer()).toBe(gazetteer);
    expect(gazetteer.size).toBeGreaterThan(20_000);
  });

  it.each([
    ["Austin", "Austin, TX"],
    ["Austin, TX", "Austin, TX"],
    ["austin tx", "Austin, TX"],
    ["Portland, OR", "Portland, OR"],
    ["portland maine", "Portland, ME"],
    ["78701", "Austin, TX 78701"],
    ["Texas", "Texas"],
    ["springfield", "Springfield, MO"],
  ])("geocodes %p as %p", (text, label) => {
    expect(gazetteer.geocodeNow(text)?.label).toBe(label);
  });

  it("answers a 3-letter prefix with up to 6 places fast enough for autocomplete", () => {
    // CPU time, not the wall clock: other processes on the machine cannot fail it.
    const started = process.cpuUsage();
    for (const prefix of ["san", "new", "por", "spr", "aus", "cha", "mia", "den"]) {
      const places = gazetteer.suggestNow(prefix);
      expect(places).toHaveLength(6);
      expect(places.every((p) => p.label.toLowerCase().includes(prefix))).toBe(true);
    }
    const { user, system } = process.cpuUsage(started);
    expect((user + system) / 1000 / 8).toBeLessThan(20);
  });
});
