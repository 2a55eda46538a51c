import { describe, expect, it } from "@jest/globals";
import {
  idempotencyKey,
  idempotencyScope,
  NATIVE_REPEAT_WINDOW_MS,
  nativeSubmissionId,
} from "@web/leads/idempotency";
import { buildLead, trackingFromLandingPage, type InquiryContext } from "@web/leads/payload";
import { stripFeatureOverride } from "@web/rules/featureOverride";
import { inquiryPayloadSchema } from "@web/rules/inquiry/inquiry";

const context: InquiryContext = {
  site: "main",
  channel: "form",
  receivedAt: new Date("2026-11-02T09:30:00.000Z"),
  referer: "https://www.elderpath.example/senior-living?utm_source=referer",
  userAgent: "Mozilla/5.0\u0000 (Test)",
  clientIp: "203.0.113.5",
  origin: "https://www.elderpath.example",
};

const payload = (overrides: Record<string, unknown> = {}) =>
  inquiryPayloadSchema.validateSync({
    submissionId: "sub_12345678",
    whoAreYouLookingFor: "Myself",
    fullName: "Mary Jackson",
    phoneNumber: "5125550100",
    email: "mary@example.com",
    ...overrides,
  });

describe("feature override (spec 5: stripped of special characters)", () => {
  it("keeps flag names, commas, hyphens and underscores only", () => {
    expect(stripFeatureOverride("inquiry-v4,enhanced_search")).toBe("inquiry-v4,enhanced_search");
    expect(stripFeatureOverride("inquiry-v4'; DROP TABLE leads;--")).toBe(
      "inquiry-v4DROPTABLEleads--",
    );
    expect(stripFeatureOverride("<script>alert(1)</script>")).toBe("scriptalert1script");
  });

  it("gives null for nothing left, and caps the length", () => {
    expect(stripFeatureOverride("!!! ")).toBeNull();
    expect(stripFeatureOverride(undefined)).toBeNull();
    expect(stripFeatureOverride("a".repeat(500))).toHaveLength(200);
  });
});

describe("campaign parameters and click ids from the landing page (spec 3)", () => {
  it("reads utm_*, gclid, msclkid and a feature override from an absolute or relative URL", () => {
    expect(
      trackingFromLandingPage(
        "/local/search?utm_source=bing&utm_medium=cpc&utm_campaign=c&utm_content=x&utm_term=memory%20care&msclkid=MS&gclid=GC&featureOverride=inquiry-v4!",
        context.origin,
      ),
    ).toEqual({
      utmSource: "bing",
      utmMedium: "cpc",
      utmCampaign: "c",
      utmContent: "x",
      utmTerm: "memory care",
      msclkid: "MS",
      gclid: "GC",
      featureOverride: "inquiry-v4",
    });
  });

  it("gives nothing for a missing or unreadable URL", () => {
    const none = {
      utmSource: null,
      utmMedium: null,
      utmCampaign: null,
      utmContent: null,
      utmTerm: null,
      msclkid: null,
      gclid: null,
      featureOverride: null,
    };
    expect(trackingFromLandingPage(null, context.origin)).toEqual(none);
    expect(trackingFromLandingPage("http://[bad", context.origin)).toEqual(none);
  });
});

