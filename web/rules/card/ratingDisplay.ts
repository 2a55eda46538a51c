/**
 * Rating display and the Caring Stars badge (spec 5 "Display").
 */

export interface RatingDisplay {
  /** The average rounded for display, to one decimal place (4.46 -> 4.5). */
  rounded: number;
  /** spec 5: stars shown equal the integer part of the average. */
  stars: number;
  /** The rounded average as text, always with one decimal ("4.0"). */
  text: string;
}

/** Ratings are on a 0-5 scale; anything outside is clamped rather than shown as-is. */
const MAX_RATING = 5;

/**
 * spec 5: average rating is rounded for display; stars shown equal the integer part.
 * Null when there is no usable rating (absent, not a number, or no reviews), so the
 * card can leave the rating out instead of showing zero stars.
 */
export function ratingDisplay(
  averageRating: number | null | undefined,
  reviewCount?: number | null,
): RatingDisplay | null {
  if (typeof averageRating !== "number" || !Number.isFinite(averageRating)) return null;
  if (reviewCount !== undefined && reviewCount !== null && reviewCount <= 0) return null;
  const clamped = Math.min(MAX_RATING, Math.max(0, averageRating));
  const rounded = Math.round(clamped * 10) / 10;
  return { rounded, stars: Math.trunc(clamped), text: rounded.toFixed(1) };
}

/** The fields the Caring Stars badge reads (spec 3 "Provider"). */
export interface CaringStarsFields {
  isCaringStar?: boolean | null;
  /** Award years as numbers or award records; any entry counts as having stars. */
  caringStars?: readonly unknown[] | number | null;
  awards?: readonly { name?: string | null }[] | null;
}

const CARING_STARS_AWARD = /caring\s*stars?/i;

/**
 * spec 5: the Caring Stars badge shows when the provider has the flag, has stars, or
 * has an award of that name.
 */
export function showsCaringStarsBadge(provider: CaringStarsFields): boolean {
  if (provider.isCaringStar === true) return true;
  const stars = provider.caringStars;
  if (Array.isArray(stars) ? stars.length > 0 : typeof stars === "number" && stars > 0) {
    return true;
  }
  return (provider.awards ?? []).some((award) => CARING_STARS_AWARD.test(award.name ?? ""));
}
