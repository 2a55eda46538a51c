import { cardRating } from "@web/rules/card/cardRating";
import { reviewSourceText } from "@web/rules/trust/factSources";
import { PROVIDER_PAGE_HASHES, providerHeading } from "@web/rules/provider/providerPage";
import { aspectRatingsDisplay, REVIEWS_PAGE_SIZE, reviewsPage } from "@web/rules/reviews/reviews";
import { sanitizeHtml } from "@web/rules/sanitizeHtml";
import { BlockSection } from "@registry/parts/BlockSection";
import section from "@registry/parts/BlockSection.module.css";
import { RatingStars } from "@registry/parts/card/icons";
import { MissingProvider } from "@registry/parts/provider/MissingProvider";
import hidden from "@registry/parts/visuallyHidden.module.css";
import { sectionHeadingId } from "@registry/headingIds";
import type { BlockProps, HeadingContext } from "@registry/types";
import { ReviewEntry, ReviewPager } from "./ProviderReviews.client";
import styles from "./ProviderReviews.module.css";
import { WriteReview } from "./WriteReview.client";

const DEFAULT_HEADING = "Reviews of {name}";

/**
 * spec 2.2 / 2.3: the reviews (#all_reviews_section): the rating summary (rounded,
 * stars = integer part, spec 5) and aspect ratings, then the reviews newest first in
 * pages, each with the provider's response. Review and response HTML goes through
 * the one sanitiser (spec 5: headings become paragraphs).
 */
/** The section's level-2 heading (table of contents); null without a provider. */
export function providerReviewsHeading(
  block: BlockProps<"providerReviews">["block"],
  context: HeadingContext,
): string | null {
  const provider = context.provider?.provider;
  return provider ? providerHeading(block.heading, DEFAULT_HEADING, provider.name) : null;
}

export function ProviderReviews({ block, context }: BlockProps<"providerReviews">) {
  if (!context.provider) return <MissingProvider context={context} title="Provider reviews" />;
  const { provider } = context.provider;
  const rating = cardRating(provider.averageRating, provider.reviewCount);
  const aspects = aspectRatingsDisplay(provider.aspectRatings);
  const firstPage = reviewsPage(provider.reviews, 0, REVIEWS_PAGE_SIZE);
  const headingId =
    sectionHeadingId(context, block._key) ?? `${PROVIDER_PAGE_HASHES.reviews}-heading`;

  return (
    <section
      id={PROVIDER_PAGE_HASHES.reviews}
      aria-labelledby={headingId}
      className={styles.anchor}
    >
      <BlockSection block="providerReviews" deferred>
        <h2 id={headingId} className={section.heading}>
          {providerReviewsHeading(block, context)}
        </h2>
        <div className={styles.summary} data-review-summary="">
          {rating.rated ? (
            <div className={styles.average}>
              <p className={styles.averageValue} aria-hidden="true">
                {rating.ratingText}
              </p>
              <span className={styles.stars}>
                <RatingStars filled={rating.stars} size={24} />
              </span>
              <p>
                <span className={hidden.visuallyHidden}>Rated {rating.ratingText} out of 5, </span>
                {rating.reviewsText}
              </p>
              {/* issue 27.6: whose reviews, and how recent. */}
              <p className={styles.source} data-review-source="">
                {reviewSourceText(provider.reviewsAsOf)}.
              </p>
            </div>
          ) : (
            <p className={styles.none}>{rating.text}</p>
          )}
          {aspects.length > 0 ? (
            <dl className={styles.aspects}>
              {aspects.map((aspect) => (
                <div key={aspect.aspect} className={styles.aspect}>
                  <dt>{aspect.label}</dt>
                  <dd>
                    <span className={styles.stars}>
                      <RatingStars filled={aspect.rating.stars} size={18} />
                    </span>
                    <span aria-hidden="true">{aspect.rating.text}</span>
                    <span className={hidden.visuallyHidden}>{aspect.rating.text} out of 5</span>
                  </dd>
                </div>
              ))}
            </dl>
          ) : null}
        </div>
        <div className={styles.actions}>
          <WriteReview
            providerId={provider.id}
            providerName={provider.name}
            careTypes={provider.careTypes}
          />
        </div>
        {firstPage.reviews.length > 0 ? (
          <ReviewPager
            providerId={provider.id}
            pageCount={firstPage.pageCount}
            pageSize={REVIEWS_PAGE_SIZE}
          >
            <ol className={styles.reviews}>
              {firstPage.reviews.map((review) => (
                <ReviewEntry
                  key={review.id}
                  review={{
                    id: review.id,
                    title: review.title,
                    rating: review.rating,
                    name: review.name,
                    createdAt: review.createdAt,
                    contentHtml: sanitizeHtml(review.content),
                    responseHtml: review.providerResponse
                      ? sanitizeHtml(review.providerResponse)
                      : null,
                  }}
                />
              ))}
            </ol>
          </ReviewPager>
        ) : null}
      </BlockSection>
    </section>
  );
}
