import { defineEnableDraftMode } from "next-sanity/draft-mode";
import { draftMode } from "next/headers";
import { tooManyRequests } from "@web/lib/rateLimit";
import { safeRedirectPath } from "@web/rules/safeRedirect";
import { clientIp } from "@web/site/requestHost";
import { client, hostedConfig } from "@web/content/client";
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
 * Turns on draft mode. Hosted: next-sanity validates the Presentation tool's
 * secret against the Content Lake. Embedded: `?secret=` must match the preview
 * secret (web/content/previewSecret.ts), off in production without
 * PREVIEW_SECRET. Failed attempts are throttled per client in both modes.
 */
export async function GET(request: Request): Promise<Response> {
  const visitor = clientIp(request);
  const gate = previewFailures.check(visitor);
  if (!gate.allowed) {
    return tooManyRequests(gate, "Too many failed preview attempts. Please try again later.");
  }

  const hosted = hostedConfig();
  if (hosted?.token) {
    const response = await defineEnableDraftMode({
      client: client.withConfig({ token: hosted.token }),
    }).GET(request);
    if (response.status === 401) previewFailures.consume(visitor);
    else if (response.status < 400) previewFailures.reset(visitor);
    return response;
  }

  const state = previewSecretState();
  if (!state.enabled) return refusal("Draft preview is disabled on this server", 403);
  const url = new URL(request.url);
  if (!isValidPreviewSecret(url.searchParams.get("secret"), state)) {
    previewFailures.consume(visitor);
    return refusal("Invalid preview secret", 401);
  }
  // The right secret shows earlier failures were typos: the client starts afresh.
  previewFailures.reset(visitor);
  (await draftMode()).enable();
  const target = safeRedirectPath(
    url.searchParams.get("redirect") ?? url.searchParams.get("sanity-preview-pathname"),
  );
  return new Response(null, { status: 307, headers: { Location: target } });
}
