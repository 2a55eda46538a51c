/**
 * Number formatting for geo copy. One formatter instance per shape: creating
 * Intl formatters per call would dominate the render time.
 */
const WHOLE_DOLLARS = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  maximumFractionDigits: 0,
  minimumFractionDigits: 0,
});
function grouped(digits: number): Intl.NumberFormat {
  return new Intl.NumberFormat("en-US", {
    maximumFractionDigits: digits,
    minimumFractionDigits: digits,
  });
}
const GROUPED = [grouped(0), grouped(1), grouped(2)] as const;
const RATING = new Intl.NumberFormat("en-US", {
  maximumFractionDigits: 1,
  minimumFractionDigits: 1,
});

/** spec 5 (Display): a price shows only when greater than 0, otherwise this text. */
export const PRICING_NOT_AVAILABLE = "Pricing not available";

/**
 * spec 5 (Display): price is converted from cents (divided by 100). Monthly costs
 * in copy read as whole dollars ("$4,524"), rounded to the nearest dollar.
 */
export function formatCurrencyFromCents(cents: number): string {
  if (!Number.isFinite(cents) || cents <= 0) return PRICING_NOT_AVAILABLE;
  return WHOLE_DOLLARS.format(Math.round(cents / 100));
}

/** 12345 -> "12,345"; `decimals` is clamped to 0..2. Empty for a non-number. */
export function formatNumber(value: number, decimals = 0): string {
  if (!Number.isFinite(value)) return "";
  const wanted = Number.isFinite(decimals) ? Math.trunc(decimals) : 0;
  const digits = Math.min(2, Math.max(0, wanted)) as 0 | 1 | 2;
  return GROUPED[digits].format(value);
}

/** spec 5 (Display): average rating is rounded for display, here to one decimal ("4.5"). */
export function formatRating(rating: number): string {
  if (!Number.isFinite(rating) || rating < 0) return "";
  return RATING.format(Math.round(rating * 10) / 10);
}

/** The singular for exactly 1 (and -1), the plural otherwise ("0 communities"). */
export function pluralize(count: number, singular: string, plural = `${singular}s`): string {
  return Math.abs(count) === 1 ? singular : plural;
}
