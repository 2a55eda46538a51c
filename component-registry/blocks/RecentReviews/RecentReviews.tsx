import { BlockSection } from "@registry/parts/BlockSection";
import section from "@registry/parts/BlockSection.module.css";
import { MissingPlace } from "@registry/parts/geo/MissingPlace";
import styles from "@registry/parts/geo/geo.module.css";
import { geoHeading } from "@registry/parts/geo/geoHeading";
import { sectionHeadingId } from "@registry/headingIds";
import type { BlockProps, HeadingContext } from "@registry/types";

/** The newest reviews of the place (spec 7 /v1/dxp/location-reviews/recent). */
/** The section's level-2 heading (table of contents); null when it shows nothing. */
export function recentReviewsHeading(
  block: BlockProps<"recentReviews">["block"],
  context: HeadingContext,
): string | null {
  const geo = context.geo;
  if (!geo || geo.reviews.slice(0, block.count ?? 3).length === 0) return null;
  return geoHeading(block.heading, "Recent reviews", geo, "recentReviews");
}

export function RecentReviews({ block, context }: BlockProps<"recentReviews">) {
  const geo = context.geo;
  if (!geo) return <MissingPlace context={context} title="Recent reviews" />;
  const reviews = geo.reviews.slice(0, block.count ?? 3);
  if (reviews.length === 0) return null;
  const heading = recentReviewsHeading(block, context);
  return (
    <BlockSection block="recentReviews">
      <h2 id={sectionHeadingId(context, block._key)} className={section.heading}>
        {heading}
      </h2>
      <ul className={styles.reviews}>
        {reviews.map((review) => (
          <li key={review.id} className={styles.review}>
            <p className={styles.reviewTitle}>
              {review.title} · {review.rating} out of 5
            </p>
            <p>{review.content}</p>
            <p>
              {review.name} about{" "}
              <a className={styles.link} href={review.provider.path}>
                {review.provider.name}
              </a>
            </p>
          </li>
        ))}
      </ul>
    </BlockSection>
  );
}
