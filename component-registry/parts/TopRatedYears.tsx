"use client";

import { useId, useState } from "react";
import { topRatedYearsDisplay } from "@web/rules/card/topRatedYears";
import styles from "./TopRatedYears.module.css";

/** The award years of a top-rated badge with its View More / View Less toggle. */
export function TopRatedYears({ years }: { years: readonly number[] }) {
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const display = topRatedYearsDisplay(years, expanded);
  return (
    <div className={styles.row}>
      <ul id={listId} className={styles.years} aria-label="Award years">
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
          onClick={() => setExpanded((value) => !value)}
        >
          {display.toggleLabel}
        </button>
      ) : null}
    </div>
  );
}
