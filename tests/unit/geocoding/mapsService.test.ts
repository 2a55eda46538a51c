import { afterAll, afterEach, beforeAll, describe, expect, it, jest } from "@jest/globals";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { getGeocoder } from "@web/services/geocoding";
import { Gazetteer } from "@web/services/geocoding/gazetteer";
import { MapsServiceGeocoder, placeFromFeature } from "@web/services/geocoding/mapsService";
import { logEntry } from "../../support/logLines";

/** A local stand-in for the maps service: answers whatever the test sets next. */
let nextAnswer: { status: number; body: string; delayMs?: number } = { status: 200, body: "{}" };
const requests: URL[] = [];
let server: Server;
let baseUrl: string;

beforeAll(async () => {
  server = createServer((request: IncomingMessage, response) => {
    requests.push(new URL(request.url ?? "/", "http://localhost"));
    const { status, body, delayMs = 0 } = nextAnswer;
    setTimeout(() => {
      response.writeHead(status, { "content-type": "application/json" });
      response.end(body);
    }, delayMs);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const errors = jest.spyOn(console, "error").mockImplementation(() => undefined);
afterEach(() => {
  errors.mockClear();
  requests.length = 0;
});

const austin = {
  place_name: "Austin, Texas, United States",
  place_type: ["place"],
  center: [-97.7437, 30.2711],
};
const answer = (features: unknown[]) => ({ status: 200, body: JSON.stringify({ features }) });

describe("maps-service geocoder (spec 7)", () => {
  const geocoder = () =>
    new MapsServiceGeocoder({ accessToken: "pk.test", baseUrl, timeoutMs: 500 });

  it("asks for US places, postcodes and localities, 6 at most, with the access key", async () => {
    nextAnswer = answer([austin]);
    await geocoder().suggest("Austin tx");
    const [request] = requests;
    expect(request?.pathname).toBe("/geocoding/v5/mapbox.places/Austin%20tx.json");
    expect(request?.searchParams.get("country")).toBe("us");
    expect(request?.searchParams.get("limit")).toBe("6");
    expect(request?.searchParams.get("types")).toBe("place,postcode,locality");
    expect(request?.searchParams.get("access_token")).toBe("pk.test");
  });

  it("reads place_name, place_type and center into a 'City, ST' place", async () => {
    nextAnswer = answer([
      austin,
      {
        place_name: "78701, Austin, Texas, United States",
        place_type: ["postcode"],
        center: [-97.74, 30.27],
      },
    ]);
    const places = await geocoder().suggest("austin");
    expect(places.map((p) => [p.kind, p.label])).toEqual([
      ["city", "Austin, TX"],
      ["postcode", "Austin, TX 78701"],
    ]);
    expect(places[0]).toMatchObject({
      latitude: 30.2711,
      longitude: -97.7437,
      state: { code: "TX", urlName: "texas" },
      city: { name: "Austin", urlName: "austin" },
    });
  });

  it("geocodes to the first feature", async () => {
    nextAnswer = answer([austin]);
    expect((await geocoder().geocode("Austin"))?.label).toBe("Austin, TX");
    expect(errors).not.toHaveBeenCalled();
  });

  it("counts a first feature without a 2-value center as no result: logged, null", async () => {
    nextAnswer = answer([{ ...austin, center: [-97.7] }, austin]);
    expect(await geocoder().geocode("Austin")).toBeNull();
    expect(errors).toHaveBeenCalledTimes(1);
    expect(logEntry(errors.mock.calls[0]?.[0])).toMatchObject({
      event: "api-error",
      where: "geocoding",
    });
  });

  it("answers no features with null and a log line", async () => {
    nextAnswer = answer([]);
    expect(await geocoder().geocode("Nowhere")).toBeNull();
    expect(errors).toHaveBeenCalledTimes(1);
  });

  it.each([
    ["a server error", { status: 500, body: "{}" }],
    ["a body that is not JSON", { status: 200, body: "<html>" }],
    ["a body without features", { status: 200, body: '{"message":"Not Authorized"}' }],
    ["a timeout", { status: 200, body: JSON.stringify({ features: [austin] }), delayMs: 1500 }],
  ])(
    "answers %s with null (geocode) and [] (suggest), logged without the token",
    async (_, failure) => {
      nextAnswer = failure;
      expect(await geocoder().geocode("Austin")).toBeNull();
      expect(await geocoder().suggest("Austin")).toEqual([]);
      expect(errors).toHaveBeenCalledTimes(2);
      expect(errors.mock.calls.flat().join(" ")).not.toContain("pk.test");
    },
  );

  it("answers an unreachable service with null", async () => {
    const down = new MapsServiceGeocoder({
      accessToken: "pk.test",
      baseUrl: "http://127.0.0.1:9",
      timeoutMs: 500,
    });
    expect(await down.geocode("Austin")).toBeNull();
    expect(errors).toHaveBeenCalledTimes(1);
  });

  it("drops features it cannot place", () => {
    expect(placeFromFeature({ place_name: "Somewhere", center: ["a", "b"] })).toBeNull();
    expect(
      placeFromFeature({
        place_name: "Texas, United States",
        place_type: ["region"],
        center: [-99, 31],
      }),
    ).toMatchObject({ kind: "state", label: "Texas", state: { code: "TX" } });
  });
});

describe("choosing the geocoder", () => {
  it("uses the maps service only when an access token is configured", async () => {
    expect(
      (await getGeocoder({ MAPS_ACCESS_TOKEN: "pk.live", MAPS_API_URL: baseUrl })).source,
    ).toBe("maps-service");
    const local = await getGeocoder({});
    expect(local.source).toBe("gazetteer");
    expect(local).toBeInstanceOf(Gazetteer);
    expect((await getGeocoder({ MAPS_ACCESS_TOKEN: "  " })).source).toBe("gazetteer");
  });
});
