import type { ReactNode } from "react";
import type { TopRatedBadge as TopRatedBadgeData } from "@web/rules/card/topRatedBadge";
import { TopRatedYears } from "@registry/parts/TopRatedYears";
import { StrokeIcon } from "./icons";
import styles from "./TopRatedBadge.module.css";

const TOP_RATED_LABEL = "Caring Stars Top Rated";

/**
 * The top-rated (Caring Stars) badge (spec 2.3): links to /bestseniorliving/ and
 * lists the awarded years with TopRatedYears (latest 3; View More / View Less
 * beyond 3; '+N more' beyond 10).
 */
export function TopRatedBadge({
  badge,
  years,
}: {
  badge: TopRatedBadgeData;
  /** The years' markup instead of TopRatedYears (a server-rendered card's, delegatedControls.tsx). */
  years?: ReactNode;
}) {
  return (
    <div className={styles.badge} data-badge="top-rated">
      <div className={styles.heading}>
        <span className={styles.icon}>
          <StrokeIcon icon="award" size={20} />
        </span>
        <a href={badge.href} className={styles.link}>
          {TOP_RATED_LABEL}
        </a>
      </div>
      {badge.years.length > 0 ? (years ?? <TopRatedYears years={badge.years} />) : null}
    </div>
  );
}
