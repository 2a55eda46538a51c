/**
 * POST /api/inquiry (spec 7, also the form's native action): the inquiry is checked with
 * the form's own yup schema, stored as a lead, and acknowledged only once the lead is
 * durably committed (spec 3 answer {success, message, provider}). Bad input gets the
 * schema's field messages (400); a failed store gets spec 8's "Submission error" (500).
 * The partner API (partner.ts) stores its inquiries through the same two steps.
 */
import { randomUUID } from "node:crypto";
import type { Provider } from "@web/rules/model/types";
import { idempotencyKey, nativeSubmissionId } from "@web/leads/idempotency";
import { buildLead, type InquiryContext } from "@web/leads/payload";
import type { RateLimiter } from "@web/lib/rateLimit";
import type { LeadStore, StoredLead } from "@web/leads/store";
import { describeError, log } from "@web/lib/log";
import {
  INQUIRED_COOKIE,
  INQUIRY_HONEYPOT_FIELD,
  THANK_YOU_PATH,
  inquiryFailureMessage,
  inquiryPayloadSchema,
  type InquiryPayload,
  type InquiryProviderSummary,
  type InquiryResponse,
} from "@web/rules/inquiry/inquiry";
import { LEAD_TOKEN_PARAM } from "@web/rules/inquiry/leadSummary";
import { issueLeadToken } from "@web/services/leadSummaryTokens";
import { knownClientIp, UNKNOWN_CLIENT } from "@web/site/requestHost";
import { siteOrigin, type SiteId } from "@web/site/sites";
import { isNativeFormPost, readBody, validateBody, type PostBody, type Validated } from "./body";
import { requestQuery, siteOfRequest } from "./http";
import { isSameOriginPost, MAX_INQUIRY_BODY_BYTES } from "./inquiryRequests";

/** What an accepted inquiry is answered with (the form shows it in place of itself, spec 4). */
export const INQUIRY_SUCCESS_MESSAGE =
  "Thank You for your request! A Family Advisor will contact you shortly.";

export const CROSS_SITE_MESSAGE = "Inquiries are accepted from this site's own pages only";
export const TOO_LARGE_MESSAGE = "The inquiry is too large";
export const UNSUPPORTED_MESSAGE = "Send the inquiry as JSON or as the form's post";

/** How long the inquired cookie lasts (spec 4/6: it unlocks prices; a year). */
const INQUIRED_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

export interface InquiryDependencies {
  leads(): Promise<LeadStore>;
  /** The provider an inquiry names, read through the directory's public service (null when unknown). */
  provider(id: string): Promise<Provider | null>;
  /** The site's phone number from its settings (spec 8's failure message, the thank-you page). */
  sitePhone(site: SiteId): Promise<string | null>;
  /** Per-client limit of inquiries (INQUIRY_RATE_LIMIT, web/api/rateLimits.ts); null turns it off. */
  rateLimiter: RateLimiter | null;
  /**
   * The key of the thank-you page's request-summary tokens (web/services/leadSummaryTokens.ts);
   * null or absent: the answer carries no token and the page shows no summary.
   */
  leadTokenSecret?(): string | null;
  /** Called once for each newly stored lead (the outbox is told there is work). */
  onLeadStored?(lead: StoredLead): void;
  now?(): Date;
}

/** spec 5: a checked body read with the form's schema; every failing field with its first message. */
export function validateInquiry(
  body: Pick<PostBody, "fields" | "refused" | "native">,
): Promise<Validated<InquiryPayload>> {
  return validateBody(inquiryPayloadSchema, body);
}

/** spec 3: the provider of a costs answer, "with services and costs". */
export function inquiryProviderSummary(provider: Provider): InquiryProviderSummary {
  return {
    id: provider.id,
    name: provider.name,
    path: provider.path,
    phoneNumber: provider.phoneNumber || null,
    services: provider.services.map((service) => ({
      name: service.category.name,
      careType: service.careType,
      startingPriceCents: service.costs.startingPriceCents,
    })),
    minimumCostCents: provider.minimumCost?.costCents ?? null,
    maximumCostCents: provider.maximumCost?.costCents ?? null,
  };
}

export type StoredInquiry =
  | { stored: true; lead: StoredLead; created: boolean; provider: Provider | null }
  | { stored: false; leadId: string };

/**
 * Stores a validated inquiry as a lead (once per idempotency key) and looks up the
 * provider it names. `earlierSubmissionIds`: ids under which the same inquiry may be
 * stored already (a native post's previous time window); such a lead is the answer and
 * nothing new is stored. Resolves after the commit; a failure is logged with ids only
 * (no personal data) and reported as `stored: false`.
 */
