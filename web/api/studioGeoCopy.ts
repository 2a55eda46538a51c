import "server-only";
import { renderGeoCopy } from "@templates/engine";
import { MAX_TEMPLATE_LENGTH } from "@templates/limits";
import { unescapeGeoCopy } from "@templates/text";
import { resolveStateCode } from "@web/directory/states";
import { geoCopyPages } from "@web/geo/geoCopyPlaces";
import {
  checkedCareTypes,
  checkTemplateAcrossCities,
  directoryPlaces,
} from "@web/geo/templateCheck";
import { createRateLimiter, tooManyRequests } from "@web/lib/rateLimit";
import { GEO_CARE_TYPES, type GeoCareType } from "@web/rules/careTypes";
import { toSlug } from "@web/rules/slug";
import { studioOrigins } from "@web/site/securityHeaders";
import { clientIp } from "@web/site/requestHost";
import type { ApiDependencies } from "./dependencies";
import { badRequest, jsonResponse, payloadTooLarge, readJsonObject, TOO_LARGE } from "./http";

/**
 * The Studio's geo copy tools (issue 16), served by the site because the Studio has
 * no directory: the preview beside a template (POST /api/studio/geo-copy-preview)
 * and "Check against all cities" (POST /api/studio/geo-copy-check). Both render the
 * template the request carries against the directory's public numbers (what the geo
 * pages show anyway) and read nothing unpublished, so they need no secret; browsers
 * may call them only from the Studio's origins (SANITY_STUDIO_ORIGIN, CORS), and each
 * client is rate-limited, the check (every city, about a second of work) much harder.
 */

const PREVIEW_LIMIT = createRateLimiter({ capacity: 60, refillIntervalMs: 1000 });
const CHECK_LIMIT = createRateLimiter({ capacity: 10, refillIntervalMs: 10_000 });

/** The CORS headers for a request from a Studio origin; null for any other origin. */
export function studioCorsHeaders(request: Request): Record<string, string> | null {
  const origin = request.headers.get("origin");
  if (!origin) return {};
  if (!studioOrigins().includes(origin)) return null;
  return {
    "access-control-allow-origin": origin,
    "access-control-allow-methods": "POST, OPTIONS",
    "access-control-allow-headers": "content-type",
    "access-control-max-age": "600",
    vary: "Origin",
  };
}

function withHeaders(response: Response, headers: Record<string, string>): Response {
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
  return response;
}

const FORBIDDEN_ORIGIN = () =>
  jsonResponse({ error: "This origin is not the Studio's", statusCode: 403 }, 403);

/** The preflight of a Studio request. */
export function studioPreflight(request: Request): Response {
  const cors = studioCorsHeaders(request);
  if (!cors) return FORBIDDEN_ORIGIN();
  return withHeaders(new Response(null, { status: 204 }), cors);
}

type Parsed<T> = { ok: true; value: T } | { ok: false; response: Response };

async function templateRequest(request: Request): Promise<Parsed<Record<string, unknown>>> {
  const body = await readJsonObject(request);
  if (body === TOO_LARGE) return { ok: false, response: payloadTooLarge() };
  if (!body) return { ok: false, response: badRequest("Send a JSON object with the template") };
  if (typeof body.template !== "string") {
    return { ok: false, response: badRequest("template must be the template's text") };
  }
  if (body.template.length > MAX_TEMPLATE_LENGTH) {
    return {
      ok: false,
      response: badRequest(`template is longer than ${MAX_TEMPLATE_LENGTH} characters`),
    };
  }
  return { ok: true, value: body };
}

/** "Austin, TX", "Austin, Texas": the city's URL name and the state's code. */
export function parsePlace(text: string): { cityUrlName: string; stateCode: string } | null {
  const comma = text.lastIndexOf(",");
  if (comma <= 0) return null;
  const stateCode = resolveStateCode(text.slice(comma + 1).trim());
  const cityUrlName = toSlug(text.slice(0, comma).trim());
  return stateCode && cityUrlName ? { cityUrlName, stateCode } : null;
}

async function guarded(
  request: Request,
  limiter: typeof PREVIEW_LIMIT,
  handle: () => Promise<Response>,
): Promise<Response> {
  const cors = studioCorsHeaders(request);
  if (!cors) return FORBIDDEN_ORIGIN();
  const decision = limiter.consume(clientIp(request));
  if (!decision.allowed) return withHeaders(tooManyRequests(decision), cors);
  return withHeaders(await handle(), cors);
}

/** POST /api/studio/geo-copy-preview {template, careType, place: "Austin, TX"} */
export function geoCopyPreview(request: Request, deps: ApiDependencies): Promise<Response> {
  return guarded(request, PREVIEW_LIMIT, async () => {
    const parsed = await templateRequest(request);
    if (!parsed.ok) return parsed.response;
    const { template, careType, place } = parsed.value;
    if (typeof careType !== "string" || !(GEO_CARE_TYPES as readonly string[]).includes(careType)) {
      return badRequest(`careType must be one of ${GEO_CARE_TYPES.join(", ")}`);
    }
    const where = typeof place === "string" ? parsePlace(place) : null;
    if (!where) return badRequest('place must be a city and its state, as in "Austin, TX"');
    const places = await directoryPlaces(await deps.store());
    const [page] = geoCopyPages(
      places,
      [careType as GeoCareType],
      new Date(),
      (city) => city.state.code === where.stateCode && city.city.urlName === where.cityUrlName,
    );
    if (!page) {
      return jsonResponse(
        { error: `The directory has no providers in ${String(place)}`, statusCode: 404 },
        404,
      );
    }
    const { output, diagnostics } = renderGeoCopy(
      { id: "studio-preview", source: template as string },
      page.context,
      { logger: () => undefined },
    );
    return jsonResponse({
      place: page.label,
      path: page.path,
      careType,
      text: unescapeGeoCopy(output).trim(),
      diagnostics,
      context: page.context,
    });
  });
}

/** POST /api/studio/geo-copy-check {template, careTypes?: [...]} */
export function geoCopyCheck(request: Request, deps: ApiDependencies): Promise<Response> {
  return guarded(request, CHECK_LIMIT, async () => {
    const parsed = await templateRequest(request);
    if (!parsed.ok) return parsed.response;
    const named = parsed.value.careTypes ?? [];
    if (!Array.isArray(named) || !named.every((item) => typeof item === "string")) {
      return badRequest("careTypes must be a list of care type slugs");
    }
    const careTypes = checkedCareTypes(named as string[]);
    if (!Array.isArray(careTypes)) {
      return badRequest(`unknown geo care type: ${careTypes.unknown.join(", ")}`);
    }
    const report = await checkTemplateAcrossCities(
      { id: "studio-check", source: parsed.value.template as string },
      careTypes,
      await deps.store(),
    );
    return jsonResponse(report);
  });
}
