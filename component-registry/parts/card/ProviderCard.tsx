import type { JSX, ReactNode } from "react";
import type { ProviderSearchResult } from "@web/rules/model/types";
import { cardAddress } from "@web/rules/card/cardAddress";
import { cardLinks, LEARN_MORE_LABEL, providerInquiryLabel } from "@web/rules/card/cardLabels";
import { cardPrice } from "@web/rules/card/cardPrice";
import { hasStartingPrice } from "@web/rules/card/priceDisplay";
import { cardRating } from "@web/rules/card/cardRating";
import { descriptionPreview } from "@web/rules/card/descriptionPreview";
import { cardImageFor } from "@web/rules/card/placeholderImage";
import { topRatedBadge } from "@web/rules/card/topRatedBadge";
import { CLAIMED_MARKER, isClaimedProvider } from "@web/rules/provider/providerFacts";
import { showsVerifiedPartnerBadge, verifiedPartnerTooltip } from "@web/rules/card/verifiedPartner";
import { SITES, type SiteId } from "@web/rules/sites";
import { AmenityIcons } from "@registry/parts/card/AmenityIcons";
import { CardDescription } from "@registry/parts/card/CardDescription";
import { CardImage } from "@registry/parts/card/CardImage";
import {
  DelegatedCardDescription,
  DelegatedCardImage,
  DelegatedInquiryOpener,
  DelegatedTopRatedYears,
  DelegatedVerifiedPartnerBadge,
} from "@registry/parts/card/delegatedControls";
import { RatingStars, StrokeIcon } from "@registry/parts/card/icons";
import { PromotionBadge } from "@registry/parts/card/PromotionBadge.client";
import { TopRatedBadge } from "@registry/parts/card/TopRatedBadge";
import { VerifiedPartnerBadge } from "@registry/parts/card/VerifiedPartnerBadge";
import { ProviderInquiryButton } from "@registry/parts/inquiryForm/ProviderInquiryButton";
import styles from "./ProviderCard.module.css";
import hidden from "@registry/parts/visuallyHidden.module.css";
import { inquiryProviderOf } from "@web/rules/inquiry/inquiryProvider";
import { cardCmsRating, priceSourceText } from "@web/rules/trust/factSources";

/** What a collapsed card shows of a description, without the rest of it. */
function summaryOf(description: string | null | undefined) {
  const { preview, collapsible } = descriptionPreview(description);
  return { preview, collapsible };
}

interface ProviderCardProps {
  provider: ProviderSearchResult;
  siteId: SiteId;
  /** The Compare checkbox (placed above the buttons). */
  compareControl?: ReactNode;
  /** The save toggle (placed on the image's top-right corner). */
  saveControl?: ReactNode;
  /** The title's heading level: 2 on a page of cards without a level-2 heading above them. */
  headingLevel?: 2 | 3;
  /**
   * How the image loads: "priority" (eager, high fetch priority: the first card, the
   * likely LCP element), "eager" (the rest of the first row, above the fold), or lazy
   * (default: below the fold). `true` is "priority".
   */
  imagePriority?: boolean | "priority" | "eager";
  /**
   * The card's controls as server markup, given their behaviour by the list's one
   * client component (search results: CardControls.tsx) instead of a client island
   * each; `inquiryLabel` is the site's configured inquiry button label. Only the
   * description's preview is sent then: READ MORE loads the whole text (a description
   * is often several KB).
   */
  delegated?: { inquiryLabel: string | null };
  /**
   * The prefix of the card's element ids (its title's, its toggles' targets'); by
   * default `card-{provider id}`. A list of results gives a short one per place in the
   * list (`result-3`): the ids and the references to them come about ten times a card,
   * in the HTML and again in the RSC payload.
   */
  idPrefix?: string;
}

/**
 * A provider card (spec 2.3): image (photo or placeholder) with the claimed marker on
 * its corner (spec 1), title link, address,
 * rating, CMS's overall rating with its source and month (nursing homes), price with who
 * reported it and when (issue 27.6), badges (after the name, so a phone's first screen reaches it),
 * description with READ MORE, amenity icons, the Compare
 * and save controls, the inquiry button (label per brand) and Learn More. Equal height in a
 * grid row: the buttons sit at the bottom. A card at least 600 px wide (the search results'
 * list) puts the photo on the left and the facts and actions on the right (issue 23: no
 * card taller than 560 px at 1280 px); a narrower one stacks them.
 *
 * A server component on the search page: only its interactive leaves (image fallback,
 * promotion badge, Verified Partner toggletip, award years, READ MORE, save, compare,
 * inquiry) hydrate, each with the few fields it needs. The saved list renders the same
 * card in the browser.
 */
