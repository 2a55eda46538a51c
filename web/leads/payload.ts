/**
 * From a validated inquiry (spec 3 "Inquiry payload") and its request to the lead that
 * is stored: the landing page, its campaign parameters and ad-click ids, the browser's
 * user agent, the client IP and the feature override (spec 5: stripped of special
 * characters).
 */
import { randomUUID } from "node:crypto";
import type { InquiryPayload } from "@web/rules/inquiry/inquiry";
import { UNKNOWN_CARE_LOCATION } from "@web/rules/inquiry/inquiryConstants";
import { stripFeatureOverride } from "@web/rules/featureOverride";
import { cleanText } from "@web/rules/cleanText";
import { idempotencyKey, idempotencyScope } from "./idempotency";
import type { NewLead } from "./store";

/** What the request says about the inquiry, besides its fields. */
export interface InquiryContext {
  site: string;
  /** "form" (JavaScript), "native-form" (no JavaScript) or "partner:<name>". */
  channel: string;
  receivedAt: Date;
  /** The Referer header: the landing page of a native post that does not name one. */
  referer: string | null;
  userAgent: string | null;
  clientIp: string | null;
  /** The origin relative landing-page paths are read against. */
  origin: string;
}

/** spec 3: the campaign parameters and ad-click ids read from the landing page. */
export interface LandingPageTracking {
  utmSource: string | null;
  utmCampaign: string | null;
  utmContent: string | null;
  utmMedium: string | null;
  utmTerm: string | null;
  gclid: string | null;
  msclkid: string | null;
  featureOverride: string | null;
}

const MAX_TRACKING_VALUE = 200;
const MAX_URL = 2000;
const MAX_USER_AGENT = 500;

/**
 * spec 3: utm_source, utm_campaign, utm_content, utm_medium, utm_term, gclid and msclkid
 * from the landing page's query string, and a `featureOverride` (or `feature-override`)
 * parameter. A URL that cannot be read gives no tracking at all.
 */
export function trackingFromLandingPage(
  landingPageUrl: string | null,
  origin: string,
): LandingPageTracking {
  let query = new URLSearchParams();
  if (landingPageUrl) {
    try {
      query = new URL(landingPageUrl, origin).searchParams;
    } catch {
      // Not a URL: nothing to read from it.
    }
  }
  const read = (name: string) => cleanText(query.get(name), MAX_TRACKING_VALUE);
  return {
    utmSource: read("utm_source"),
    utmCampaign: read("utm_campaign"),
    utmContent: read("utm_content"),
    utmMedium: read("utm_medium"),
    utmTerm: read("utm_term"),
    gclid: read("gclid"),
    msclkid: read("msclkid"),
    featureOverride: stripFeatureOverride(
      query.get("featureOverride") ?? query.get("feature-override"),
    ),
  };
}

/** A server-made submission id, for a native post whose form carried none. */
export function serverSubmissionId(): string {
  return `srv-${randomUUID()}`;
}

/** The lead to store for a validated inquiry. */
export function buildLead(
  payload: InquiryPayload,
  context: InquiryContext,
  id: string = randomUUID(),
): NewLead {
  const landingPageUrl = cleanText(payload.landingPageUrl ?? context.referer, MAX_URL);
  const tracking = trackingFromLandingPage(landingPageUrl, context.origin);
  const consentText = payload.consentText ?? null;
  const receivedAt = context.receivedAt.toISOString();
  return {
    id,
    idempotencyKey: idempotencyKey(payload, context.site),
    idempotencyScope: idempotencyScope(context.channel),
    submissionId: payload.submissionId,
    createdAt: receivedAt,
    site: context.site,
    channel: context.channel,
    inquiryType: payload.inquiryType,
    whoAreYouLookingFor: payload.whoAreYouLookingFor,
    fullName: payload.fullName,
    phoneNumber: payload.phoneNumber,
    email: payload.email,
    payingWithMedicaid: payload.payingWithMedicaid ?? null,
    tourTime: payload.tourTime ?? null,
    typeOfCare: payload.typeOfCare ?? null,
    budget: payload.budget ?? null,
    anonId: payload.anonId ?? null,
    formId: payload.formId ?? null,
    trackingNotes: payload.trackingNotes ?? null,
    providerId: payload.providerId ?? null,
    source: payload.source ?? null,
    // spec 9: "UNKNOWN" where neither the form nor its page said where care is wanted.
    careLocation: payload.careLocation ?? UNKNOWN_CARE_LOCATION,
    // The statement the visitor saw, exactly as shown, and when they sent the form.
    consentText,
    consentAt: consentText ? receivedAt : null,
    landingPageUrl,
    utmSource: tracking.utmSource,
    utmCampaign: tracking.utmCampaign,
    utmContent: tracking.utmContent,
    utmMedium: tracking.utmMedium,
    utmTerm: tracking.utmTerm,
    gclid: tracking.gclid,
    msclkid: tracking.msclkid,
    userAgent: cleanText(context.userAgent, MAX_USER_AGENT),
    clientIp: cleanText(context.clientIp, 64),
    // spec 5: stripped of special characters; the form's own value wins over the URL's.
    featureOverride: stripFeatureOverride(payload.featureOverride) ?? tracking.featureOverride,
  };
}
