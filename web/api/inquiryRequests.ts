/**
 * An inquiry post at the edge: its size limit and whether a browser sent it from one of
 * our pages. Its body is read and checked by ./body.ts.
 */
import { SITES, siteOrigin, SITE_IDS } from "@web/site/sites";

/** Largest inquiry body read (the longest fields are a few thousand characters). */
export const MAX_INQUIRY_BODY_BYTES = 32 * 1024;

function urlOf(text: string): URL | null {
  try {
    return new URL(text);
  } catch {
    return null;
  }
}

/**
 * Whether a page's URL is one of ours: the request's own Host (or forwarded host), a
 * configured site origin, or a brand's host name on any port (main.localhost:3000).
 */
function isOwnPage(request: Request, page: URL): boolean {
  const host = page.host.toLowerCase();
  for (const header of ["host", "x-forwarded-host"]) {
    if (request.headers.get(header)?.split(",")[0]?.trim().toLowerCase() === host) return true;
  }
  return SITE_IDS.some(
    (id) =>
      urlOf(siteOrigin(id))?.host.toLowerCase() === host ||
      SITES[id].hosts.includes(page.hostname.toLowerCase()),
  );
}

/**
 * Same-origin check of a browser post (cross-site request forgery): a browser names
 * the page that posts in `Origin` (and `Referer`); when it does, that page must be one
 * of ours. A request with neither comes from no browser page (a server, curl) and is
 * not a forgery risk; an opaque `Origin: null` is refused.
 */
export function isSameOriginPost(request: Request): boolean {
  const source = request.headers.get("origin") ?? request.headers.get("referer");
  if (source === null) return true;
  const page = source === "null" ? null : urlOf(source);
  return page !== null && isOwnPage(request, page);
}
