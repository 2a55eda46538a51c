import { cardAddress } from "@web/rules/card/cardAddress";
import { cardRating } from "@web/rules/card/cardRating";
import { priceSourceText, reviewSourceText } from "@web/rules/trust/factSources";
import { PROMOTION_LABEL, promotionTimeLeftLabel } from "@web/rules/card/promotionVisibility";
import { formatUsPhoneNumber, phoneNumberHref } from "@web/rules/inquiry/phoneNumber";
import { costRangeDisplay, PRICING_NOT_AVAILABLE } from "@web/rules/card/priceDisplay";
import { homeCarePulseAwards, PROVIDER_PAGE_HASHES } from "@web/rules/provider/providerPage";
import { reviewSnippetText } from "@web/rules/provider/providerFacts";
import { topRatedBadge } from "@web/rules/card/topRatedBadge";
import { showsVerifiedPartnerBadge, verifiedPartnerTooltip } from "@web/rules/card/verifiedPartner";
import { BlockSection } from "@registry/parts/BlockSection";
import { AmenityIcons } from "@registry/parts/card/AmenityIcons";
import { RatingStars, StrokeIcon } from "@registry/parts/card/icons";
import { TopRatedBadge } from "@registry/parts/card/TopRatedBadge";
import { VerifiedPartnerBadge } from "@registry/parts/card/VerifiedPartnerBadge";
import { compareItemOf } from "@registry/parts/compare/compareItem";
import { MissingProvider } from "@registry/parts/provider/MissingProvider";
import { SaveToggle } from "@registry/parts/saved/SaveToggle";
import hidden from "@registry/parts/visuallyHidden.module.css";
import type { BlockProps } from "@registry/types";
import { ProviderCompare } from "./ProviderCompare.client";
import styles from "./ProviderHeader.module.css";

/**
 * spec 2.3 Provider page, header block: name (the page's h1), address (spec 5's
 * home-care rule on the main site), phone, Verified Partner badge, rating with the
 * review count linking to the reviews and the latest review's first words, cost range
 * '$min - $max', care types and amenities, the Caring Stars and Home Care Pulse badges,
 * and the Save toggle; the provider's current promotions in full (the card's "Special
 * offer" badge, opened), as the services leave them (forVisitors: only what a visitor
 * may see).
 */
