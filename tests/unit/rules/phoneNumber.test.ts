import { describe, expect, it } from "@jest/globals";
import {
  INVALID_PHONE_NUMBER_MESSAGE,
  MISSING_PHONE_NUMBER_MESSAGE,
  formatUsPhoneNumber,
  matchesPhoneMask,
  normalizeUsPhoneNumber,
  phoneNumberError,
  phoneNumberHref,
} from "@web/rules/inquiry/phoneNumber";

describe("US phone number (spec 5, spec 9)", () => {
  it("drops a leading 1 from an 11-digit US number", () => {
    expect(normalizeUsPhoneNumber("15125550123")).toBe("5125550123");
    expect(normalizeUsPhoneNumber("+1 (512) 555-0123")).toBe("5125550123");
  });

  it("keeps a 10-digit number as it is, whatever the punctuation", () => {
    expect(normalizeUsPhoneNumber("512.555.0123")).toBe("5125550123");
    expect(normalizeUsPhoneNumber("(512) 555-0123")).toBe("5125550123");
  });

  it("refuses numbers that are not 10 US digits", () => {
    expect(normalizeUsPhoneNumber("25125550123")).toBeNull();
    expect(normalizeUsPhoneNumber("555-0123")).toBeNull();
    expect(normalizeUsPhoneNumber("")).toBeNull();
    expect(normalizeUsPhoneNumber(null)).toBeNull();
    expect(normalizeUsPhoneNumber("call me")).toBeNull();
  });

  it("formats in the mask (999) 999-9999", () => {
    expect(formatUsPhoneNumber("1-512-555-0123")).toBe("(512) 555-0123");
    expect(formatUsPhoneNumber("12")).toBeNull();
  });

  it("checks the mask exactly", () => {
    expect(matchesPhoneMask("(512) 555-0123")).toBe(true);
    expect(matchesPhoneMask("512-555-0123")).toBe(false);
    expect(matchesPhoneMask("(512)555-0123")).toBe(false);
  });

  it("asks for a number when it is missing and explains a misfit one", () => {
    expect(phoneNumberError("")).toBe(MISSING_PHONE_NUMBER_MESSAGE);
    expect(phoneNumberError(undefined)).toBe("Please enter a valid U.S. phone number");
    expect(phoneNumberError("512-555-0123")).toBe(
      "Invalid phone number, please enter a valid U.S. phone number",
    );
    expect(INVALID_PHONE_NUMBER_MESSAGE).toBe(
      "Invalid phone number, please enter a valid U.S. phone number",
    );
    expect(phoneNumberError("(512) 555-0123")).toBeNull();
  });

  it("links a US number as tel:+1 and ten digits", () => {
    expect(phoneNumberHref("(512) 555-0123")).toBe("tel:+15125550123");
    expect(phoneNumberHref("n/a")).toBeNull();
  });
});
