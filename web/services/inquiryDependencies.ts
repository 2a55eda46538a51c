/**
 * The app's inquiry dependencies: the process-wide lead store, providers through the
 * directory's public service, the site phone from the site settings (CMS), the rate
 * limit from the environment (web/api/rateLimits.ts).
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
