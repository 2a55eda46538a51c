/**
 * The app's inquiry dependencies: the process-wide lead store, providers through the
 * directory's public service, the site phone from the site settings (CMS), the rate
 * limit from the environment (web/api/rateLimits.ts), the key of the thank-you page's
 * request-summary tokens (web/services/leadSummaryTokens.ts).
 */
import "server-only";
import type { SITE_SHELL_QUERY_RESULT } from "@schemas/sanity.types";
import { client } from "@web/content/client";
import { SITE_SHELL_QUERY } from "@web/content/queries";
import { getLeadStore, kickLeadOutbox, startLeadOutbox } from "@web/leads";
import { partnerTokensFromEnv } from "@web/leads/partnerTokens";
import { isSiteFeatureEnabled } from "@web/content/featureFlags";
import { log, logApiError } from "@web/lib/log";
import type { SiteId } from "@web/site/sites";
import { rateLimiterFor } from "../api/rateLimits";
import { appDependencies } from "./appDependencies";
import type { InquiryDependencies } from "../api/inquiry";
import type { PartnerDependencies } from "../api/partner";
import { LRUCache } from "lru-cache";
import { providersByIds } from "./services";
import type { LeadSummaryDependencies } from "./leadSummary";
import { leadTokenSecret } from "./leadSummaryTokens";

const phones = new LRUCache<string, Promise<string | null>>({ max: 10, ttl: 60_000 });

/** The site's phone from its published settings, cached for a minute; null when unreadable. */
function sitePhone(site: SiteId): Promise<string | null> {
  const cached = phones.get(site);
  if (cached) return cached;
  const loading = client
    .fetch<SITE_SHELL_QUERY_RESULT>(SITE_SHELL_QUERY, { site }, { perspective: "published" })
    .then((shell) => shell.settings?.phone?.trim() || null)
    .catch((error: unknown) => {
      logApiError("site phone for an inquiry", error);
      phones.delete(site);
      return null;
    });
  phones.set(site, loading);
  return loading;
}

let leadKey: string | null | undefined;

/**
 * The request-summary tokens' key, looked up on the first inquiry or summary, not when the
 * module loads: `next build` loads it too, and must not make this install's key
 * (web/lib/installSecret.ts).
 */
function leadTokenKey(): string | null {
  if (leadKey === undefined) {
    leadKey = leadTokenSecret();
    if (leadKey === null) {
      log.warn("lead-summaries-disabled", {
        reason: "REVIEW_LINK_SECRET is not set; a production server on a shared database needs it",
      });
    }
  }
  return leadKey;
}

export const inquiryDependencies: InquiryDependencies = {
  async leads() {
    // Normally started with the server (web/instrumentation.ts); this covers any other host.
    void startLeadOutbox().catch(() => undefined);
    return getLeadStore();
  },
  // By id, without reviews: the answer needs the provider's services and costs only.
  provider: async (id) => (await providersByIds([id], appDependencies))[0] ?? null,
  sitePhone,
  rateLimiter: rateLimiterFor("inquiry"),
  onLeadStored: () => kickLeadOutbox(),
  // A function, not a getter: the partner dependencies spread these at module load.
  leadTokenSecret: leadTokenKey,
};

/** The thank-you page's and GET /api/v1/b2c/care-recipient-leads/q/{token}'s reads. */
export const leadSummaryDependencies: LeadSummaryDependencies = {
  leads: () => getLeadStore(),
  provider: inquiryDependencies.provider,
  secret: leadTokenKey,
};

const partners = partnerTokensFromEnv();
if (partners.skipped.length > 0) {
  log.warn("partner-tokens-skipped", {
    partners: partners.skipped,
    reason: "PARTNER_API_TOKENS entries must be name:token with a token of 16 or more characters",
  });
}

export const partnerDependencies: PartnerDependencies = {
  ...inquiryDependencies,
  partnerTokens: partners.tokens,
  isFeatureEnabled: (flag, site) => isSiteFeatureEnabled(site, flag),
};
