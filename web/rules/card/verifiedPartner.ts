/**
 * The Verified Partner badge (spec 2.3: main site only, for subscription or
 * enhanced providers, with a tooltip about vetting, pricing and good standing).
 */
import { SITES, type SiteId } from "@web/rules/sites";
import { contractOf, isEnhancedProvider, type EnhancementFields } from "./isEnhancedProvider";

export const VERIFIED_PARTNER_LABEL = "Verified Partner";

/**
 * spec 2.3: the tooltip text. The spec paraphrases it ("vetted for quality by the
 * provider's own team", i.e. the site's team; up-to-date pricing; contractually
 * obligated to be in good standing); the badge shows on the main site only, so the
 * team named is the main brand's.
 */
export function verifiedPartnerTooltip(brand: string): string {
  return (
    `Verified Partners have been vetted for quality by the ${brand} team. ` +
    "They provide up-to-date pricing and are contractually obligated to remain in good standing."
  );
}

/**
 * True when some service's contract (the single one, or the first of a list) is a
 * subscription that is not suppressed. A suppressed contract is not an active one.
 */
export function hasSubscriptionContract(provider: EnhancementFields): boolean {
  return (provider.services ?? []).some((service) => {
    const contract = contractOf(service);
    return (
      contract?.type?.trim().toLowerCase() === "subscription" && contract.isSuppressed !== true
    );
  });
}

/**
 * spec 2.3: the Verified Partner badge and its filter belong to the main site only: the
 * brands whose definition has `features.verifiedPartnerBadge`.
 */
export function hasVerifiedPartners(siteId: SiteId): boolean {
  return SITES[siteId].features.verifiedPartnerBadge;
}

/** The Verified Partner tooltip of a site's badges; null on a site without them. */
export function siteVerifiedPartnerTooltip(siteId: SiteId): string | null {
  return hasVerifiedPartners(siteId) ? verifiedPartnerTooltip(SITES[siteId].brand) : null;
}

/** spec 2.3: the badge shows on the main site only, for subscription or enhanced providers. */
export function showsVerifiedPartnerBadge(provider: EnhancementFields, siteId: SiteId): boolean {
  if (!hasVerifiedPartners(siteId)) return false;
  return isEnhancedProvider(provider) || hasSubscriptionContract(provider);
}