export function ProviderHeader({ block, context }: BlockProps<"providerHeader">) {
  if (!context.provider) return <MissingProvider context={context} title="Provider header" />;
  const { provider } = context.provider;
  const siteId = context.site.id;
  const address = cardAddress(provider, siteId);
  const rating = cardRating(provider.averageRating, provider.reviewCount);
  const phone = formatUsPhoneNumber(provider.phoneNumber);
  const phoneHref = phoneNumberHref(provider.phoneNumber);
  const costRange = costRangeDisplay(
    provider.minimumCost?.costCents,
    provider.maximumCost?.costCents,
  );
  const verified = showsVerifiedPartnerBadge(provider, siteId);
  const topRated = topRatedBadge(provider);
  const pulse = homeCarePulseAwards(provider.homeCarePulse);
  // spec 3 lastReviewSnippet: read where the rating is, with the way to every review.
  const snippet = rating.rated ? reviewSnippetText(provider.lastReviewSnippet) : null;
  const showControls = block.showSaveAndCompare !== false;

  return (
    <BlockSection block="providerHeader" py="4">
      <header className={styles.header} data-provider-id={provider.id}>
        <div className={styles.titleRow}>
          <h1 className={styles.name}>{provider.name}</h1>
          {showControls ? (
            <div className={styles.controls}>
              <ProviderCompare
                limit={context.settings?.compareLimit ?? 4}
                provider={compareItemOf(provider)}
              />
              <SaveToggle provider={{ id: provider.id, name: provider.name }} />
            </div>
          ) : null}
        </div>

        {provider.promotions.length > 0 ? (
          <section className={styles.offer} aria-labelledby={`offer-${provider.id}`}>
            <h2 id={`offer-${provider.id}`} className={styles.offerTitle}>
              <StrokeIcon icon="tag" size={20} />
              {PROMOTION_LABEL}
            </h2>
            {provider.promotions.map((promotion, index) => {
              const timeLeft = promotionTimeLeftLabel(promotion);
              return (
                <p key={index} className={styles.offerText}>
                  {promotion.externalPromotionText}
                  {timeLeft ? <span className={styles.offerTimeLeft}>{timeLeft}</span> : null}
                </p>
              );
            })}
          </section>
        ) : null}

        {verified || topRated || pulse.length > 0 ? (
          <div className={styles.badges}>
            {verified ? (
              <VerifiedPartnerBadge tooltip={verifiedPartnerTooltip(context.site.brand)} />
            ) : null}
            {topRated ? <TopRatedBadge badge={topRated} /> : null}
            {pulse.length > 0 ? (
              <ul className={styles.pulse} aria-label="Home Care Pulse 2025 awards">
                {pulse.map((award) => (
                  <li key={award} className={styles.pulseAward} data-badge="home-care-pulse">
                    <StrokeIcon icon="award" size={18} />
                    {award}
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        ) : null}

        <dl className={styles.facts}>
          <div className={styles.fact} data-address={address.kind}>
            <dt className={hidden.visuallyHidden}>Address</dt>
            <dd className={styles.factValue}>
              <StrokeIcon icon="pin" size={20} />
              {address.text}
            </dd>
          </div>
          {phone && phoneHref ? (
            <div className={styles.fact}>
              <dt className={hidden.visuallyHidden}>Phone</dt>
              <dd className={styles.factValue}>
                <a href={phoneHref} className={styles.link} data-provider-phone="">
                  {phone}
                </a>
              </dd>
            </div>
          ) : null}
          <div className={styles.fact}>
            <dt className={hidden.visuallyHidden}>Rating</dt>
            <dd
              className={styles.factValue}
              data-rating={rating.rated ? rating.ratingText : "none"}
            >
              {rating.rated ? (
                <>
                  <span className={styles.stars}>
                    <RatingStars filled={rating.stars} />
                  </span>
                  <span className={styles.ratingValue} aria-hidden="true">
                    {rating.ratingText}
                  </span>
                  <span className={hidden.visuallyHidden}>Rated {rating.ratingText} out of 5,</span>
                  <a href={`#${PROVIDER_PAGE_HASHES.reviews}`} className={styles.link}>
                    {rating.reviewsText}
                  </a>
                  {/* issue 27.6: whose reviews, and how recent. */}
                  <span className={styles.source} data-review-source="">
                    {reviewSourceText(provider.reviewsAsOf)}
                  </span>
                </>
              ) : (
                <a href={`#${PROVIDER_PAGE_HASHES.reviews}`} className={styles.link}>
                  {rating.text}
                </a>
              )}
            </dd>
          </div>
          <div className={styles.fact}>
            <dt className={styles.factLabel}>Monthly cost</dt>
            <dd className={styles.factValue}>
              <span
                className={styles.cost}
                data-cost-range={costRange === PRICING_NOT_AVAILABLE ? "none" : "range"}
              >
                {costRange}
              </span>
              {costRange === PRICING_NOT_AVAILABLE ? null : (
                <span className={styles.source} data-price-source="">
                  {priceSourceText(provider.pricesReportedOn)}
                </span>
              )}
            </dd>
          </div>
        </dl>

        {snippet ? (
          <p className={styles.snippet} data-last-review-snippet="">
            <span className={styles.snippetLabel}>Latest review:</span> “{snippet}”{" "}
            <a href={`#${PROVIDER_PAGE_HASHES.reviews}`} className={styles.link}>
              Read the reviews
            </a>
          </p>
        ) : null}

        {provider.tags.length > 0 ? (
          <ul className={styles.tags} aria-label="Care types">
            {provider.tags.map((tag) => (
              <li key={tag} className={styles.tag}>
                {tag}
              </li>
            ))}
          </ul>
        ) : null}
        <AmenityIcons amenities={provider.amenities} />
      </header>
    </BlockSection>
  );
}