export function ProviderCard({
  provider,
  siteId,
  compareControl,
  saveControl,
  headingLevel = 3,
  imagePriority = false,
  delegated,
  idPrefix,
}: ProviderCardProps): JSX.Element {
  // One card per provider on a page: an id from the provider's (or the list's place), the
  // same on server and client.
  const titleId = idPrefix ?? `card-${provider.id}`;
  const image = cardImageFor(provider);
  const address = cardAddress(provider, siteId);
  const rating = cardRating(provider.averageRating, provider.reviewCount);
  const price = cardPrice(provider.startPriceInCents);
  // issue 27.6: CMS's overall rating (nursing homes) with its source and month.
  const cmsRating = cardCmsRating(provider.cmsRating);
  const links = cardLinks(provider);
  // The services keep only the promotions a visitor may see (forVisitors, web/services).
  const promotions = (provider.promotions ?? []).map((promotion) => ({
    startsAt: promotion.startsAt,
    endsAt: promotion.endsAt,
    externalPromotionText: promotion.externalPromotionText,
  }));
  const topRated = topRatedBadge(provider);
  const verified = showsVerifiedPartnerBadge(provider, siteId);
  const claimed = isClaimedProvider(provider);

  const Title = headingLevel === 2 ? "h2" : "h3";

  return (
    <article aria-labelledby={titleId} data-provider-id={provider.id} className={styles.card}>
      <div className={styles.frame}>
        <div className={styles.media}>
          {delegated ? (
            <DelegatedCardImage
              image={image}
              placeholderKey={provider.id}
              priority={imagePriority === true || imagePriority === "priority"}
              eager={imagePriority === "eager"}
            />
          ) : (
            <CardImage
              image={image}
              placeholderKey={provider.id}
              // Only what is set: a prop set to undefined would still travel in the RSC
              // payload (as "$undefined").
              {...(imagePriority === true || imagePriority === "priority"
                ? { priority: true }
                : {})}
              {...(imagePriority === "eager" ? { eager: true } : {})}
            />
          )}
          {promotions.length > 0 ? <PromotionBadge promotions={promotions} /> : null}
          {/* spec 1: claimed status, on the photo's corner so the card grows no taller (issue 23). */}
          {claimed ? (
            <p className={styles.claimed} data-claimed="">
              <StrokeIcon icon="check" size={16} />
              {CLAIMED_MARKER.text}
              <span className={hidden.visuallyHidden}>{CLAIMED_MARKER.accessibleSuffix}</span>
            </p>
          ) : null}
          {saveControl ? <div className={styles.saveControl}>{saveControl}</div> : null}
        </div>

        <div className={styles.body}>
          <Title id={titleId} className={styles.title}>
            <a href={links.provider} className={styles.titleLink}>
              {provider.name}
            </a>
          </Title>

          <div className={styles.address} data-address={address.kind}>
            <span className={styles.addressIcon}>
              <StrokeIcon icon="pin" size={18} />
            </span>
            <p>{address.text}</p>
          </div>

          {/* The reviews' rating and Medicare's share a line where it fits (issue 23: 560 px). */}
          <div className={styles.ratings}>
            {rating.rated ? (
              <div className={styles.rating} data-rating={rating.ratingText}>
                <span className={styles.stars}>
                  <RatingStars filled={rating.stars} />
                </span>
                <p aria-hidden="true">
                  <span className={styles.ratingValue}>{rating.ratingText}</span> (
                  {rating.reviewsText})
                </p>
                <span className={hidden.visuallyHidden}>{rating.accessibleText}</span>
              </div>
            ) : (
              <p className={styles.noRating} data-rating="none">
                {rating.text}
              </p>
            )}
            {cmsRating ? (
              <p className={styles.cmsRating} data-cms-rating={cmsRating.stars}>
                <span aria-hidden="true">{cmsRating.text}</span>
                <span className={hidden.visuallyHidden}>{cmsRating.accessibleText}</span>
              </p>
            ) : null}
          </div>

          <p className={styles.price} data-price={price.available ? "available" : "none"}>
            <span>{price.text}</span>
            {/* issue 27.6: who reported the price, and when; on the price's line where it fits. */}
            {price.available ? (
              <span className={styles.priceSource} data-price-source="">
                {priceSourceText(provider.pricesReportedOn)}
              </span>
            ) : null}
          </p>

          {verified || topRated ? (
            <div className={styles.badges}>
              {verified ? (
                delegated ? (
                  <DelegatedVerifiedPartnerBadge idPrefix={titleId} />
                ) : (
                  <VerifiedPartnerBadge tooltip={verifiedPartnerTooltip(SITES[siteId].brand)} />
                )
              ) : null}
              {topRated ? (
                <TopRatedBadge
                  badge={topRated}
                  {...(delegated
                    ? {
                        years: <DelegatedTopRatedYears years={topRated.years} idPrefix={titleId} />,
                      }
                    : {})}
                />
              ) : null}
            </div>
          ) : null}

          {delegated ? (
            <DelegatedCardDescription
              summary={summaryOf(provider.description)}
              providerId={provider.id}
              describedBy={titleId}
              contentId={`${titleId}-description`}
            />
          ) : (
            <CardDescription description={provider.description} describedBy={titleId} />
          )}

          <AmenityIcons amenities={provider.amenities} />

          <div className={styles.actions}>
            {compareControl ? <div>{compareControl}</div> : null}
            <div className={styles.buttons}>
              {delegated ? (
                <DelegatedInquiryOpener
                  text={providerInquiryLabel(siteId, delegated.inquiryLabel)}
                  fallbackHref={
                    cardLinks(
                      inquiryProviderOf(provider, links.provider),
                      hasStartingPrice(provider.services),
                    ).costs
                  }
                  className={styles.inquiry}
                  describedBy={titleId}
                  inquiry={{
                    provider: inquiryProviderOf(provider, links.provider),
                    priced: hasStartingPrice(provider.services),
                    rollUpType: provider.rollupType ?? null,
                  }}
                />
              ) : (
                <ProviderInquiryButton
                  provider={inquiryProviderOf(provider, links.provider)}
                  priced={hasStartingPrice(provider.services)}
                  rollUpType={provider.rollupType}
                  className={styles.inquiry}
                  describedBy={titleId}
                />
              )}
              <a href={links.provider} className={styles.learnMore}>
                {LEARN_MORE_LABEL}
                {/* The link says where it leads on its own (WCAG 2.4.4; crawlers read it too). */}
                <span className={hidden.visuallyHidden}> about {provider.name}</span>
              </a>
            </div>
          </div>
        </div>
      </div>
    </article>
  );
}
