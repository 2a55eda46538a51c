"use client";

import { cardImageFor } from "@web/rules/card/placeholderImage";
import { priceDisplay } from "@web/rules/card/priceDisplay";
import { ratingDisplay } from "@web/rules/card/ratingDisplay";
import { RatingStars } from "@registry/parts/card/icons";
import { UnlockablePrice } from "@registry/parts/priceUnlock/UnlockablePrice";
import hidden from "@registry/parts/visuallyHidden.module.css";
import styles from "./CompareCard.module.css";
import { keyAmenities, type CompareProviderItem } from "./compareItem";
import { inquiryProviderOf } from "@web/rules/inquiry/inquiryProvider";
import { cardCmsRating, priceSourceText, reviewSourceText } from "@web/rules/trust/factSources";

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className={styles.fact}>
      <dt className={styles.label}>{label}</dt>
      <dd className={styles.value}>{children}</dd>
    </div>
  );
}

/**
 * One provider in the compare modal: photo (or its placeholder), name linking to the
 * provider page, rating, price, care types, key amenities and address, laid out in
 * the same order on every card so the facts line up side by side.
 */
export function CompareCard({
  provider,
  onRemove,
}: {
  provider: CompareProviderItem;
  onRemove: (id: string) => void;
}) {
  const image = cardImageFor(provider);
  const rating = ratingDisplay(provider.averageRating, provider.reviewCount);
  const price = priceDisplay(provider.startPriceInCents);
  const cms = cardCmsRating(provider.cmsRating);
  const amenities = keyAmenities(provider);
  const careTypes = (provider.tags ?? []).filter(Boolean);
  return (
    <article className={styles.card} data-compare-card={provider.id}>
      {/* eslint-disable-next-line @next/next/no-img-element -- small card images, sized by CSS */}
      <img
        src={image.src}
        alt={image.alt}
        loading="lazy"
        decoding="async"
        width={400}
        height={240}
        className={styles.image}
      />
      <div className={styles.body}>
        <h3 className={styles.title}>
          <a href={provider.path} className={styles.titleLink}>
            {provider.name}
          </a>
        </h3>
        <dl className={styles.facts}>
          <Fact label="Rating">
            {rating ? (
              <p className={styles.rating}>
                <span className={styles.stars}>
                  <RatingStars filled={rating.stars} size={16} />
                </span>
                {`${rating.text} out of 5 (${provider.reviewCount} ${provider.reviewCount === 1 ? "review" : "reviews"})`}
              </p>
            ) : (
              <p>No reviews yet</p>
            )}
            {rating ? (
              <p className={styles.source} data-review-source="">
                {reviewSourceText(provider.reviewsAsOf)}
              </p>
            ) : null}
            {cms ? (
              <p className={styles.source} data-cms-rating="">
                <span aria-hidden="true">{cms.text}</span>
                <span className={hidden.visuallyHidden}>{cms.accessibleText}</span>
              </p>
            ) : null}
          </Fact>
          <Fact label="Price">
            {/* spec 6: blurred until the visitor has sent a costs inquiry. */}
            <UnlockablePrice
              priceText={price.available ? `Starting at ${price.text}` : null}
              unavailableText={price.text}
              provider={inquiryProviderOf(provider)}
              rollUpType={provider.rollupType}
            />
            {price.available ? (
              <p className={styles.source} data-price-source="">
                {priceSourceText(provider.pricesReportedOn)}
              </p>
            ) : null}
          </Fact>
          <Fact label="Care types">
            <p>{careTypes.length > 0 ? careTypes.join(", ") : "Not listed"}</p>
          </Fact>
          <Fact label="Key amenities">
            {amenities.length > 0 ? (
              <ul className={styles.amenities}>
                {amenities.map((name) => (
                  <li key={name}>{name}</li>
                ))}
              </ul>
            ) : (
              <p>Not listed</p>
            )}
          </Fact>
          <Fact label="Address">
            <p>{provider.address?.formattedAddress || "Not listed"}</p>
          </Fact>
        </dl>
        <button
          type="button"
          className={styles.remove}
          onClick={() => onRemove(provider.id)}
          aria-label={`Remove ${provider.name} from the comparison`}
        >
          Remove
        </button>
      </div>
    </article>
  );
}