export async function storeInquiry(
  payload: InquiryPayload,
  context: InquiryContext,
  dependencies: InquiryDependencies,
  earlierSubmissionIds: readonly string[] = [],
): Promise<StoredInquiry> {
  const lead = buildLead(payload, context, randomUUID());
  let saved: { lead: StoredLead; created: boolean };
  try {
    const store = await dependencies.leads();
    let earlier: StoredLead | null = null;
    for (const submissionId of earlierSubmissionIds) {
      const key = idempotencyKey({ ...payload, submissionId }, context.site);
      earlier ??= await store.leadByIdempotencyKey(lead.idempotencyScope, key);
    }
    saved = earlier ? { lead: earlier, created: false } : await store.saveLead(lead);
  } catch (error) {
    log.error("inquiry-store-failed", {
      leadId: lead.id,
      submissionId: lead.submissionId,
      channel: context.channel,
      error: describeError(error).error,
    });
    return { stored: false, leadId: lead.id };
  }
  log.info("inquiry-stored", {
    leadId: saved.lead.id,
    submissionId: saved.lead.submissionId,
    created: saved.created,
    site: saved.lead.site,
    channel: saved.lead.channel,
  });
  if (saved.created) dependencies.onLeadStored?.(saved.lead);
  // The lead is stored: a provider that cannot be read now only leaves the answer without it.
  const provider = saved.lead.providerId
    ? await dependencies.provider(saved.lead.providerId).catch((error: unknown) => {
        log.warn("inquiry-provider-unavailable", {
          leadId: saved.lead.id,
          error: describeError(error).error,
        });
        return null;
      })
    : null;
  return { stored: true, ...saved, provider };
}

/**
 * spec 2.1: the thank-you page, with the provider's path as `slug` and the site's phone,
 * and the token of its "Your request" summary (issue 24 "Care-recipient leads").
 */
export function thankYouLocation(
  providerPath: string | null,
  phone: string | null,
  leadToken: string | null = null,
): string {
  const query = new URLSearchParams();
  if (providerPath) query.set("slug", providerPath);
  if (phone) query.set("phone", phone);
  if (leadToken) query.set(LEAD_TOKEN_PARAM, leadToken);
  const text = query.toString();
  return text ? `${THANK_YOU_PATH}?${text}` : THANK_YOU_PATH;
}

/** spec 8: the failure message with the site's phone ("us" when the settings cannot be read). */
async function failureMessage(site: SiteId, dependencies: InquiryDependencies): Promise<string> {
  return inquiryFailureMessage((await dependencies.sitePhone(site)) ?? "us");
}

function inquiredCookie(request: Request): string {
  const secure = request.headers.get("x-forwarded-proto") === "https" ? "; Secure" : "";
  // Readable by the page's script (not HttpOnly): the price cards read it (spec 4/6).
  return `${INQUIRED_COOKIE}=1; Path=/; Max-Age=${INQUIRED_COOKIE_MAX_AGE}; SameSite=Lax${secure}`;
}

function json(body: InquiryResponse, status: number, headers: Record<string, string> = {}) {
  return Response.json(body, { status, headers: { "cache-control": "no-store", ...headers } });
}

function failure(message: string, status: number, extra: Partial<InquiryResponse> = {}) {
  return { body: { success: false, message, provider: null, ...extra }, status };
}

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!,
  );
}

/**
 * The answer to a native post that cannot go on to the thank-you page: a small page
 * with the message, the field messages, and a way back to the form.
 */
