import { GET } from "@web/app/api/geoip/route";
import {
  createGeoIpLookup,
  mmdbDatabase,
  publicAddress,
  type GeoIpDatabase,
} from "@web/services/geocoding/geoIp";
import { setLogSink, type LogEntry } from "@web/lib/log";
import { EMPTY_GEO_LOCATION, locationFromRecord, type DbIpCityRecord } from "@web/rules/geo/geoIp";

const AUSTIN: DbIpCityRecord = {
  city: "Austin",
  country_code: "US",
  state1: "Texas",
  latitude: 30.267200469970703,
  longitude: -97.74310302734375,
};

function recordingDatabase(answer: (ip: string) => DbIpCityRecord | null) {
  const calls: string[] = [];
  const database: GeoIpDatabase = async (ip) => {
    calls.push(ip);
    return answer(ip);
  };
  return { database, calls };
}

let logs: LogEntry[];
let restoreLog: () => void;
beforeEach(() => {
  logs = [];
  restoreLog = setLogSink((entry) => logs.push(entry));
});
afterEach(() => restoreLog());

describe("geo-IP lookup (spec 3, 5, 7 /api/geoip, 8)", () => {
  it("answers a US record as city, state code, latitude and longitude", async () => {
    const { database } = recordingDatabase(() => AUSTIN);
    expect(await createGeoIpLookup(database).locate("8.8.4.4")).toEqual({
      city: "Austin",
      state: "TX",
      latitude: 30.2672,
      longitude: -97.7431,
    });
  });

  it("drops DB-IP's neighbourhood in brackets from the city", () => {
    expect(locationFromRecord({ ...AUSTIN, city: "Cambridge (East Cambridge)" })?.city).toBe(
      "Cambridge",
    );
  });

  it.each([
    ["loopback", "127.0.0.1"],
    ["IPv6 loopback", "::1"],
    ["private 10/8", "10.1.2.3"],
    ["private 192.168/16", "192.168.1.20"],
    ["private 172.16/12", "172.20.0.5"],
    ["link-local", "169.254.10.10"],
    ["unique-local IPv6", "fd12:3456::1"],
    ["mapped loopback", "::ffff:127.0.0.1"],
    ["no address", "unknown"],
    ["garbage", "8.8.8.8; DROP TABLE"],
  ])("answers empty for %s without a lookup", async (_, ip) => {
    const { database, calls } = recordingDatabase(() => AUSTIN);
    expect(await createGeoIpLookup(database).locate(ip)).toEqual(EMPTY_GEO_LOCATION);
    expect(calls).toEqual([]);
  });

  it("looks an IPv4-mapped IPv6 address up as its IPv4 address", async () => {
    expect(publicAddress("::FFFF:8.8.8.8")).toEqual({ address: "8.8.8.8", version: 4 });
    expect(publicAddress("2001:4860:4860::8888")).toEqual({
      address: "2001:4860:4860::8888",
      version: 6,
    });
  });

  it.each([
    ["no record", null, "no-record"],
    [
      "a record outside the US",
      { ...AUSTIN, country_code: "AU", state1: "New South Wales" },
      "outside-us",
    ],
    ["no city", { ...AUSTIN, city: "" }, "incomplete"],
    ["a state that is not a US state", { ...AUSTIN, state1: "Ontario" }, "incomplete"],
    ["no latitude", { ...AUSTIN, latitude: undefined }, "incomplete"],
    ["no longitude", { ...AUSTIN, longitude: undefined }, "incomplete"],
  ])(
    "accepts nothing but all four parts (spec 5): %s is empty and logged",
    async (_, record, reason) => {
      const { database } = recordingDatabase(() => record);
      expect(await createGeoIpLookup(database).locate("8.8.4.4")).toEqual(EMPTY_GEO_LOCATION);
      expect(logs).toEqual([expect.objectContaining({ event: "geoip-no-location", reason })]);
    },
  );

  it("logs a failing database and answers empty (spec 8), then tries again", async () => {
    let fail = true;
    const { database, calls } = recordingDatabase(() => {
      if (fail) throw new Error("database unreadable");
      return AUSTIN;
    });
    const lookup = createGeoIpLookup(database);
    expect(await lookup.locate("8.8.4.4")).toEqual(EMPTY_GEO_LOCATION);
    expect(logs).toEqual([
      expect.objectContaining({
        level: "error",
        event: "api-error",
        where: "geoip",
        error: "Error: database unreadable",
      }),
    ]);
    fail = false;
    expect((await lookup.locate("8.8.4.4")).city).toBe("Austin");
    expect(calls).toHaveLength(2);
  });

  it("caches each address for 30 minutes, in a bounded LRU", async () => {
    let now = 1_000;
    const advance = (ms: number) => {
      now += ms;
    };
    {
      const { database, calls } = recordingDatabase(() => AUSTIN);
      const lookup = createGeoIpLookup(database, { max: 2, now: () => now });
      await lookup.locate("8.8.4.4");
      await lookup.locate("8.8.4.4");
      expect(calls).toEqual(["8.8.4.4"]);
      advance(29 * 60 * 1000);
      await lookup.locate("8.8.4.4");
      expect(calls).toHaveLength(1);
      advance(2 * 60 * 1000);
      await lookup.locate("8.8.4.4");
      expect(calls).toHaveLength(2);
      // Two more addresses push the first one out.
      await lookup.locate("1.0.0.1");
      await lookup.locate("1.0.0.2");
      await lookup.locate("8.8.4.4");
      expect(calls).toHaveLength(5);
    }
  });
});

