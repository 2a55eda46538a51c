import "server-only";
import { MAX_TEMPLATE_LENGTH } from "@templates/limits";
import { resolveStateCode } from "@web/directory/states";
import { geoCopyPages } from "@web/pageKinds/geo/geoCopyPlaces";
import { checkedCareTypes, directoryPlaces } from "@web/pageKinds/geo/templateCheck";
import { CityChecks, PreviewRenderer } from "@web/pageKinds/geo/templateWorkerPool";
import { processSingleton } from "@web/lib/processSingleton";
import { createRateLimiter, tooManyRequests } from "@web/lib/rateLimit";
import { GEO_CARE_TYPES, type GeoCareType } from "@web/rules/careTypes";
import { toSlug } from "@web/rules/slug";
import { studioOrigins } from "@web/site/securityHeaders";
import { clientIp } from "@web/site/requestHost";
import type { ApiDependencies } from "../services/dependencies";
import { badRequest, jsonResponse, payloadTooLarge, readJsonObject, TOO_LARGE } from "./http";
import { studioAccess, studioEditor, type StudioAccess } from "./studioAccess";

/**
 * The Studio's geo copy tools (issue 16), served by the site because the Studio has
 * no directory: the preview beside a template (POST /api/studio/geo-copy-preview)
 * and "Check against all cities" (POST /api/studio/geo-copy-check). Both render the
 * template the request carries against the directory's public numbers.
 *
 * Rendering a template someone else wrote is work the server cannot size beforehand
 * (issue 28.1: one 18.7 KB template held every request up for two minutes), so only
 * an editor may ask (./studioAccess.ts: the preview secret, or a Sanity token in hosted
 * mode, with or without an Origin), browsers only from the Studio's origins
 * (SANITY_STUDIO_ORIGIN, CORS), and every render runs in a worker thread with its own
 * memory and time limits (web/pageKinds/geo/templateWorkerPool.ts): the check at most 30 s, one
 * per editor, two at once, its answer kept per template; the preview 5 s a render.
 * Each client is rate-limited too, checks much harder than previews.
 */

const PREVIEW_LIMIT = createRateLimiter({ capacity: 60, refillIntervalMs: 1000 });
const CHECK_LIMIT = createRateLimiter({ capacity: 10, refillIntervalMs: 10_000 });

// One per process, whichever route bundle asks (web/lib/processSingleton.ts): the limits
// on checks at once and per editor count every check, and one preview worker serves all.
const checks = processSingleton("studio-city-checks", () => new CityChecks());
const previews = processSingleton("studio-previews", () => new PreviewRenderer());

/** The CORS headers for a request from a Studio origin; null for any other origin. */
export function studioCorsHeaders(request: Request): Record<string, string> | null {
  const origin = request.headers.get("origin");
  if (!origin) return {};
  if (!studioOrigins().includes(origin)) return null;
  return {
    "access-control-allow-origin": origin,
    "access-control-allow-methods": "POST, OPTIONS",
    "access-control-allow-headers": "authorization, content-type",
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

/** Studio origins only (CORS), editors only, then the route's own work. */
async function guarded(
  request: Request,
  access: StudioAccess,
  handle: (editor: string) => Promise<Response>,
): Promise<Response> {
  const cors = studioCorsHeaders(request);
  if (!cors) return FORBIDDEN_ORIGIN();
  const editor = await studioEditor(request, access);
  if (!editor.ok) return withHeaders(editor.response, cors);
  return withHeaders(await handle(editor.editor), cors);
}

/** POST /api/studio/geo-copy-preview {template, careType, place: "Austin, TX"} */
export function geoCopyPreview(
  request: Request,
  deps: ApiDependencies,
  access: StudioAccess = studioAccess(),
): Promise<Response> {
  return guarded(request, access, async () => {
    const decision = PREVIEW_LIMIT.consume(clientIp(request));
    if (!decision.allowed) return tooManyRequests(decision);
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
    const rendered = await previews.render(template as string, page.context);
    if (rendered.status !== 200) {
      return jsonResponse({ error: rendered.error, statusCode: rendered.status }, rendered.status);
    }
    return jsonResponse({
      place: page.label,
      path: page.path,
      careType,
      text: rendered.text,
      diagnostics: rendered.diagnostics,
      context: page.context,
    });
  });
}

/**
 * POST /api/studio/geo-copy-check {template, careTypes?: [...]}: the check's report
 * (web/pageKinds/geo/cityCheck.ts), `complete: false` when the time limit stopped it first.
 */
export function geoCopyCheck(
  request: Request,
  deps: ApiDependencies,
  access: StudioAccess = studioAccess(),
): Promise<Response> {
  return guarded(request, access, async (editor) => {
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
    // The worker reads the directory itself: it must exist (created on first use).
    await deps.store();
    const decision = await checks.check({
      editor,
      source: parsed.value.template as string,
      careTypes,
      mayStart: () => CHECK_LIMIT.consume(clientIp(request)),
    });
    if (decision.kind === "rate-limited") return tooManyRequests(decision.decision);
    if (decision.kind === "busy") {
      const response = jsonResponse(
        { error: decision.error, statusCode: decision.status, busy: true },
        decision.status,
      );
      response.headers.set("retry-after", String(decision.retryAfterSeconds));
      return response;
    }
    return jsonResponse(decision.outcome.body, decision.outcome.status);
  });
}
