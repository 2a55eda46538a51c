/**
 * POST /api/reviews (spec 2.3 Write a review): a visitor's review, checked with the
 * form's own yup schema (web/rules/reviews/reviewSubmission.ts), stored as pending moderation
 * in the directory (never shown until approved) and acknowledged only after the
 * write has committed. Bad input gets the schema's field messages (400), too many
 * reviews from one client 429, an unknown provider 404, a failed store 500 with the
 * form's failure message; nothing is answered with a bare error.
 */
import { createHash } from "node:crypto";
import type { DirectoryStore } from "@web/directory/store";
import { serverSubmissionId } from "@web/leads/payload";
import type { RateLimiter } from "@web/lib/rateLimit";
import { knownClientIp, UNKNOWN_CLIENT } from "@web/site/requestHost";
import { describeError, log } from "@web/lib/log";
import { htmlToText, escapeHtml } from "@web/rules/htmlText";
import {
  REVIEW_HONEYPOT_FIELD,
  REVIEW_MESSAGES,
  reviewPayloadSchema,
  type ReviewResponse,
} from "@web/rules/reviews/reviewSubmission";
import { isNativeFormPost, readBody, validateBody } from "./body";
import { isSameOriginPost } from "./inquiryRequests";

/** A review is a few paragraphs: a bigger body is not one. */
export const MAX_REVIEW_BODY_BYTES = 16 * 1024;
export const REVIEW_CROSS_SITE_MESSAGE = "Reviews are accepted from this site's own pages only";

export interface ReviewDependencies {
  store(): Promise<DirectoryStore>;
  /** Per-client limit of reviews (REVIEW_RATE_LIMIT, web/api/rateLimits.ts); null turns it off. */
  rateLimiter: RateLimiter | null;
}

/** Moderators see floods from one connection without the address itself being stored. */
function clientKey(ip: string | null): string | null {
  return ip ? createHash("sha256").update(`review:${ip}`).digest("hex").slice(0, 32) : null;
}

function json(body: ReviewResponse, status: number, headers: Record<string, string> = {}) {
  return Response.json(body, { status, headers: { "cache-control": "no-store", ...headers } });
}

/** The answer to the form's native post (no JavaScript): a small page with a way back. */
function nativePage(request: Request, status: number, body: ReviewResponse): Response {
  const referer = request.headers.get("referer");
  const back = referer && isSameOriginPost(request) ? referer.split("#")[0]! : "/";
  const items = [...new Set(Object.values(body.errors ?? {}))]
    .map((text) => `<li>${escapeHtml(text)}</li>`)
    .join("");
  const title = body.success ? "Thank you for your review" : "Your review was not sent";
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${title}</title></head>
<body><main><h1>${title}</h1><p role="${body.success ? "status" : "alert"}">${escapeHtml(body.message)}</p>${items ? `<ul>${items}</ul>` : ""}<p><a href="${escapeHtml(back)}">Back to the provider</a></p></main></body></html>`;
  return new Response(html, {
    status,
    headers: { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" },
  });
}

export async function postReview(
  request: Request,
  dependencies: ReviewDependencies,
): Promise<Response> {
  const native = isNativeFormPost(request);
  const answer = (status: number, body: ReviewResponse, headers: Record<string, string> = {}) =>
    native ? nativePage(request, status, body) : json(body, status, headers);
  const fail = (status: number, message: string, errors?: Record<string, string>) =>
    answer(status, { success: false, message, ...(errors ? { errors } : {}) });
  try {
    if (!isSameOriginPost(request)) return fail(403, REVIEW_CROSS_SITE_MESSAGE);
    const ip = knownClientIp(request);
    const decision = await dependencies.rateLimiter?.consume(ip ?? UNKNOWN_CLIENT);
    if (decision && !decision.allowed) {
      return answer(
        429,
        { success: false, message: REVIEW_MESSAGES.tooMany },
        { "retry-after": String(decision.retryAfterSeconds) },
      );
    }
    const read = await readBody(request, { maxBytes: MAX_REVIEW_BODY_BYTES, forms: true });
    if (!read.ok) {
      if (read.reason === "too-large") return fail(413, REVIEW_MESSAGES.contentLong);
      if (read.reason === "unsupported") {
        return fail(415, "Send the review as JSON or as the form's post");
      }
      return fail(400, read.message);
    }
    const fields = { ...read.body.fields };

    // The honeypot: people never see it, so a value marks a bot. It is thanked, nothing is stored.
    const honeypot = fields[REVIEW_HONEYPOT_FIELD];
    if (typeof honeypot === "string" ? honeypot.trim() !== "" : Boolean(honeypot)) {
      log.info("review-honeypot", { channel: native ? "native-form" : "form" });
      return answer(200, { success: true, message: REVIEW_MESSAGES.submitted, status: "pending" });
    }
    if (native && (typeof fields.submissionId !== "string" || fields.submissionId.trim() === "")) {
      fields.submissionId = serverSubmissionId();
    }
    const validation = await validateBody(reviewPayloadSchema, { ...read.body, fields });
    if (!validation.valid) return fail(400, validation.message, validation.errors);

    const { value: payload } = validation;
    const store = await dependencies.store();
    const result = await store.submitReview({
      providerId: payload.providerId,
      submissionId: payload.submissionId,
      careType: payload.careType || null,
      rating: payload.rating,
      name: payload.name,
      title: payload.title,
      // Stored as text: a review is never HTML (and is sanitised again when shown).
      content: htmlToText(payload.content),
      clientKey: clientKey(ip),
    });
    if (!result) return fail(404, REVIEW_MESSAGES.unknownProvider);
    log.info("review-stored", {
      reviewId: result.review.id,
      providerId: result.review.providerId,
      created: result.created,
    });
    return answer(200, { success: true, message: REVIEW_MESSAGES.submitted, status: "pending" });
  } catch (error) {
    log.error("review-store-failed", { error: describeError(error).error });
    return fail(500, REVIEW_MESSAGES.failed);
  }
}
