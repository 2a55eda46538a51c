import { describe, expect, it } from "@jest/globals";
import {
  hasSubscriptionContract,
  hasVerifiedPartners,
  showsVerifiedPartnerBadge,
  siteVerifiedPartnerTooltip,
  verifiedPartnerTooltip,
} from "@web/rules/card/verifiedPartner";

const subscription = { type: "subscription", isSuppressed: false };
const payPerLead = { type: "pay-per-lead", isSuppressed: false };

describe("Verified Partner badge (spec 2.3)", () => {
  it("shows for enhanced providers on the main site", () => {
    const enhanced = { enhancedListing: true, services: [{ contract: payPerLead }] };
    expect(showsVerifiedPartnerBadge(enhanced, "main")).toBe(true);
  });

  it("shows for subscription providers, single contract or the first of a list", () => {
    expect(
      showsVerifiedPartnerBadge(
        { enhancedListing: false, services: [{ contract: subscription }] },
        "main",
      ),
    ).toBe(true);
    expect(
      showsVerifiedPartnerBadge(
        { services: [{ contracts: [{ type: "Subscription", isSuppressed: false }, payPerLead] }] },
        "main",
      ),
    ).toBe(true);
    // Only the first contract of a list counts (spec 3).
    expect(hasSubscriptionContract({ services: [{ contracts: [payPerLead, subscription] }] })).toBe(
      false,
    );
    // A suppressed subscription is not an active one.
    expect(
      hasSubscriptionContract({
        services: [{ contract: { type: "subscription", isSuppressed: true } }],
      }),
    ).toBe(false);
  });

  it("does not show for other providers", () => {
    expect(
      showsVerifiedPartnerBadge(
        { enhancedListing: false, services: [{ contract: payPerLead }] },
        "main",
      ),
    ).toBe(false);
    expect(showsVerifiedPartnerBadge({ services: [] }, "main")).toBe(false);
    // Enhanced listing but suppressed (spec 4) and no subscription.
    expect(
      showsVerifiedPartnerBadge(
        { enhancedListing: true, isSuppressed: true, services: [] },
        "main",
      ),
    ).toBe(false);
  });

  it("never shows on the alternate site", () => {
    expect(
      showsVerifiedPartnerBadge(
        { enhancedListing: true, isSuppressed: false, services: [{ contract: subscription }] },
        "alt",
      ),
    ).toBe(false);
  });

  it("offers its search filter only where the badge can show (issue 24.10)", () => {
    expect(hasVerifiedPartners("main")).toBe(true);
    expect(hasVerifiedPartners("alt")).toBe(false);
  });

  it("explains vetting, pricing and good standing", () => {
    const text = verifiedPartnerTooltip("ElderPath");
    expect(text).toMatch(/vetted for quality by the ElderPath team/);
    expect(text).toMatch(/up-to-date pricing/);
    expect(text).toMatch(/contractually obligated/);
    expect(text).toMatch(/good standing/);
  });

  it("gives a site's tooltip in its brand's name, none where the badge cannot show", () => {
    expect(siteVerifiedPartnerTooltip("main")).toBe(verifiedPartnerTooltip("ElderPath"));
    expect(siteVerifiedPartnerTooltip("alt")).toBeNull();
    expect(siteVerifiedPartnerTooltip("homes")).toBeNull();
  });
});
