/**
 * The provider page's reviews section (spec 2.3 Reviews, #all_reviews_section):
 * a rating summary with the aspect ratings, then the reviews newest first, in pages.
 */
import { ratingDisplay, type RatingDisplay } from "../card/ratingDisplay";
import { MONTH_NAMES } from "../monthNames";

/** Reviews per page of the provider page's list. */
export const REVIEWS_PAGE_SIZE = 5;

export interface ReviewsPage<T> {
  /** 0-based page, clamped to the pages there are. */
  page: number;
  pageCount: number;
  reviews: T[];
}

/** Newest first (ISO timestamps sort as text), then the page asked for. */
export function reviewsPage<T extends { createdAt: string }>(
  reviews: readonly T[],
  page: number,
  pageSize: number = REVIEWS_PAGE_SIZE,
): ReviewsPage<T> {
  const size = Math.max(1, Math.trunc(pageSize));
  const sorted = [...reviews].sort((a, b) =>
    a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0,
  );
  const pageCount = Math.max(1, Math.ceil(sorted.length / size));
  const current = Number.isInteger(page) ? Math.min(Math.max(0, page), pageCount - 1) : 0;
  return { page: current, pageCount, reviews: sorted.slice(current * size, (current + 1) * size) };
}

/** The aspect ratings a provider's reviews give (spec 9's best-activities, -meals-dining, -staff sorts). */
export const ASPECT_LABELS = {
  activities: "Activities",
  mealsAndDining: "Meals & Dining",
  staff: "Staff",
} as const;

export type AspectName = keyof typeof ASPECT_LABELS;

export interface AspectRatingDisplay {
  aspect: AspectName;
  label: string;
  rating: RatingDisplay;
}

/** The aspects that have a rating, in a fixed order, each rounded like the average (spec 5). */
export function aspectRatingsDisplay(
  aspects: Partial<Record<AspectName, number | null>> | null | undefined,
): AspectRatingDisplay[] {
  return (Object.keys(ASPECT_LABELS) as AspectName[]).flatMap((aspect) => {
    const rating = ratingDisplay(aspects?.[aspect]);
    return rating ? [{ aspect, label: ASPECT_LABELS[aspect], rating }] : [];
  });
}

/**
 * How a review's date reads: "March 4, 2026" (UTC, so server and browser agree). Written
 * out rather than by `toLocaleDateString`: the review list renders in the browser as the
 * provider page hydrates, and the first Intl date format of a page loads ICU's data
 * (about 24 ms of a phone's main thread, unthrottled). The unit test compares with Intl.
 */
export function reviewDateText(createdAt: string): string {
  const date = new Date(createdAt);
  if (Number.isNaN(date.getTime())) return "";
  return `${MONTH_NAMES[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}
