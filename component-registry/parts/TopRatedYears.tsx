"use client";

import { useId, useState } from "react";
import { useHydrated } from "@web/client/useHydrated";
import { CARING_STARS_CAPTION, topRatedYearsDisplay } from "@web/rules/card/topRatedYears";
import styles from "./TopRatedYears.module.css";

/**
 * The award years of a top-rated badge with its View More / View Less toggle. The list is
 * named by spec 9's star caption; `showCaption` also prints it above the years (the badge
 * showcase), where a card keeps its height and says it to assistive technology only.
 */
export function TopRatedYears({
  years,
  showCaption = false,
}: {
  years: readonly number[];
  showCaption?: boolean;
}) {
  const [expanded, setExpanded] = useState(false);
  // The toggle says when it works: a press before hydration does nothing.
  const hydrated = useHydrated();
  const listId = useId();
  const display = topRatedYearsDisplay(years, expanded);
  const captionId = useId();
  return (
    <div className={styles.row}>
      {showCaption ? (
        <p id={captionId} className={styles.caption}>
          {CARING_STARS_CAPTION}
        </p>
      ) : null}
      <ul
        id={listId}
        className={styles.years}
        aria-label={showCaption ? undefined : CARING_STARS_CAPTION}
        aria-labelledby={showCaption ? captionId : undefined}
      >
        {display.shown.map((year) => (
          <li key={year} className={styles.year}>
            {year}
          </li>
        ))}
      </ul>
      {display.moreCount > 0 ? <p className={styles.more}>+{display.moreCount} more</p> : null}
      {display.toggleLabel ? (
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={expanded}
          aria-controls={listId}
          data-ready={hydrated ? "true" : "false"}
          onClick={() => setExpanded((value) => !value)}
        >
          {display.toggleLabel}
        </button>
      ) : null}
    </div>
  );
}
