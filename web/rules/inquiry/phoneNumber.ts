/**
 * US phone numbers (spec 5 and spec 9): the inquiry form accepts a US number in the
 * mask (999) 999-9999; an 11-digit number with a leading 1 is the same number with
 * its country code, so the 1 is dropped.
 */

/** spec 5: the message when the number does not fit the mask. */
export const INVALID_PHONE_NUMBER_MESSAGE =
  "Invalid phone number, please enter a valid U.S. phone number";

/** spec 5: the message when the number is missing. */
export const MISSING_PHONE_NUMBER_MESSAGE = "Please enter a valid U.S. phone number";

/**
 * The 10 national digits of a US number, or null when the text is not one.
 * Punctuation, spaces and a leading "+" are ignored.
 */
export function normalizeUsPhoneNumber(text: string | null | undefined): string | null {
  if (typeof text !== "string") return null;
  const digits = text.replace(/\D/g, "");
  // spec 5: a leading 1 is dropped from an 11-digit US number.
  const national = digits.length === 11 && digits.startsWith("1") ? digits.slice(1) : digits;
  // spec 9: the phone mask is US with 10 digits.
  return national.length === 10 ? national : null;
}

/** The number in the form's mask, "(999) 999-9999", or null when it is not a US number. */
export function formatUsPhoneNumber(text: string | null | undefined): string | null {
  const digits = normalizeUsPhoneNumber(text);
  if (digits === null) return null;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

const PHONE_MASK = /^\(\d{3}\) \d{3}-\d{4}$/;

/** True when the text is already written in the mask (999) 999-9999 (spec 5). */
export function matchesPhoneMask(text: string): boolean {
  return PHONE_MASK.test(text);
}

/**
 * The inquiry form's check of the phone field (spec 5): required, then the mask.
 * Returns the message to show, or null when the number is valid.
 */
export function phoneNumberError(text: string | null | undefined): string | null {
  if (typeof text !== "string" || text.trim() === "") return MISSING_PHONE_NUMBER_MESSAGE;
  return matchesPhoneMask(text.trim()) ? null : INVALID_PHONE_NUMBER_MESSAGE;
}

/** A `tel:` link target for a US number ("+1" and the 10 digits), or null. */
export function phoneNumberHref(text: string | null | undefined): string | null {
  const digits = normalizeUsPhoneNumber(text);
  return digits === null ? null : `tel:+1${digits}`;
}

/**
 * The phone field's live mask (spec 5: "(999) 999-9999"; a leading 1 is dropped from
 * an 11-digit number): the digits typed so far, formatted progressively ("(512",
 * "(512) 555", "(512) 555-0100"). At most 10 national digits are kept; an 11th digit
 * after a leading 1 drops the 1 (US area codes never start with 1).
 */
export function maskUsPhoneInput(text: string): string {
  let digits = text.replace(/\D/g, "");
  if (digits.length > 10 && digits.startsWith("1")) digits = digits.slice(1);
  digits = digits.slice(0, 10);
  if (digits.length === 0) return "";
  if (digits.length <= 3) return `(${digits}`;
  if (digits.length <= 6) return `(${digits.slice(0, 3)}) ${digits.slice(3)}`;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}
