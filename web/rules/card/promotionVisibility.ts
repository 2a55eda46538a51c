/**
 * Promotion visibility and time left (spec 3 "Promotion", spec 5 "Display", spec 6).
 */

/** The fields of a promotion these rules read (spec 3). Dates are ISO strings or Dates. */
export interface PromotionWindow {
  startsAt?: string | Date | null;
  endsAt?: string | Date | null;
  externalPromotionText?: string | null;
  visibleOnlyToFa?: boolean | null;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** What the card's badge and the provider page call a provider's promotions. */
export const PROMOTION_LABEL = "Special offer";

function timeOf(value: string | Date | null | undefined): number | null {
  if (value === null || value === undefined || value === "") return null;
  const ms = value instanceof Date ? value.getTime() : Date.parse(value);
  return Number.isNaN(ms) ? null : ms;
}

/**
 * spec 5: a promotion is shown only if it has external text, is not visible only to the
 * provider-side audience (spec 6: visibleOnlyToFa), and now lies inside its optional
 * start and end window. An unreadable date counts as absent rather than hiding the
 * promotion, because the window is optional.
 */
export function isPromotionVisible(promotion: PromotionWindow, now: Date = new Date()): boolean {
  if (!promotion.externalPromotionText || promotion.externalPromotionText.trim() === "") {
    return false;
  }
  if (promotion.visibleOnlyToFa === true) return false;
  const at = now.getTime();
  const startsAt = timeOf(promotion.startsAt);
  const endsAt = timeOf(promotion.endsAt);
  if (startsAt !== null && at < startsAt) return false;
  if (endsAt !== null && at > endsAt) return false;
  return true;
}

/** The promotions a public visitor sees, in their original order. */
export function visiblePromotions<T extends PromotionWindow>(
  promotions: readonly T[] | null | undefined,
  now: Date = new Date(),
): T[] {
  return (promotions ?? []).filter((promotion) => isPromotionVisible(promotion, now));
}

/**
 * spec 5: time left in whole days, rounded up. Null when the promotion has no end
 * (nothing to count down) or has already ended.
 */
export function promotionDaysLeft(
  promotion: PromotionWindow,
  now: Date = new Date(),
): number | null {
  const endsAt = timeOf(promotion.endsAt);
  if (endsAt === null) return null;
  const remaining = endsAt - now.getTime();
  if (remaining < 0) return null;
  return Math.ceil(remaining / DAY_MS);
}

/**
 * spec 5: the badge's 'N left' text, N being the whole days left ("3 days left",
 * "1 day left"). Null when there is no countdown to show.
 */
export function promotionTimeLeftLabel(
  promotion: PromotionWindow,
  now: Date = new Date(),
): string | null {
  const days = promotionDaysLeft(promotion, now);
  if (days === null) return null;
  return `${days} ${days === 1 ? "day" : "days"} left`;
}
