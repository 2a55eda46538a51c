import { stegaClean } from "@web/rules/stegaClean";
import { TOP_RATED_HREF } from "@web/rules/card/topRatedBadge";
import { yearsStanding } from "@web/rules/awards/awardRule";
import { hasVerifiedPartners } from "@web/rules/card/verifiedPartner";
import { BlockSection } from "@registry/parts/BlockSection";
import { TopRatedYears } from "@registry/parts/TopRatedYears";
import { sectionHeadingId } from "@registry/headingIds";
import type { BlockProps } from "@registry/types";
import styles from "./BadgeShowcase.module.css";

export function BadgeShowcase({ block, context }: BlockProps<"badgeShowcase">) {
  const badges = (block.badges ?? []).filter(
    // spec 2.3: the Verified Partner badge appears on the main site only.
    (badge) => stegaClean(badge.kind) !== "verifiedPartner" || hasVerifiedPartners(context.site.id),
  );
  // issue 27.4: on a provider's page, the years its record withholds are not shown.
  const provider = context.provider?.provider;
  return (
    <BlockSection block="badgeShowcase" py="8">
      <h2 id={sectionHeadingId(context, block._key)} className={styles.heading}>
        {block.heading}
      </h2>
      <div className={styles.grid}>
        {badges.map((badge) => {
          const years = yearsStanding(badge.years ?? [], provider);
          return (
            <div key={badge._key} className={styles.badge}>
              <h3 className={styles.title}>
                {stegaClean(badge.kind) === "topRated" ? (
                  <a href={TOP_RATED_HREF} className={styles.titleLink}>
                    {badge.title}
                  </a>
                ) : (
                  badge.title
                )}
              </h3>
              {badge.description ? <p className={styles.description}>{badge.description}</p> : null}
              {years.length > 0 ? <TopRatedYears years={years} showCaption /> : null}
            </div>
          );
        })}
      </div>
    </BlockSection>
  );
}
