/**
 * Plumbing shared by the API route handlers: reading a request's query, body and site,
 * and writing JSON answers. Errors are values here (design.md "Errors are values at the
 * edges"): bad input gets the spec's defaults or a clear 4xx, never a 5xx.
 */
import { requestHost } from "@web/site/requestHost";
import { resolveSiteId, type SiteId } from "@web/site/sites";

/** A JSON answer that no shared cache keeps: every answer reads live directory data. */
export function jsonResponse(body: unknown, status = 200): Response {
  return Response.json(body, {
    status,
    headers: { "cache-control": "no-store" },
  });
}

/** A 400 with a message that says what to send instead. */
export function badRequest(message: string): Response {
  return jsonResponse({ error: message, statusCode: 400 }, 400);
}

/** The query string of a request; an unparseable URL reads as an empty query. */
export function requestQuery(request: Request): URLSearchParams {
  try {
    return new URL(request.url).searchParams;
  } catch {
    return new URLSearchParams();
  }
}

/** Bodies larger than this are not JSON the API expects (a saved list is a few ids). */
export const MAX_BODY_BYTES = 64 * 1024;

/**
 * The JSON object in a request body, or null when the body is missing, too large, not
 * JSON, or JSON that is not an object.
 */
export async function readJsonObject(request: Request): Promise<Record<string, unknown> | null> {
  try {
    const text = await request.text();
    if (text.length > MAX_BODY_BYTES || text.trim() === "") return null;
    const body: unknown = JSON.parse(text);
    return body !== null && typeof body === "object" && !Array.isArray(body)
      ? (body as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/**
 * spec 7: every call carries a `domain` parameter for the site (a site id or a host);
 * without it the request's own host decides.
 */
export function siteOfRequest(request: Request, query: URLSearchParams): SiteId {
  const domain = query.get("domain");
  return resolveSiteId(domain && domain.trim() !== "" ? domain : requestHost(request));
}
