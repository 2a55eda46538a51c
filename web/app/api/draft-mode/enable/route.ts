import { defineEnableDraftMode } from "next-sanity/draft-mode";
import { cookies, draftMode } from "next/headers";
import { getURLFromRedirectError } from "next/dist/client/components/redirect";
import { isRedirectError } from "next/dist/client/components/redirect-error";
import { tooManyRequests } from "@web/lib/rateLimit";
import { safeRedirectPath } from "@web/rules/safeRedirect";
import { clientIp } from "@web/site/requestHost";
import { client, hostedConfig } from "@web/content/client";
import {
  DRAFT_TOKEN_COOKIE,
  DRAFT_TOKEN_TTL_SECONDS,
  draftCookieAttributes,
  issueDraftToken,
} from "@web/content/draftModeToken";
import {
  isValidPreviewSecret,
  previewFailures,
  previewSecretState,
} from "@web/content/previewSecret";

export const dynamic = "force-dynamic";

function refusal(message: string, status: number): Response {
  return new Response(message, {
    status,
    headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" },
  });
}

/**
 * Sets the signed token that has to travel with Next's draft-mode cookie (issue
 * 28.5, web/content/draftModeToken.ts). Both callers have a key to sign with:
 * without one, Next's cookie alone would open nothing anyway.
 */
async function setDraftToken(request: Request): Promise<void> {
  const issued = issueDraftToken();
  if (!issued) return;
  (await cookies()).set({
    name: DRAFT_TOKEN_COOKIE,
    value: issued.token,
    maxAge: DRAFT_TOKEN_TTL_SECONDS,
    ...draftCookieAttributes(request),
  });
}

/** The redirect into the draft page: always a path on this site (web/rules/safeRedirect.ts). */
function redirectTo(target: string | null): Response {
  return new Response(null, {
    status: 307,
    headers: { Location: safeRedirectPath(target), "cache-control": "no-store" },
  });
}

/**
 * Hosted mode: next-sanity validates the Presentation tool's secret against the
 * Content Lake, turns draft mode on and redirects by throwing Next's redirect.
 * That redirect is caught here: the token is added and its target goes through
 * the site's one redirect rule like every other.
 */
async function enableHosted(request: Request, token: string, visitor: string): Promise<Response> {
  let response: Response;
  try {
    response = await defineEnableDraftMode({
      client: client.withConfig({ token }),
    }).GET(request);
  } catch (error) {
    if (!isRedirectError(error)) throw error;
    await previewFailures.reset(visitor);
    await setDraftToken(request);
    return redirectTo(getURLFromRedirectError(error));
  }
  if (response.status === 401) await previewFailures.consume(visitor);
  else if (response.status < 400) await previewFailures.reset(visitor);
  return response;
}

/**
 * Turns on draft mode. Hosted: next-sanity validates the Presentation tool's
 * secret against the Content Lake. Embedded: `?secret=` must match the preview
 * secret (web/content/previewSecret.ts), off in production without
 * PREVIEW_SECRET. Failed attempts are throttled per client in both modes, and
 * every entry sets the signed token the proxy checks on each draft request.
 */
export async function GET(request: Request): Promise<Response> {
  const visitor = clientIp(request);
  const gate = await previewFailures.check(visitor);
  if (!gate.allowed) {
    return tooManyRequests(gate, "Too many failed preview attempts. Please try again later.");
  }

  const hosted = hostedConfig();
  if (hosted?.token) return enableHosted(request, hosted.token, visitor);

  const state = previewSecretState();
  if (!state.enabled) return refusal("Draft preview is disabled on this server", 403);
  const url = new URL(request.url);
  if (!isValidPreviewSecret(url.searchParams.get("secret"), state)) {
    await previewFailures.consume(visitor);
    return refusal("Invalid preview secret", 401);
  }
  // The right secret shows earlier failures were typos: the client starts afresh.
  await previewFailures.reset(visitor);
  (await draftMode()).enable();
  await setDraftToken(request);
  return redirectTo(
    url.searchParams.get("redirect") ?? url.searchParams.get("sanity-preview-pathname"),
  );
}
