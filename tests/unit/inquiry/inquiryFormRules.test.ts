import { describe, expect, it } from "@jest/globals";
import type { InquiryProviderSummary } from "@web/rules/inquiry/inquiry";
import {
  asksPayingWithMedicaid,
  costsInquiryHash,
  inquiryFormLayout,
  inquirySuccessOutcome,
  isModalLayout,
  safeThankYouSlug,
  thankYouUrl,
} from "@web/rules/inquiry/inquiryForm";
import { maskUsPhoneInput } from "@web/rules/inquiry/phoneNumber";

const provider = (prices: (number | null)[]): InquiryProviderSummary => ({
  id: "p-7",
  name: "Oak Meadow",
  path: "/senior-living/texas/austin/oak-meadow",
  phoneNumber: "(512) 555-0100",
  services: prices.map((cents, index) => ({
    name: `Service ${index}`,
    careType: "assisted-living",
    startingPriceCents: cents,
  })),
  minimumCostCents: null,
  maximumCostCents: null,
});

describe("the phone field's mask (spec 5)", () => {
  it("formats the digits typed so far as (999) 999-9999", () => {
    expect(maskUsPhoneInput("5")).toBe("(5");
    expect(maskUsPhoneInput("512")).toBe("(512");
    expect(maskUsPhoneInput("5125")).toBe("(512) 5");
    expect(maskUsPhoneInput("512555")).toBe("(512) 555");
    expect(maskUsPhoneInput("5125550")).toBe("(512) 555-0");
    expect(maskUsPhoneInput("5125550100")).toBe("(512) 555-0100");
  });

  it("drops a leading 1 from an 11-digit number", () => {
    expect(maskUsPhoneInput("15125550100")).toBe("(512) 555-0100");
    expect(maskUsPhoneInput("+1 (512) 555-0100")).toBe("(512) 555-0100");
    expect(maskUsPhoneInput("1-512-555-0100")).toBe("(512) 555-0100");
  });

  it("ignores letters and keeps at most 10 digits", () => {
    expect(maskUsPhoneInput("call 512 555 0100 now 99")).toBe("(512) 555-0100");
    expect(maskUsPhoneInput("abc")).toBe("");
    expect(maskUsPhoneInput("")).toBe("");
  });

  it("lets a backspace remove the mask's punctuation with the digit before it", () => {
    expect(maskUsPhoneInput("(512) ")).toBe("(512");
    expect(maskUsPhoneInput("(512) 555-")).toBe("(512) 555");
  });
});

describe("the Medicaid question (spec 5)", () => {
  it("is asked only for the senior-living roll-up type, where the placement turns it on", () => {
    expect(asksPayingWithMedicaid("senior-living", true)).toBe(true);
    expect(asksPayingWithMedicaid("senior-living", false)).toBe(false);
    expect(asksPayingWithMedicaid("senior-living", null)).toBe(false);
    expect(asksPayingWithMedicaid("senior-care", true)).toBe(false);
    expect(asksPayingWithMedicaid(null, true)).toBe(false);
  });
});

describe("layouts (spec 2.3)", () => {
  it("knows the four layouts and reads anything else as vertical", () => {
    expect(inquiryFormLayout("horizontal")).toBe("horizontal");
    expect(inquiryFormLayout("fullPageModal")).toBe("fullPageModal");
    expect(inquiryFormLayout("sideways")).toBe("vertical");
    expect(inquiryFormLayout(undefined)).toBe("vertical");
    expect(isModalLayout("fitContentModal")).toBe(true);
    expect(isModalLayout("horizontal")).toBe(false);
  });
});

describe("the thank-you URL (spec 2.1: query slug = provider path, phone)", () => {
  it("carries the provider's path and the number to call", () => {
    expect(
      thankYouUrl({ slug: "/senior-living/texas/austin/oak-meadow", phone: "5125550100" }),
    ).toBe(
      "/thank-you?slug=%2Fsenior-living%2Ftexas%2Faustin%2Foak-meadow&phone=%28512%29+555-0100",
    );
  });

  it("drops a slug that is not a same-site path and a phone that is not a US number", () => {
    expect(thankYouUrl({ slug: "https://evil.example/x", phone: "12" })).toBe("/thank-you");
    expect(thankYouUrl({ slug: "//evil.example", phone: null })).toBe("/thank-you");
    expect(safeThankYouSlug("/a/../b")).toBeNull();
    expect(safeThankYouSlug("javascript:alert(1)")).toBeNull();
    expect(safeThankYouSlug(" /senior-living/x ")).toBe("/senior-living/x");
  });
  it("carries the summary token of the inquiry's answer, and nothing that is not one", () => {
    expect(thankYouUrl({ phone: "5125550100", lead: "v1.eyJh.c2ln" })).toBe(
      "/thank-you?phone=%28512%29+555-0100&lead=v1.eyJh.c2ln",
    );
    // A plain lead id, or markup, is never put in the URL.
    expect(thankYouUrl({ lead: "3f0c2a9e-1b7d-4c8e-9a51-2d6f0e4b7c13" })).toBe("/thank-you");
    expect(thankYouUrl({ lead: "v1.<b>.x" })).toBe("/thank-you");
  });
});

describe("what follows a successful inquiry (spec 4)", () => {
  it("replaces the form with the thank-you message when the form has one", () => {
    expect(
      inquirySuccessOutcome({
        successMessage: " Thanks! ",
        inquiryType: "costs",
        provider: provider([100]),
      }),
    ).toEqual({ kind: "message", message: "Thanks!" });
  });

  it("opens the costs modal for a costs inquiry answered with a provider", () => {
    const answer = provider([325_000]);
    expect(inquirySuccessOutcome({ inquiryType: "costs", provider: answer })).toEqual({
      kind: "costsModal",
      provider: answer,
    });
  });

  it("opens the thank-you modal for another inquiry answered with a provider", () => {
    const answer = provider([]);
    expect(inquirySuccessOutcome({ inquiryType: "tour", provider: answer }).kind).toBe(
      "thankYouModal",
    );
  });

  it("otherwise goes to the thank-you page", () => {
    expect(
      inquirySuccessOutcome({
        successMessage: "  ",
        inquiryType: "costs",
        provider: null,
        slug: "/senior-living/texas/austin/oak-meadow",
        phone: "(855) 555-0142",
      }),
    ).toEqual({
      kind: "redirect",
      url: "/thank-you?slug=%2Fsenior-living%2Ftexas%2Faustin%2Foak-meadow&phone=%28855%29+555-0142",
    });
  });

  it("takes the answer's summary token to the thank-you page", () => {
    expect(
      inquirySuccessOutcome({
        inquiryType: "information",
        provider: null,
        phone: "(855) 555-0142",
        lead: "v1.eyJh.c2ln",
      }),
    ).toEqual({ kind: "redirect", url: "/thank-you?phone=%28855%29+555-0142&lead=v1.eyJh.c2ln" });
  });
});

describe("the jump after a costs inquiry (spec 2.2)", () => {
  it("goes to the costs section when the provider has prices, else to its comparison", () => {
    expect(costsInquiryHash(provider([null, 250_000]))).toBe("#provider-costs-p-7");
    expect(costsInquiryHash(provider([null, 0]))).toBe("#provider-comparison-p-7");
  });
});
