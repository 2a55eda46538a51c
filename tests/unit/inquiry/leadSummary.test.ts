/**
 * The thank-you page's "Your request" summary (issue 24 "Care-recipient leads"): its
 * signed, expiring tokens (web/services/leadSummaryTokens.ts) and the masked summary
 * of a lead (web/rules/inquiry/leadSummary.ts).
 */
import { signClaims } from "@web/lib/signedToken";
import {
  formatReceivedAt,
  LEAD_TOKEN_LIFETIME_HOURS,
  leadSummaryOf,
  leadTokenOf,
  maskEmail,
  maskPhoneNumber,
  shortName,
} from "@web/rules/inquiry/leadSummary";
import { issueLeadToken, leadTokenSecret, verifyLeadToken } from "@web/services/leadSummaryTokens";
import { issueReviewLinkToken, LOCAL_REVIEW_LINK_SECRET } from "@web/services/reviewLinkTokens";

const SECRET = leadTokenSecret("unit-test-review-key")!;
const NOW = new Date("2026-11-23T12:00:00Z");
const HOUR = 3_600_000;
const LEAD = { leadId: "3f0c2a9e-1b7d-4c8e-9a51-2d6f0e4b7c13", site: "main" };

describe("request-summary tokens", () => {
  const token = issueLeadToken(SECRET, LEAD, NOW);

  it("name one lead on one site, and read back with the key", () => {
    expect(verifyLeadToken(SECRET, token, NOW)).toEqual({
      ok: true,
      claims: {
        purpose: "lead-summary",
        lead: LEAD.leadId,
        site: "main",
        exp: NOW.getTime() / 1000 + 24 * 3600,
      },
    });
    expect(leadTokenOf(token)).toBe(token);
  });

  it("expire 24 hours after the inquiry", () => {
    expect(LEAD_TOKEN_LIFETIME_HOURS).toBe(24);
    const justBefore = new Date(NOW.getTime() + 24 * HOUR - 1000);
    expect(verifyLeadToken(SECRET, token, justBefore).ok).toBe(true);
    expect(verifyLeadToken(SECRET, token, new Date(NOW.getTime() + 24 * HOUR))).toEqual({
      ok: false,
      reason: "expired",
    });
  });

  it("refuse another key, any change, and anything that is not a token", () => {
    expect(verifyLeadToken(leadTokenSecret("another-key"), token, NOW)).toEqual({
      ok: false,
      reason: "invalid",
    });
    const [version, body, signature] = token.split(".");
    const claims = JSON.parse(Buffer.from(body!, "base64url").toString("utf8"));
    for (const change of [{ lead: "another-lead" }, { site: "alt" }, { exp: claims.exp + 3600 }]) {
      const forged = Buffer.from(JSON.stringify({ ...claims, ...change })).toString("base64url");
      expect(verifyLeadToken(SECRET, `${version}.${forged}.${signature}`, NOW)).toEqual({
        ok: false,
        reason: "invalid",
      });
    }
    for (const bad of ["", LEAD.leadId, "v1..", "v1.a.b.c", token.slice(0, -2), null, undefined]) {
      expect(verifyLeadToken(SECRET, bad, NOW)).toEqual({ ok: false, reason: "invalid" });
    }
    expect(verifyLeadToken(null, token, NOW)).toEqual({ ok: false, reason: "disabled" });
  });

  it("are not review-link tokens, nor the reverse (a key of their own, derived)", () => {
    expect(leadTokenSecret(LOCAL_REVIEW_LINK_SECRET)).not.toBe(LOCAL_REVIEW_LINK_SECRET);
    expect(leadTokenSecret(null)).toBeNull();
    // Signed with the review links' own key: not a summary token.
    const withReviewKey = issueLeadToken(LOCAL_REVIEW_LINK_SECRET, LEAD, NOW);
    expect(verifyLeadToken(leadTokenSecret(LOCAL_REVIEW_LINK_SECRET), withReviewKey, NOW).ok).toBe(
      false,
    );
    // Right key, wrong purpose: a review link's claims are refused.
    const review = issueReviewLinkToken(SECRET, { purpose: "move-in", providerId: "p1" }, NOW);
    expect(verifyLeadToken(SECRET, review, NOW)).toEqual({ ok: false, reason: "invalid" });
    const noSite = signClaims(SECRET, { purpose: "lead-summary", lead: "l1", exp: 2e9 });
    expect(verifyLeadToken(SECRET, noSite, NOW)).toEqual({ ok: false, reason: "invalid" });
  });

  it("are read from a URL only when shaped like one", () => {
    expect(leadTokenOf([token, "x"])).toBe(token);
    expect(leadTokenOf(` ${token} `)).toBe(token);
    for (const bad of [LEAD.leadId, "v1.a", "v1.a.b<", `v1.${"a".repeat(1100)}.b`, undefined]) {
      expect(leadTokenOf(bad)).toBeNull();
    }
  });
});

describe("the summary of a lead (masked: the token travels in a URL)", () => {
  const lead = {
    createdAt: "2026-11-23T15:04:00.000Z",
    inquiryType: "tour",
    whoAreYouLookingFor: "Parent(s)",
    fullName: "  Ada King Lovelace ",
    phoneNumber: "(512) 555-0100",
    email: "ada.lovelace@example.com",
    typeOfCare: "memory-care-facilities",
    tourTime: "Weekend",
    budget: "Under $3,000",
  };

  it("gives what the family typed, with phone, email and surname partly hidden", () => {
    const expires = new Date(NOW.getTime() + 24 * HOUR);
    expect(leadSummaryOf(lead, { name: "Oak Meadow", path: "/p/oak" }, expires)).toEqual({
      receivedAt: "2026-11-23T15:04:00.000Z",
      expiresAt: "2026-11-24T12:00:00.000Z",
      request: "A tour",
      whoAreYouLookingFor: "Parent(s)",
      name: "Ada L.",
      phoneNumber: "(•••) •••-0100",
      phoneNumberEnding: "0100",
      email: "a***@example.com",
      typeOfCare: "Memory Care",
      tourTime: "Weekend",
      budget: "Under $3,000",
      provider: { name: "Oak Meadow", path: "/p/oak" },
    });
    const bare = leadSummaryOf(
      { ...lead, inquiryType: "costs", typeOfCare: " ", tourTime: null, budget: null },
      null,
      expires,
    );
    expect(bare).toMatchObject({
      request: "Costs",
      typeOfCare: null,
      budget: null,
      provider: null,
    });
  });

  it("masks each part on its own", () => {
    expect(maskPhoneNumber("15125550199")).toBe("(•••) •••-0199");
    expect(maskPhoneNumber("12")).toBe("•••");
    expect(maskEmail("j@example.org")).toBe("j***@example.org");
    expect(maskEmail("no-at-sign")).toBe("***");
    expect(shortName("Grace")).toBe("Grace");
    expect(shortName("Grace brewster Hopper")).toBe("Grace H.");
    expect(shortName("Zoë Ørsted")).toBe("Zoë Ø.");
  });

  it("says when, in US Eastern time, named", () => {
    expect(formatReceivedAt("2026-11-23T15:04:00.000Z")).toBe(
      "November 23, 2026 at 10:04 AM\u00a0ET",
    );
    expect(formatReceivedAt("2026-07-01T04:30:00.000Z")).toBe("July 1, 2026 at 12:30 AM\u00a0ET");
  });
});
