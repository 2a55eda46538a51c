import {
  isValidPreviewSecret,
  previewFailures,
  previewSecretState,
} from "@web/content/previewSecret";
import { tooManyRequests } from "@web/lib/rateLimit";
import { clientIp } from "@web/site/requestHost";

/**
 * Who may open the QA views (/qa/...): whoever holds the preview secret, the same
 * one that turns draft mode on (web/content/previewSecret.ts), given as `?secret=`,
 * or who is in draft mode: Next's draft-mode cookie with a valid signed token
 * (web/content/draftModeToken.ts, checked by the proxy; the page then has Next
 * check the cookie itself). Wrong guesses count in the same process-wide bucket
 * as those of the draft-mode route and the preview-link API.
 */

export const QA_PATH_PREFIX = "/qa/";

/** QA pages show unpublished content: never indexed, cached, or sent on as a referrer. */
export const QA_RESPONSE_HEADERS = {
  "cache-control": "private, no-store",
  "x-robots-tag": "noindex, nofollow",
  "referrer-policy": "no-referrer",
} as const;

function refusal(message: string, status: number): Response {
  return new Response(message, {
    status,
    headers: { ...QA_RESPONSE_HEADERS, "content-type": "text/plain; charset=utf-8" },
  });
}

export const QA_SECRET_REQUIRED =
  "The QA view shows drafts: open it with the preview secret (?secret=...) or in draft mode.";

/**
 * Null when the request may go on to the QA page; else the refusal (401 without or
 * with a wrong secret, 403 when preview is off on this server, 429 when throttled).
 * `inDraftMode`: the request carries Next's draft-mode cookie and a valid token.
 */
export async function qaRefusal(request: Request, inDraftMode: boolean): Promise<Response | null> {
  const visitor = clientIp(request);
  const gate = await previewFailures.check(visitor);
  if (!gate.allowed) {
    return tooManyRequests(gate, "Too many failed preview attempts. Please try again later.");
  }
  const secret = new URL(request.url).searchParams.get("secret");
  if (secret === null) {
    return inDraftMode ? null : refusal(QA_SECRET_REQUIRED, 401);
  }
  const state = previewSecretState();
  if (!state.enabled) return refusal("Draft preview is disabled on this server", 403);
  if (!isValidPreviewSecret(secret, state)) {
    await previewFailures.consume(visitor);
    return refusal("Invalid preview secret", 401);
  }
  await previewFailures.reset(visitor);
  return null;
}
