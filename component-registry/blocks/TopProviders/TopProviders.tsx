import { BlockSection } from "@registry/parts/BlockSection";
import section from "@registry/parts/BlockSection.module.css";
import { MissingPlace } from "@registry/parts/geo/MissingPlace";
import styles from "@registry/parts/geo/geo.module.css";
import { geoHeading } from "@registry/parts/geo/geoHeading";
import { sectionHeadingId } from "@registry/headingIds";
import type { BlockProps, HeadingContext } from "@registry/types";
import { formatRating } from "@templates/format";
import { listRatingsSourceText } from "@web/rules/trust/factSources";

/**
 * The place's best-rated providers; how many follows spec 5's bands (3, 5 or 10; none
 * for 2 or fewer providers), applied by the API service that loads them.
 */
export function topProvidersHeading(
  block: BlockProps<"topProviders">["block"],
  context: HeadingContext,
): string | null {
  const geo = context.geo;
  if (!geo || geo.topProviders.length === 0) return null;
  return geoHeading(
    block.heading,
    "Top {{careTypeName}} providers",
    geo,
    `topProviders.${geo.pageType}`,
  );
}

export function TopProviders({ block, context }: BlockProps<"topProviders">) {
  const geo = context.geo;
  if (!geo) return <MissingPlace context={context} title="Top providers" />;
  if (geo.topProviders.length === 0) return null;
  const heading = topProvidersHeading(block, context);
  return (
    <BlockSection block="topProviders">
      <h2 id={sectionHeadingId(context, block._key)} className={section.heading}>
        {heading}
      </h2>
      <ol className={styles.reviews}>
        {geo.topProviders.map((provider) => (
          <li key={provider.id}>
            <a className={styles.link} href={provider.path}>
              {provider.name}
            </a>
            {provider.reviewCount > 0 && provider.averageRating ? (
              <span className={styles.count}>
                {" "}
                · {formatRating(provider.averageRating)} out of 5 ({provider.reviewCount}{" "}
                {provider.reviewCount === 1 ? "review" : "reviews"})
              </span>
            ) : null}
          </li>
        ))}
      </ol>
      {geo.topProviders.some((provider) => provider.reviewCount > 0) ? (
        <p className={styles.source} data-ratings-source="">
          {listRatingsSourceText(geo.topProviders.map((provider) => provider.reviewsAsOf))}.
        </p>
      ) : null}
    </BlockSection>
  );
}
