/**
 * The card's rating line (spec 5: average rating rounded for display; stars shown
 * equal the integer part), with the review count and one sentence for screen readers.
 */
import { ratingDisplay } from "./ratingDisplay";

const NO_REVIEWS_TEXT = "No reviews yet";

export type CardRating =
  | {
      rated: true;
      /** Filled stars: the integer part of the average. */
      stars: number;
      /** The rounded average, "4.5". */
      ratingText: string;
      /** "23 reviews", "1 review". */
      reviewsText: string;
      /** "Rated 4.5 out of 5, 23 reviews". */
      accessibleText: string;
    }
  | { rated: false; text: typeof NO_REVIEWS_TEXT };

export function reviewCountText(count: number): string {
  return `${count.toLocaleString("en-US")} ${count === 1 ? "review" : "reviews"}`;
}

export function cardRating(
  averageRating: number | null | undefined,
  reviewCount: number | null | undefined,
): CardRating {
  const count =
    typeof reviewCount === "number" && Number.isFinite(reviewCount)
      ? Math.max(0, Math.trunc(reviewCount))
      : 0;
  const display = ratingDisplay(averageRating, count);
  if (!display || count === 0) return { rated: false, text: NO_REVIEWS_TEXT };
  const reviewsText = reviewCountText(count);
  return {
    rated: true,
    stars: display.stars,
    ratingText: display.text,
    reviewsText,
    accessibleText: `Rated ${display.text} out of 5, ${reviewsText}`,
  };
}
