import { cardAddress } from "@web/rules/card/cardAddress";
import { cardPrice } from "@web/rules/card/cardPrice";
import { cardRating } from "@web/rules/card/cardRating";
import { cardCmsRating, priceSourceText } from "@web/rules/trust/factSources";
import { cardImageFor } from "@web/rules/card/placeholderImage";
import { providerHeading } from "@web/rules/provider/providerPage";
import { BlockSection } from "@registry/parts/BlockSection";
import section from "@registry/parts/BlockSection.module.css";
import { RatingStars } from "@registry/parts/card/icons";
import { MissingProvider } from "@registry/parts/provider/MissingProvider";
import hidden from "@registry/parts/visuallyHidden.module.css";
import { sectionHeadingId } from "@registry/headingIds";
import type { BlockProps, HeadingContext } from "@registry/types";
import styles from "./NearbyProviders.module.css";

const DEFAULT_HEADING = "Other options near {name}";

/** "0.8 miles away", "12 miles away". */
function distanceText(miles: number | null): string | null {
  if (miles === null || !Number.isFinite(miles)) return null;
  const rounded = miles < 10 ? Math.round(miles * 10) / 10 : Math.round(miles);
  return `${rounded} ${rounded === 1 ? "mile" : "miles"} away`;
}

/**
 * Providers of the same care type near this one (spec 7 /v1/nearby-search, spec 9:
 * radius 25), nearest first. The route loads them; each is a small server-rendered
 * entry (photo, name linking to its page, address by spec 5's rule, rating, Medicare's
 * rating and the price, each with its source and date (issue 27.6), distance) rather than a full search card: they are links onward, with no script.
 */
/** The section's level-2 heading (table of contents); null when it shows nothing. */
export function nearbyProvidersHeading(
  block: BlockProps<"nearbyProviders">["block"],
  context: HeadingContext,
): string | null {
  const data = context.provider;
  if (!data || data.nearby.slice(0, block.count ?? 6).length === 0) return null;
  return providerHeading(block.heading, DEFAULT_HEADING, data.provider.name);
}

export function NearbyProviders({ block, context }: BlockProps<"nearbyProviders">) {
  if (!context.provider) return <MissingProvider context={context} title="Nearby providers" />;
  const { nearby } = context.provider;
  const shown = nearby.slice(0, block.count ?? 6);
  if (shown.length === 0) return null;
  return (
    <BlockSection block="nearbyProviders" deferred>
      <h2 id={sectionHeadingId(context, block._key)} className={section.heading}>
        {nearbyProvidersHeading(block, context)}
      </h2>
      <ul className={styles.list}>
        {shown.map((item) => {
          const image = cardImageFor(item);
          const rating = cardRating(item.averageRating, item.reviewCount);
          const price = cardPrice(item.startPriceInCents);
          const cmsRating = cardCmsRating(item.cmsRating);
          const distance = distanceText(item.distanceInMiles);
          return (
            <li key={item.id} className={styles.item}>
              <article className={styles.card} data-provider-id={item.id}>
                {/* eslint-disable-next-line @next/next/no-img-element -- a fixed 4:3 box, lazy */}
                <img
                  src={image.src}
                  alt=""
                  width={160}
                  height={120}
                  loading="lazy"
                  decoding="async"
                  className={styles.image}
                />
                <div className={styles.body}>
                  <h3 className={styles.name}>
                    <a href={item.path} className={styles.link}>
                      {item.name}
                    </a>
                  </h3>
                  <p className={styles.detail}>{cardAddress(item, context.site.id).text}</p>
                  {rating.rated ? (
                    <p className={styles.rating}>
                      <span className={styles.stars}>
                        <RatingStars filled={rating.stars} size={16} />
                      </span>
                      <span aria-hidden="true">
                        {rating.ratingText} ({rating.reviewsText})
                      </span>
                      <span className={hidden.visuallyHidden}>{rating.accessibleText}</span>
                    </p>
                  ) : (
                    <p className={styles.detail}>{rating.text}</p>
                  )}
                  {cmsRating ? (
                    <p className={styles.cmsRating} data-cms-rating={cmsRating.stars}>
                      <span aria-hidden="true">{cmsRating.text}</span>
                      <span className={hidden.visuallyHidden}>{cmsRating.accessibleText}</span>
                    </p>
                  ) : null}
                  <p className={styles.detail}>
                    {price.text}
                    {/* issue 27.6: who reported the price, and when. */}
                    {price.available ? (
                      <span className={styles.source} data-price-source="">
                        {priceSourceText(item.pricesReportedOn)}
                      </span>
                    ) : null}
                  </p>
                  {distance ? <p className={styles.detail}>{distance}</p> : null}
                </div>
              </article>
            </li>
          );
        })}
      </ul>
    </BlockSection>
  );
}
