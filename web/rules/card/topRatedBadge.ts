/**
 * The card's top-rated badge (spec 2.3: it lists the awarded years; the latest 3
 * by default, View More / View Less beyond 3, '+N more' beyond 10 — see
 * topRatedYears.ts; spec 5: the Caring Stars badge shows when the provider has the
 * flag, has stars, or has an award of that name — see ratingDisplay.ts).
 */
import { showsCaringStarsBadge, type CaringStarsFields } from "./ratingDisplay";

/**
 * spec 2.3: the top-rated badge links to the awards index. The spec writes
 * "/bestseniorliving/"; the link is its canonical form, without the slash, so it answers
 * 200 rather than a 308 (issue 24.4, docs/spec-decisions.md).
 */
export const TOP_RATED_HREF = "/bestseniorliving";

export const CARING_STARS_AWARD = /caring\s*stars?/i;

/** The Caring Stars fields plus the award years (spec 3: awards[] {name, year}). */
export interface TopRatedFields extends CaringStarsFields {
  awards?: readonly { name?: string | null; year?: number | null }[] | null;
}

/**
 * The distinct Caring Stars years of a provider, newest first: its caringStars
 * years and the years of its awards named Caring Stars.
 */
export function caringStarsYears(provider: TopRatedFields): number[] {
  const years = new Set<number>();
  if (Array.isArray(provider.caringStars)) {
    for (const entry of provider.caringStars) {
      const year =
        typeof entry === "number"
          ? entry
          : typeof entry === "object" && entry !== null && "year" in entry
            ? Number((entry as { year: unknown }).year)
            : NaN;
      if (Number.isInteger(year) && year > 1900) years.add(year);
    }
  }
  for (const award of provider.awards ?? []) {
    const year = Number(award.year);
    if (CARING_STARS_AWARD.test(award.name ?? "") && Number.isInteger(year) && year > 1900) {
      years.add(year);
    }
  }
  return [...years].sort((a, b) => b - a);
}

export interface TopRatedBadge {
  /** Award years, newest first (may be empty: the flag alone shows the badge). */
  years: number[];
  href: typeof TOP_RATED_HREF;
}

/**
 * The card shows one Caring Stars top-rated badge when showsCaringStarsBadge holds,
 * listing its years; null otherwise.
 */
export function topRatedBadge(provider: TopRatedFields): TopRatedBadge | null {
  if (!showsCaringStarsBadge(provider)) return null;
  return { years: caringStarsYears(provider), href: TOP_RATED_HREF };
}
