/**
 * The saved-providers cookie (spec 4 Save toggle, spec 8 unparseable saved
 * cookie, spec 9 saved-providers maximum). Pure functions over cookie strings,
 * plus a thin reader/writer over `document.cookie`.
 *
 * Format: `savedProviders=<encodeURIComponent(JSON array of provider id strings)>`,
 * path `/`, SameSite=Lax, kept one year (the spec leaves the expiry open), in
 * the order they were saved (oldest first).
 */

import { logWarning } from "@web/lib/log";

export const SAVED_PROVIDERS_COOKIE = "savedProviders";
/** One year, in seconds. The spec does not give the expiry; see docs/search-journey.md. */
export const SAVED_PROVIDERS_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
/** Used when site settings carry no `savedLimit` (the seed's value). */
export const DEFAULT_SAVED_LIMIT = 30;

type CookieLogger = (message: string) => void;

/** spec 8: logged as a warning (web/lib/log.ts, with its ISO timestamp). */
const logSavedCookieProblem: CookieLogger = (message) => {
  logWarning("saved providers cookie", message);
};

/** Removes duplicates and blanks, keeps the first `limit` ids in order. */
export function normalizeSavedIds(ids: readonly string[], limit = Infinity): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const raw of ids) {
    const id = raw.trim();
    if (id === "" || seen.has(id)) continue;
    seen.add(id);
    result.push(id);
    if (result.length >= limit) break;
  }
  return result;
}

/**
 * Reads the cookie's value (still URI-encoded, as it sits in the cookie
 * header). Missing or empty → []. Unparseable or not an array → [] and logged
 * (spec 8). Entries that are not ids (objects, null, booleans) are dropped and
 * logged; numbers are read as their string form. Duplicates are removed and at
 * most `limit` ids are kept.
 */
export function parseSavedProviders(
  value: string | null | undefined,
  limit = Infinity,
  log: CookieLogger = logSavedCookieProblem,
): string[] {
  if (value === null || value === undefined || value.trim() === "") return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(decodeURIComponent(value));
  } catch (error) {
    log(`unparseable value ignored (${error instanceof Error ? error.message : String(error)})`);
    return [];
  }
  if (!Array.isArray(parsed)) {
    log(`expected a JSON array of ids, got ${parsed === null ? "null" : typeof parsed}; ignored`);
    return [];
  }
  const ids: string[] = [];
  let dropped = 0;
  for (const entry of parsed as unknown[]) {
    if (typeof entry === "string") ids.push(entry);
    else if (typeof entry === "number" && Number.isFinite(entry)) ids.push(String(entry));
    else dropped += 1;
  }
  if (dropped > 0) log(`${dropped} entr${dropped === 1 ? "y" : "ies"} that are not ids dropped`);
  return normalizeSavedIds(ids, limit);
}

/** The raw (encoded) value of one cookie in a `document.cookie`-style string, or null. */
export function cookieValue(cookieString: string, name: string): string | null {
  for (const part of cookieString.split(";")) {
    const index = part.indexOf("=");
    if (index < 0) continue;
    if (part.slice(0, index).trim() === name) return part.slice(index + 1).trim();
  }
  return null;
}

/** The saved ids held in a `document.cookie`-style string (or a Cookie request header). */
export function readSavedProviders(
  cookieString: string,
  limit = Infinity,
  log: CookieLogger = logSavedCookieProblem,
): string[] {
  return parseSavedProviders(cookieValue(cookieString, SAVED_PROVIDERS_COOKIE), limit, log);
}

/** The encoded cookie value for a list of ids. */
export function encodeSavedProviders(ids: readonly string[]): string {
  return encodeURIComponent(JSON.stringify(normalizeSavedIds(ids)));
}

/** A full `document.cookie` assignment (or Set-Cookie value) for a list of ids. */
export function savedProvidersCookie(ids: readonly string[], options: { secure?: boolean } = {}) {
  const attributes = [
    `${SAVED_PROVIDERS_COOKIE}=${encodeSavedProviders(ids)}`,
    "Path=/",
    `Max-Age=${SAVED_PROVIDERS_MAX_AGE_SECONDS}`,
    "SameSite=Lax",
  ];
  if (options.secure) attributes.push("Secure");
  return attributes.join("; ");
}

/** Where the cookie lives; `document` in the browser, a fake in tests. */
export interface CookieJar {
  cookie: string;
}

export class SavedProvidersWriteError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "SavedProvidersWriteError";
  }
}

/**
 * Writes the ids and reads them back. Throws {@link SavedProvidersWriteError}
 * when cookies are disabled or the value did not stick (spec 8 save failure).
 */
export function writeSavedProviders(
  ids: readonly string[],
  jar: CookieJar = document,
  secure = typeof location !== "undefined" && location.protocol === "https:",
): string[] {
  const normalized = normalizeSavedIds(ids);
  if (typeof navigator !== "undefined" && navigator.cookieEnabled === false) {
    throw new SavedProvidersWriteError("cookies are disabled");
  }
  jar.cookie = savedProvidersCookie(normalized, { secure });
  const stored = readSavedProviders(jar.cookie, Infinity, () => {});
  const stuck =
    stored.length === normalized.length && stored.every((id, index) => id === normalized[index]);
  if (!stuck) throw new SavedProvidersWriteError("the cookie did not keep the new value");
  return normalized;
}
