import { describe, expect, it } from "@jest/globals";
import {
  contractOf,
  isEnhancedProvider,
  isProviderSuppressed,
} from "@web/rules/card/isEnhancedProvider";

describe("enhanced provider (spec 4)", () => {
  it("is enhanced when enhancedListing is true and isSuppressed is false", () => {
    expect(isEnhancedProvider({ enhancedListing: true, isSuppressed: false })).toBe(true);
  });

  it("is not enhanced without enhancedListing", () => {
    expect(isEnhancedProvider({ enhancedListing: false, isSuppressed: false })).toBe(false);
    expect(isEnhancedProvider({ isSuppressed: false })).toBe(false);
  });

  it("is not enhanced when the provider's isSuppressed flag says so", () => {
    const services = [{ contract: { type: "subscription", isSuppressed: false } }];
    expect(isEnhancedProvider({ enhancedListing: true, isSuppressed: true, services })).toBe(false);
  });

  it("without the flag, depends on a service contract that is explicitly not suppressed", () => {
    expect(
      isEnhancedProvider({
        enhancedListing: true,
        services: [{ contract: { isSuppressed: true } }, { contract: { isSuppressed: false } }],
      }),
    ).toBe(true);
    expect(
      isEnhancedProvider({
        enhancedListing: true,
        services: [{ contract: { isSuppressed: true } }, { contract: {} }, {}],
      }),
    ).toBe(false);
    expect(isEnhancedProvider({ enhancedListing: true })).toBe(false);
  });

  it("uses the first of a list of contracts", () => {
    expect(contractOf({ contracts: [{ type: "a" }, { type: "b" }] })).toEqual({ type: "a" });
    expect(contractOf({})).toBeNull();
    expect(
      isProviderSuppressed({
        services: [{ contracts: [{ isSuppressed: true }, { isSuppressed: false }] }],
      }),
    ).toBe(true);
    expect(isProviderSuppressed({ services: [{ contracts: [{ isSuppressed: false }] }] })).toBe(
      false,
    );
  });
});