function nativeErrorPage(
  request: Request,
  status: number,
  message: string,
  errors: Record<string, string> = {},
  headers: Record<string, string> = {},
): Response {
  const referer = request.headers.get("referer");
  const back = referer && isSameOriginPost(request) ? referer : "/";
  const items = [...new Set(Object.values(errors))]
    .map((text) => `<li>${escapeHtml(text)}</li>`)
    .join("");
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Your request was not sent</title></head>
<body><main><h1>Your request was not sent</h1><p role="alert">${escapeHtml(message)}</p>${items ? `<ul>${items}</ul>` : ""}<p><a href="${escapeHtml(back)}">Back to the form</a></p></main></body></html>`;
  return new Response(html, {
    status,
    headers: {
      "content-type": "text/html; charset=utf-8",
      "cache-control": "no-store",
      ...headers,
    },
  });
}

/**
 * POST /api/inquiry: JSON from the form's script, or the form's native post. Whatever
 * goes wrong unexpectedly is answered like a failed store (spec 8), never with a bare 500.
 */
export async function postInquiry(
  request: Request,
  dependencies: InquiryDependencies,
): Promise<Response> {
  try {
    return await handleInquiry(request, dependencies);
  } catch (error) {
    log.error("inquiry-error", { error: describeError(error).error });
    const site = siteOfRequest(request, requestQuery(request));
    const message = await failureMessage(site, dependencies).catch(() =>
      inquiryFailureMessage("us"),
    );
    return isNativeFormPost(request)
      ? nativeErrorPage(request, 500, message)
      : json(failure(message, 500).body, 500);
  }
}

async function handleInquiry(
  request: Request,
  dependencies: InquiryDependencies,
): Promise<Response> {
  const native = isNativeFormPost(request);
  const fail = (
    status: number,
    message: string,
    extra: { errors?: Record<string, string>; headers?: Record<string, string> } = {},
  ) =>
    native
      ? nativeErrorPage(request, status, message, extra.errors, extra.headers)
      : json(failure(message, status, { errors: extra.errors }).body, status, extra.headers);

  if (!isSameOriginPost(request)) return fail(403, CROSS_SITE_MESSAGE);

  const site = siteOfRequest(request, requestQuery(request));
  const clientIp = knownClientIp(request);
  const decision = await dependencies.rateLimiter?.consume(clientIp ?? UNKNOWN_CLIENT);
  if (decision && !decision.allowed) {
    const phone = (await dependencies.sitePhone(site)) ?? "us";
    return fail(
      429,
      `Too many requests from your connection. Please try again later or call ${phone} to speak with an expert.`,
      { headers: { "retry-after": String(decision.retryAfterSeconds) } },
    );
  }

  const read = await readBody(request, { maxBytes: MAX_INQUIRY_BODY_BYTES, forms: true });
  if (!read.ok) {
    if (read.reason === "too-large") return fail(413, TOO_LARGE_MESSAGE);
    if (read.reason === "unsupported") return fail(415, UNSUPPORTED_MESSAGE);
    return fail(400, read.message);
  }
  const fields = { ...read.body.fields };

  // The honeypot: invisible to people, so whoever fills it is a bot. It gets the answer a
  // person would, and nothing is stored.
  const honeypot = fields[INQUIRY_HONEYPOT_FIELD];
  if (typeof honeypot === "string" ? honeypot.trim() !== "" : Boolean(honeypot)) {
    log.info("inquiry-honeypot", { site, channel: native ? "native-form" : "form" });
    if (native) return redirect(thankYouLocation(null, await dependencies.sitePhone(site)));
    return json({ success: true, message: INQUIRY_SUCCESS_MESSAGE, provider: null }, 200);
  }

  // A native post carries no submission id (the form's script fills it in; docs/security.md
  // "Native double posts"): the id of the current time window stands in, so the same
  // person sending the same inquiry again within the window stores nothing new.
  const receivedAt = dependencies.now?.() ?? new Date();
  const windowed =
    native && (typeof fields.submissionId !== "string" || fields.submissionId.trim() === "");
  if (windowed) fields.submissionId = nativeSubmissionId(receivedAt);
  const validation = await validateInquiry({ ...read.body, fields });
  if (!validation.valid) {
    log.info("inquiry-invalid", { site, fields: Object.keys(validation.errors) });
    return fail(400, validation.message, { errors: validation.errors });
  }

  const context: InquiryContext = {
    site,
    channel: native ? "native-form" : "form",
    receivedAt,
    referer: request.headers.get("referer"),
    userAgent: request.headers.get("user-agent"),
    clientIp,
    origin: siteOrigin(site),
  };
  const result = await storeInquiry(
    validation.value,
    context,
    dependencies,
    windowed ? [nativeSubmissionId(receivedAt, 1)] : [],
  );
  if (!result.stored) return fail(500, await failureMessage(site, dependencies));

  const { lead, provider } = result;
  const headers: Record<string, string> =
    lead.inquiryType === "costs" ? { "set-cookie": inquiredCookie(request) } : {};
  // The thank-you page reads the lead back through this token only, never by its id. It
  // runs from the lead's own time, so a repeated post is answered with the same token.
  const secret = dependencies.leadTokenSecret?.();
  const leadToken = secret
    ? issueLeadToken(secret, { leadId: lead.id, site: lead.site }, new Date(lead.createdAt))
    : null;
  if (native) {
    const phone = await dependencies.sitePhone(site);
    return redirect(thankYouLocation(provider?.path ?? null, phone, leadToken), headers);
  }
  return json(
    {
      success: true,
      message: INQUIRY_SUCCESS_MESSAGE,
      provider: lead.inquiryType === "costs" && provider ? inquiryProviderSummary(provider) : null,
      leadId: lead.id,
      ...(leadToken ? { leadToken } : {}),
    },
    200,
    headers,
  );
}

/** 303 See Other: the browser follows with a GET (spec 4: redirect to the thank-you page). */
function redirect(location: string, headers: Record<string, string> = {}): Response {
  return new Response(null, {
    status: 303,
    headers: { location, "cache-control": "no-store", ...headers },
  });
}
