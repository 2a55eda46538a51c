/**
 * One lead's "Your request" summary from its token (issue 24 "Care-recipient leads"):
 * shared by GET /api/v1/b2c/care-recipient-leads/q/{token} (web/api/leadSummary.ts) and
 * the thank-you page. Every refusal (no key, a token that is malformed, tampered with,
 * expired, for another site, or for a lead that is not stored) is the same `null` to the
 * caller, so an answer tells nothing about which; the reason is logged, with ids only.
 */
import type { LeadStore } from "@web/leads/store";
import { describeError, log } from "@web/lib/log";
import type { Provider } from "@web/rules/model/types";
import { leadSummaryOf, type LeadSummary } from "@web/rules/inquiry/leadSummary";
import { verifyLeadToken } from "./leadSummaryTokens";

export interface LeadSummaryDependencies {
  leads(): Promise<LeadStore>;
  /** The provider a lead names, through the directory's public service (null when unknown). */
  provider(id: string): Promise<Provider | null>;
  /** The signing key (web/services/leadSummaryTokens.ts); null: summaries are off. */
  secret(): string | null;
  now?(): Date;
}

export type LeadSummaryRefusal =
  "disabled" | "invalid" | "expired" | "other-site" | "unknown-lead" | "store-failed";

export type LeadSummaryResult =
  { ok: true; summary: LeadSummary } | { ok: false; reason: LeadSummaryRefusal };

/**
 * The summary of the lead a token names, read on `site` (the request's): the token must
 * be signed with the key, unexpired, issued on this site, and name a lead stored on it.
 */
export async function findLeadSummary(
  token: string | null | undefined,
  site: string,
  dependencies: LeadSummaryDependencies,
): Promise<LeadSummaryResult> {
  const result = await summaryOf(token, site, dependencies);
  if (!result.ok) log.info("lead-summary-refused", { reason: result.reason, site });
  return result;
}

async function summaryOf(
  token: string | null | undefined,
  site: string,
  dependencies: LeadSummaryDependencies,
): Promise<LeadSummaryResult> {
  const check = verifyLeadToken(dependencies.secret(), token, dependencies.now?.());
  if (!check.ok) return check;
  const { claims } = check;
  if (claims.site !== site) return { ok: false, reason: "other-site" };
  const lead = await dependencies
    .leads()
    .then((store) => store.getLead(claims.lead))
    .catch((error: unknown) => {
      log.error("lead-summary-store-failed", {
        leadId: claims.lead,
        error: describeError(error).error,
      });
      return "store-failed" as const;
    });
  if (lead === "store-failed") return { ok: false, reason: lead };
  if (!lead || lead.site !== claims.site) return { ok: false, reason: "unknown-lead" };
  // The lead is read: a provider that cannot be read now only leaves the summary without it.
  const provider = lead.providerId
    ? await dependencies.provider(lead.providerId).catch((error: unknown) => {
        log.warn("lead-summary-provider-unavailable", {
          leadId: lead.id,
          error: describeError(error).error,
        });
        return null;
      })
    : null;
  return { ok: true, summary: leadSummaryOf(lead, provider, new Date(claims.exp * 1000)) };
}
