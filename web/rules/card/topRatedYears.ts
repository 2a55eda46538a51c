/** spec 9: the caption of the badge's years (the latest 3 by default). */
export const CARING_STARS_CAPTION = "Caring Stars Winners over the last 3 years";

/** spec 2.3 / 9: the top-rated badge shows the latest 3 years by default. */
export const TOP_RATED_DEFAULT_YEARS = 3;
/** spec 2.3: beyond 10 years the rest is summarised as '+N more'. */
export const TOP_RATED_MAX_YEARS = 10;

export interface TopRatedYearsDisplay {
  /** Years to show, newest first. */
  shown: number[];
  /** The toggle's label, or null when there are 3 years or fewer. */
  toggleLabel: "View More" | "View Less" | null;
  /** How many years the '+N more' text stands for (0: no text). */
  moreCount: number;
}

/**
 * Which award years a top-rated badge shows. Duplicate and non-integer years
 * are ignored; collapsed shows the latest 3, expanded up to 10 and '+N more'.
 */
export function topRatedYearsDisplay(
  years: readonly number[],
  expanded: boolean,
): TopRatedYearsDisplay {
  const distinct = [...new Set(years.filter((year) => Number.isInteger(year)))].sort(
    (a, b) => b - a,
  );
  const toggleLabel =
    distinct.length > TOP_RATED_DEFAULT_YEARS ? (expanded ? "View Less" : "View More") : null;
  const limit = expanded ? TOP_RATED_MAX_YEARS : TOP_RATED_DEFAULT_YEARS;
  const shown = distinct.slice(0, limit);
  const moreCount = expanded ? Math.max(0, distinct.length - TOP_RATED_MAX_YEARS) : 0;
  return { shown, toggleLabel, moreCount };
}
