import "server-only";
import { hostedConfig } from "@web/content/client";
import { issuePreviewLink, parseTtl, PREVIEW_LINK_PREFIX } from "@web/content/previewLinks";
import { isValidPreviewSecret, previewFailures } from "@web/content/previewSecret";
import { log } from "@web/lib/log";
import { studioOrigins } from "@web/site/securityHeaders";
import { clientIp } from "@web/site/requestHost";
import { isSiteId, siteOrigin } from "@web/site/sites";
import { PAGE_PATH } from "@web/rules/pagePath";
import { tooManyRequests } from "@web/lib/rateLimit";
import { MAX_BODY_BYTES, readJsonObject, TOO_LARGE } from "./http";

/**
 * `POST /api/preview-links` (issue 16): the Studio's "Share preview link" action asks the
 * site for a shared preview link of one page. Only an editor may: on hosted Sanity the
 * bearer token must be a Studio user's token for this project (the Sanity API is asked);
 * on the embedded default, the preview secret. Failed attempts are throttled with the
 * preview secret's limiter. The Studio calls from its own origin (SANITY_STUDIO_ORIGIN):
 * that origin, and only it, gets CORS headers.
 */

type Fetch = typeof fetch;

async function isEditor(token: string | null, fetchImpl: Fetch): Promise<boolean> {
  if (!token) return false;
  const hosted = hostedConfig();
  if (!hosted) return isValidPreviewSecret(token);
  try {
    // A project member's token can read the project; any other token cannot.
    const response = await fetchImpl(
      `https://api.sanity.io/v2021-06-07/projects/${encodeURIComponent(hosted.projectId)}`,
      { headers: { authorization: `Bearer ${token}` }, cache: "no-store" },
    );
    return response.ok;
  } catch (error) {
    log.warn("preview-link-auth-unavailable", { error: String(error) });
    return false;
  }
}

function corsHeaders(request: Request): Record<string, string> {
  const origin = request.headers.get("origin");
  if (!origin || !studioOrigins().includes(origin)) return {};
  return {
    "access-control-allow-origin": origin,
    "access-control-allow-methods": "POST, OPTIONS",
    "access-control-allow-headers": "authorization, content-type",
    "access-control-max-age": "600",
    vary: "origin",
  };
}

function answer(request: Request, body: unknown, status: number): Response {
  return Response.json(body, {
    status,
    headers: { "cache-control": "no-store", ...corsHeaders(request) },
  });
}

export function previewLinkPreflight(request: Request): Response {
  return new Response(null, { status: 204, headers: corsHeaders(request) });
}

export async function createPreviewLink(
  request: Request,
  fetchImpl: Fetch = fetch,
): Promise<Response> {
  const visitor = clientIp(request);
  const gate = await previewFailures.check(visitor);
  if (!gate.allowed) {
    return tooManyRequests(gate, "Too many failed preview attempts. Please try again later.");
  }
  const token = request.headers.get("authorization")?.match(/^Bearer\s+(\S+)$/i)?.[1] ?? null;
  if (!(await isEditor(token, fetchImpl))) {
    await previewFailures.consume(visitor);
    return answer(request, { error: "Sign in to the Studio to share a preview link." }, 401);
  }
  // Through the API's one JSON reader: a body that is not a plain object (null, an
  // array, a prototype key) is a 400, not a TypeError further down (issue 28).
  const body = await readJsonObject(request);
  if (body === TOO_LARGE) {
    return answer(request, { error: `Request bodies are limited to ${MAX_BODY_BYTES} bytes` }, 413);
  }
  if (!body) return answer(request, { error: "Send JSON: {site, path, ttl}" }, 400);
  const ttlSeconds = parseTtl(typeof body.ttl === "string" ? body.ttl : "24h");
  if (!isSiteId(body.site) || typeof body.path !== "string" || !PAGE_PATH.test(body.path)) {
    return answer(request, { error: "site must be main or alt and path a page path" }, 400);
  }
  if (ttlSeconds === null) {
    return answer(request, { error: 'ttl is a duration such as "24h", "30m" or "7d"' }, 400);
  }
  try {
    const { token: link, claims } = issuePreviewLink({
      site: body.site,
      path: body.path,
      ttlSeconds,
    });
    log.info("preview-link-issued", { id: claims.jti, site: claims.site, path: claims.path });
    return answer(
      request,
      {
        url: `${siteOrigin(claims.site)}${PREVIEW_LINK_PREFIX}${link}`,
        id: claims.jti,
        expiresAt: new Date(claims.exp * 1000).toISOString(),
      },
      201,
    );
  } catch (error) {
    return answer(request, { error: error instanceof Error ? error.message : String(error) }, 400);
  }
}
