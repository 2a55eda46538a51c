import { headers } from "next/headers";
import { resolveSiteId, SITES, type SiteDefinition } from "./sites";

/** The site of the current request, from its host (spec 1: two brands, one deployment). */
export async function currentSite(): Promise<SiteDefinition> {
  const requestHeaders = await headers();
  const host = requestHeaders.get("x-forwarded-host") ?? requestHeaders.get("host");
  return SITES[resolveSiteId(host)];
}

/** The origin the visitor used, for canonical URLs. */
export async function currentOrigin(): Promise<string> {
  const requestHeaders = await headers();
  const host = requestHeaders.get("x-forwarded-host") ?? requestHeaders.get("host") ?? "localhost";
  const protocol = requestHeaders.get("x-forwarded-proto") ?? "http";
  return `${protocol}://${host}`;
}