/** The shipped database, read once for this file (63 MB: slow on a loaded machine). */
const shipped = mmdbDatabase();

describe("the shipped DB-IP database", () => {
  jest.setTimeout(30_000);
  const database = shipped;

  it("locates a public US address with all four parts", async () => {
    const location = await createGeoIpLookup(database).locate("8.8.8.8");
    expect(location.city).not.toBe("");
    expect(location.state).toMatch(/^[A-Z]{2}$/);
    expect(location.latitude).toEqual(expect.any(Number));
    expect(location.longitude).toEqual(expect.any(Number));
  });

  it("has no location for an address outside the US", async () => {
    expect(await createGeoIpLookup(database).locate("1.1.1.1")).toEqual(EMPTY_GEO_LOCATION);
  });

  it("answers empty, logged, when the files are missing", async () => {
    const lookup = createGeoIpLookup(mmdbDatabase("/nonexistent/geoip"));
    expect(await lookup.locate("8.8.8.8")).toEqual(EMPTY_GEO_LOCATION);
    expect(logs[0]).toMatchObject({ event: "api-error", where: "geoip" });
  });
});

describe("GET /api/geoip", () => {
  jest.setTimeout(30_000);
  const saved = process.env.TRUST_PROXY;
  afterEach(() => {
    if (saved === undefined) delete process.env.TRUST_PROXY;
    else process.env.TRUST_PROXY = saved;
  });

  it("answers empty for a client it cannot name, and may be kept privately for 30 minutes", async () => {
    delete process.env.TRUST_PROXY;
    const response = await GET(
      new Request("http://main.localhost/api/geoip", { headers: { "x-forwarded-for": "8.8.8.8" } }),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, max-age=1800");
    expect(await response.json()).toEqual(EMPTY_GEO_LOCATION);
  });

  it("locates the client X-Forwarded-For names behind TRUST_PROXY", async () => {
    process.env.TRUST_PROXY = "1";
    const response = await GET(
      new Request("http://main.localhost/api/geoip", { headers: { "x-forwarded-for": "8.8.8.8" } }),
    );
    const expected = await createGeoIpLookup(shipped).locate("8.8.8.8");
    expect(await response.json()).toEqual(expected);
    expect(expected.city).not.toBe("");
  });
});