describe("building the lead", () => {
  it("takes the landing page from the payload, else from the Referer", () => {
    const fromPayload = buildLead(payload({ landingPageUrl: "/about?gclid=G" }), context, "lead-1");
    expect(fromPayload).toMatchObject({
      landingPageUrl: "/about?gclid=G",
      gclid: "G",
      utmSource: null,
    });
    const fromReferer = buildLead(payload(), context, "lead-2");
    expect(fromReferer).toMatchObject({ landingPageUrl: context.referer, utmSource: "referer" });
  });

  it("keeps the form's attribution, and says UNKNOWN where no care location was sent (spec 9)", () => {
    const attributed = buildLead(
      payload({
        anonId: "3f1c2a9e-7b4d-4e1a-9c2b-5d6e7f8a9b0c",
        careLocation: "Austin, TX",
        trackingNotes: "page provider /senior-living/texas/austin/sunrise",
        formId: "provider-card",
      }),
      context,
    );
    expect(attributed).toMatchObject({
      anonId: "3f1c2a9e-7b4d-4e1a-9c2b-5d6e7f8a9b0c",
      careLocation: "Austin, TX",
      trackingNotes: "page provider /senior-living/texas/austin/sunrise",
      formId: "provider-card",
    });
    expect(buildLead(payload(), context)).toMatchObject({ careLocation: "UNKNOWN", anonId: null });
  });

  it("normalises the phone into the mask, cleans the user agent and stamps consent with the time received", () => {
    const lead = buildLead(
      payload({ phoneNumber: "1-512-555-0100", consentText: "I agree." }),
      context,
      "id",
    );
    expect(lead).toMatchObject({
      id: "id",
      phoneNumber: "(512) 555-0100",
      userAgent: "Mozilla/5.0 (Test)",
      consentText: "I agree.",
      consentAt: "2026-11-02T09:30:00.000Z",
      createdAt: "2026-11-02T09:30:00.000Z",
      inquiryType: "costs",
      payingWithMedicaid: null,
    });
    expect(buildLead(payload(), context).consentAt).toBeNull();
  });

  it("prefers the form's own feature override to the landing page's", () => {
    const lead = buildLead(
      payload({ featureOverride: "faux-chat;", landingPageUrl: "/?featureOverride=hubspot-chat" }),
      context,
    );
    expect(lead.featureOverride).toBe("faux-chat");
  });
});

describe("idempotency key", () => {
  const fields = payload();
  it("is the same for the same submission, whatever the spelling of the same phone, case or spaces", () => {
    expect(idempotencyKey(fields, "main")).toBe(
      idempotencyKey(
        {
          ...fields,
          fullName: "  mary   JACKSON ",
          email: "MARY@example.com",
          phoneNumber: "+1 512 555 0100",
        },
        "main",
      ),
    );
  });

  it("differs for another submission id, another visitor, another provider, type or site", () => {
    const key = idempotencyKey(fields, "main");
    for (const other of [
      { ...fields, submissionId: "sub_87654321" },
      { ...fields, email: "someone@example.com" },
      { ...fields, fullName: "Someone Else" },
      { ...fields, phoneNumber: "(512) 555-0199" },
      { ...fields, providerId: "p-1" },
      { ...fields, inquiryType: "tour" as const },
    ]) {
      expect(idempotencyKey(other, "main")).not.toBe(key);
    }
    expect(idempotencyKey(fields, "alt")).not.toBe(key);
  });
});

describe("idempotency scope and a native post's submission id (issue 28)", () => {
  it("puts a partner's leads in the partner's own scope, the site's forms in one", () => {
    expect(buildLead(payload(), { ...context, channel: "partner:acme" }).idempotencyScope).toBe(
      "partner:acme",
    );
    expect(buildLead(payload(), { ...context, channel: "native-form" }).idempotencyScope).toBe(
      "site",
    );
    expect(idempotencyScope("form")).toBe("site");
  });

  it("names the ten-minute window a native post arrived in, or an earlier one", () => {
    const at = new Date("2026-11-02T10:09:59.999Z");
    expect(nativeSubmissionId(at)).toMatch(/^nojs-\d+$/);
    expect(nativeSubmissionId(new Date("2026-11-02T10:00:00.000Z"))).toBe(nativeSubmissionId(at));
    expect(nativeSubmissionId(new Date("2026-11-02T10:10:00.000Z"))).not.toBe(
      nativeSubmissionId(at),
    );
    expect(nativeSubmissionId(new Date("2026-11-02T10:10:00.000Z"), 1)).toBe(
      nativeSubmissionId(at),
    );
    expect(NATIVE_REPEAT_WINDOW_MS).toBe(600_000);
  });
});
