/**
 * The partner API (spec 6 and 7): POST /api/v3/partner/inquiry, /api/v3/partner/lead
 * (an inquiry about one provider: provider_id is required) and /api/v4/partner/inquiry
 * (only while the inquiry-v4 flag is on). A partner authenticates with its token in the
 * X-Partner-Token header. The body is the inquiry payload (spec 3) as JSON, in
 * snake_case or camelCase; it is checked with the form's own schema and stored through
 * the same path as the site's inquiries.
 *
 * Answers: {result, provider, error_code, error_message}; failures (spec 8)
 * {success: false, message: "code - message"}, by default 500 "Server Error".
 */
import type { FeatureFlag } from "@web/lib/featureFlags";
import { describeError, log } from "@web/lib/log";
import { serverSubmissionId, type InquiryContext } from "@web/leads/payload";
import { cleanText } from "@web/rules/cleanText";
import {
  PARTNER_TOKEN_HEADER,
  authenticatePartner,
  type PartnerToken,
} from "@web/leads/partnerTokens";
import type { InquiryProviderSummary } from "@web/rules/inquiry/inquiry";
import { knownClientIp } from "@web/site/requestHost";
import { siteOrigin, type SiteId } from "@web/site/sites";
import { readBody, type PostBody } from "./body";
import { requestQuery, siteOfRequest } from "./http";
import {
  inquiryProviderSummary,
  storeInquiry,
  validateInquiry,
  type InquiryDependencies,
} from "./inquiry";
import { MAX_INQUIRY_BODY_BYTES } from "./inquiryRequests";

export type PartnerEndpoint = "v3/partner/inquiry" | "v3/partner/lead" | "v4/partner/inquiry";

export interface PartnerDependencies extends InquiryDependencies {
  partnerTokens: readonly PartnerToken[];
  /** Whether a flag is on for the site (its settings' defaults, then FEATURE_FLAGS). */
  isFeatureEnabled(flag: FeatureFlag, site: SiteId): boolean | Promise<boolean>;
}

/** spec 7: the answer of an accepted partner inquiry. */
export interface PartnerAnswer {
  result: { lead_id: string; status: "created" | "duplicate" };
  provider: InquiryProviderSummary | null;
  error_code: null;
  error_message: null;
}

/** spec 8: the partner path's failure, "code - message". */
export interface PartnerFailure {
  success: false;
  message: string;
  error_code: number;
  error_message: string;
  errors?: Record<string, string>;
}

/** spec 8: the default code and message of a partner failure. */
export const DEFAULT_PARTNER_ERROR = { code: 500, message: "Server Error" } as const;

export function partnerFailure(
  code: number = DEFAULT_PARTNER_ERROR.code,
  message: string = DEFAULT_PARTNER_ERROR.message,
  errors?: Record<string, string>,
): Response {
  const body: PartnerFailure = {
    success: false,
    message: `${code} - ${message}`,
    error_code: code,
    error_message: message,
    ...(errors ? { errors } : {}),
  };
  return Response.json(body, { status: code, headers: { "cache-control": "no-store" } });
}

/** snake_case keys (provider_id, landing_page_url, full_name, ...) to the payload's camelCase. */
export function camelCaseKeys<T>(body: Readonly<Record<string, T>>): Record<string, T> {
  const fields = new Map<string, T>();
  for (const [key, value] of Object.entries(body)) {
    const camel = key.replace(/_([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());
    // An explicit camelCase key wins over its snake_case spelling.
    if (!fields.has(camel) || camel === key) fields.set(camel, value);
  }
  return Object.fromEntries(fields);
}

/** A checked body with its field names in camelCase (refused fields too, for their messages). */
function camelCaseBody(body: PostBody): PostBody {
  return { ...body, fields: camelCaseKeys(body.fields), refused: camelCaseKeys(body.refused) };
}

export async function postPartnerInquiry(
  request: Request,
  dependencies: PartnerDependencies,
  endpoint: PartnerEndpoint,
): Promise<Response> {
  try {
    const v4 = await dependencies.isFeatureEnabled(
      "inquiry-v4",
      siteOfRequest(request, requestQuery(request)),
    );
    if (endpoint === "v4/partner/inquiry" && !v4) return partnerFailure(404, "Not Found");

    const partner = authenticatePartner(
      request.headers.get(PARTNER_TOKEN_HEADER),
      dependencies.partnerTokens,
    );
    if (!partner) {
      log.warn("partner-unauthorized", { endpoint });
      return partnerFailure(401, "Unauthorized");
    }

    const read = await readBody(request, { maxBytes: MAX_INQUIRY_BODY_BYTES, forms: false });
    if (!read.ok) {
      if (read.reason === "too-large") return partnerFailure(413, "Payload Too Large");
      if (read.reason === "unsupported") return partnerFailure(415, "Send the inquiry as JSON");
      return partnerFailure(400, read.message);
    }
    const body = camelCaseBody(read.body);
    const { fields } = body;
    // spec 3: landing_page_url is dropped unless the v4 inquiry flag is on.
    if (!v4) {
      delete fields.landingPageUrl;
      delete body.refused.landingPageUrl;
    }
    // A provider id of the wrong kind is the schema's to name.
    const providerId = fields.providerId;
    const noProvider =
      providerId === undefined
        ? !body.refused.providerId
        : typeof providerId === "string" && !cleanText(providerId, 64);
    if (endpoint === "v3/partner/lead" && noProvider) {
      return partnerFailure(400, "provider_id is required", {
        providerId: "provider_id is required",
      });
    }
    // A partner may name its own idempotency key (its own: keys are scoped by partner,
    // web/leads/idempotency.ts); without one, each call is a new lead.
    if (fields.submissionId === undefined && !body.refused.submissionId) {
      fields.submissionId =
        cleanText(request.headers.get("idempotency-key"), 64) ?? serverSubmissionId();
    }

    const validation = await validateInquiry(body);
    if (!validation.valid) {
      return partnerFailure(400, validation.message, validation.errors);
    }
    const query = requestQuery(request);
    const site = siteOfRequest(
      request,
      typeof fields.domain === "string" && !query.get("domain")
        ? new URLSearchParams({ domain: fields.domain })
        : query,
    );
    const context: InquiryContext = {
      site,
      channel: `partner:${partner}`,
      receivedAt: dependencies.now?.() ?? new Date(),
      referer: null,
      userAgent: request.headers.get("user-agent"),
      clientIp: knownClientIp(request),
      origin: siteOrigin(site),
    };
    const stored = await storeInquiry(validation.value, context, dependencies);
    if (!stored.stored) return partnerFailure();

    const answer: PartnerAnswer = {
      result: { lead_id: stored.lead.id, status: stored.created ? "created" : "duplicate" },
      provider: stored.provider ? inquiryProviderSummary(stored.provider) : null,
      error_code: null,
      error_message: null,
    };
    return Response.json(answer, { headers: { "cache-control": "no-store" } });
  } catch (error) {
    log.error("partner-inquiry-error", { endpoint, error: describeError(error).error });
    return partnerFailure();
  }
}
