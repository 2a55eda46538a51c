/**
 * The tokens of the thank-you page's "Your request" summary (issue 24 "Care-recipient
 * leads", spec 7 GET /v1/b2c/care-recipient-leads/q/{x}): signed, expiring, naming one
 * lead on one site.
 *
 *   v1.<{purpose, lead, site, exp}, base64url JSON>.<HMAC-SHA256, base64url>
 *
 * The inquiry's answer carries one (POST /api/inquiry: the JSON's `leadToken`, the native
 * post's redirect to /thank-you?lead=...). A lead is never read by its id from outside:
 * its id is in the token, under the signature.
 *
 * The key is derived from the review links' key (web/services/reviewLinkTokens.ts:
 * REVIEW_LINK_SECRET, else this install's own key in data/review-link.key, else Jest's
 * local key), under a purpose of its own, so a review-link token is never a summary token
 * and the reverse. One secret to configure: where several instances must share a key
 * (a production server on a shared database or a hosted dataset), the configuration
 * check already requires REVIEW_LINK_SECRET (web/lib/config.ts configProblems).
 */
import { derivedKey, signClaims, verifiedClaims } from "@web/lib/signedToken";
import { LEAD_TOKEN_LIFETIME_HOURS } from "@web/rules/inquiry/leadSummary";
import { reviewLinkSecret } from "./reviewLinkTokens";

export const LEAD_TOKEN_PURPOSE = "lead-summary";

export interface LeadTokenClaims {
  purpose: typeof LEAD_TOKEN_PURPOSE;
  /** The lead's id (web/leads/store.ts NewLead.id). */
  lead: string;
  /** The site the inquiry was sent on: the token reads on that site only. */
  site: string;
  /** Expiry, seconds since the epoch. */
  exp: number;
}

export type LeadTokenCheck =
  { ok: true; claims: LeadTokenClaims } | { ok: false; reason: "disabled" | "invalid" | "expired" };

/** The signing key, from the review links' key; null (tokens off) when that one is off. */
export function leadTokenSecret(reviewKey: string | null = reviewLinkSecret()): string | null {
  return reviewKey === null ? null : derivedKey(reviewKey, LEAD_TOKEN_PURPOSE);
}

/** A token for one lead on its site, readable for LEAD_TOKEN_LIFETIME_HOURS from `now`. */
export function issueLeadToken(
  secret: string,
  subject: { leadId: string; site: string },
  now: Date = new Date(),
): string {
  const claims: LeadTokenClaims = {
    purpose: LEAD_TOKEN_PURPOSE,
    lead: subject.leadId,
    site: subject.site,
    exp: Math.floor(now.getTime() / 1000) + LEAD_TOKEN_LIFETIME_HOURS * 3600,
  };
  return signClaims(secret, claims);
}

function isClaims(value: unknown): value is LeadTokenClaims {
  if (typeof value !== "object" || value === null) return false;
  const claims = value as Record<string, unknown>;
  return (
    claims.purpose === LEAD_TOKEN_PURPOSE &&
    typeof claims.lead === "string" &&
    /^[A-Za-z0-9_-]{1,64}$/.test(claims.lead) &&
    typeof claims.site === "string" &&
    claims.site !== "" &&
    typeof claims.exp === "number" &&
    Number.isFinite(claims.exp)
  );
}

/** Checks a token at `now`: signature (constant time), shape and purpose, then expiry. */
export function verifyLeadToken(
  secret: string | null,
  token: string | null | undefined,
  now: Date = new Date(),
): LeadTokenCheck {
  if (secret === null) return { ok: false, reason: "disabled" };
  const claims = verifiedClaims(secret, token);
  if (!isClaims(claims)) return { ok: false, reason: "invalid" };
  if (claims.exp * 1000 <= now.getTime()) return { ok: false, reason: "expired" };
  return { ok: true, claims };
}
