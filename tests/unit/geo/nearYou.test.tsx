/** @jest-environment jsdom */
import { act, render, screen } from "@testing-library/react";
import { NearYou } from "@registry/parts/geo/NearYou";
import { resetGeoLocation } from "@web/client/api";
import { nearestListedCity, type GeoLocation, type ListedCity } from "@web/rules/geo/geoIp";

const CITIES: ListedCity[] = [
  { name: "Houston", stateCode: "TX", href: "/senior-living/assisted-living/texas/houston" },
  { name: "Austin", stateCode: "TX", href: "/senior-living/assisted-living/texas/austin" },
  { name: "Seattle", stateCode: "WA", href: "/senior-living/assisted-living/washington/seattle" },
];
const at = (city: string, state: string): GeoLocation => ({
  city,
  state,
  latitude: 30.27,
  longitude: -97.74,
});

describe("the nearest listed city (geo-IP, spec 3 / 5)", () => {
  it("is the visitor's own city when it is listed", () => {
    expect(nearestListedCity(at("austin", "tx"), CITIES)?.name).toBe("Austin");
  });

  it("else the first listed city of the visitor's state", () => {
    expect(nearestListedCity(at("Round Rock", "TX"), CITIES)?.name).toBe("Houston");
  });

  it("is nothing outside the listed states, or for an incomplete location", () => {
    expect(nearestListedCity(at("Denver", "CO"), CITIES)).toBeNull();
    expect(nearestListedCity({ ...at("Austin", "TX"), latitude: null }, CITIES)).toBeNull();
    expect(nearestListedCity(null, CITIES)).toBeNull();
  });
});

describe("NearYou", () => {
  let answer: unknown;
  beforeEach(() => {
    resetGeoLocation();
    (globalThis as { fetch?: unknown }).fetch = async () => ({
      ok: true,
      status: 200,
      json: async () => answer,
    });
  });
  afterEach(() => {
    delete (globalThis as { fetch?: unknown }).fetch;
  });

  it("links to the nearest listed city once the answer comes", async () => {
    answer = at("Austin", "TX");
    render(<NearYou cities={CITIES} />);
    expect(screen.queryByText(/Near you/)).toBeNull();
    await act(async () => undefined);
    expect(screen.getByRole("link", { name: "Austin, TX" })).toHaveAttribute(
      "href",
      "/senior-living/assisted-living/texas/austin",
    );
  });

  it("shows nothing for an empty answer (spec 8)", async () => {
    answer = { city: "", state: "", latitude: null, longitude: null };
    const { container } = render(<NearYou cities={CITIES} />);
    await act(async () => undefined);
    expect(container).toBeEmptyDOMElement();
  });
});
