/**
 * Provider detail paths (spec 2.1: every card links to the provider's page; spec 7:
 * GET /v3/location{path} answers 200 for the canonical path and 301 for a legacy one).
 *
 * A provider path has four segments, `/{care-type-or-rollup}/{state}/{city}/{slug}`:
 * the canonical one starts with the roll-up (`/senior-living/texas/austin/oak-meadow`),
 * the legacy one with a care-type slug (`/assisted-living/texas/austin/oak-meadow`).
 * Geo listing pages share the prefix but name a care type second
 * (`/senior-living/assisted-living/texas/austin`), so they are never provider paths.
 */
import { findCareType, isRollUpType } from "../careTypes";

export interface ProviderPathShape {
  /** canonical: the roll-up leads; legacy: a care type leads (redirected, spec 7). */
  form: "canonical" | "legacy";
  /** The path, lowercased, without a trailing slash. */
  path: string;
  /** The last segment: a slug, a public id or a legacy id. */
  slug: string;
}

const SEGMENT = /^[a-z0-9][a-z0-9_-]*$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const LEGACY_ID = /^\d{1,9}$/;

/** The shape of a provider path, or null when the path cannot name a provider page. */
export function providerPathShape(path: string): ProviderPathShape | null {
  const segments = path.toLowerCase().split("/").filter(Boolean);
  if (segments.length !== 4 || !segments.every((segment) => SEGMENT.test(segment))) return null;
  const [lead = "", second = "", , slug = ""] = segments;
  // A care type second is a geo listing page (/senior-living/assisted-living/...).
  if (findCareType(second)) return null;
  const form = isRollUpType(lead) ? "canonical" : findCareType(lead) ? "legacy" : null;
  if (!form) return null;
  return { form, path: `/${segments.join("/")}`, slug };
}

/** True when the last segment is a provider's public id (UUID) or legacy id, not a slug. */
export function isProviderIdSegment(segment: string): boolean {
  return UUID.test(segment) || LEGACY_ID.test(segment);
}

/**
 * True when the path may redirect to a provider's canonical path (spec 7: 301): a
 * legacy path, or a provider path whose last segment is an id instead of the slug.
 */
export function mayRedirectToProvider(shape: ProviderPathShape | null): boolean {
  return shape !== null && (shape.form === "legacy" || isProviderIdSegment(shape.slug));
}
