import { formatDollarsFromCents, PRICING_NOT_AVAILABLE } from "../web/rules/card/priceDisplay";
import { ratingDisplay } from "../web/rules/card/ratingDisplay";

/**
 * Number formatting for geo copy. Prices and ratings use the site's display rules
 * (web/rules), so copy and provider cards never disagree. One formatter instance
 * per shape: creating Intl formatters per call would dominate the render time.
 */
function grouped(digits: number): Intl.NumberFormat {
  return new Intl.NumberFormat("en-US", {
    maximumFractionDigits: digits,
    minimumFractionDigits: digits,
  });
}
const GROUPED = [grouped(0), grouped(1), grouped(2)] as const;

/**
 * spec 5 (Display): a price shows only when greater than 0, otherwise 'Pricing
 * not available'; it is converted from cents, as whole dollars ("$4,524").
 */
export function formatCurrencyFromCents(cents: number): string {
  if (!Number.isFinite(cents) || cents <= 0) return PRICING_NOT_AVAILABLE;
  return formatDollarsFromCents(cents);
}

/** 12345 -> "12,345"; `decimals` is clamped to 0..2. Empty for a non-number. */
export function formatNumber(value: number, decimals = 0): string {
  if (!Number.isFinite(value)) return "";
  const wanted = Number.isFinite(decimals) ? Math.trunc(decimals) : 0;
  const digits = Math.min(2, Math.max(0, wanted)) as 0 | 1 | 2;
  return GROUPED[digits].format(value);
}

/** spec 5 (Display): average rating is rounded for display, to one decimal ("4.5"). */
export function formatRating(rating: number): string {
  return ratingDisplay(rating)?.text ?? "";
}

/** The singular for exactly 1 (and -1), the plural otherwise ("0 communities"). */
export function pluralize(count: number, singular: string, plural = `${singular}s`): string {
  return Math.abs(count) === 1 ? singular : plural;
}
