import { accommodationFacts } from "@web/rules/provider/accommodations";
import { cardPrice } from "@web/rules/card/cardPrice";
import { hasStartingPrice } from "@web/rules/card/priceDisplay";
import { priceKey } from "@web/rules/provider/providerPrices";
import {
  COSTS_HEADING,
  PRICING_UNAVAILABLE_MESSAGE,
  PROVIDER_PAGE_HASHES,
  providerHeading,
  WHAT_CAN_I_AFFORD_LABEL,
} from "@web/rules/provider/providerPage";
import { BlockSection } from "@registry/parts/BlockSection";
import section from "@registry/parts/BlockSection.module.css";
import { ProviderInquiryButton } from "@registry/parts/inquiryForm/ProviderInquiryButton";
import { MissingProvider } from "@registry/parts/provider/MissingProvider";
import { sectionHeadingId } from "@registry/headingIds";
import type { BlockProps, HeadingContext } from "@registry/types";
import { AccommodationsDialog, LockedPrice, PricesHint } from "./ProviderCosts.client";
import styles from "./ProviderCosts.module.css";
import { inquiryProviderOf } from "@web/rules/inquiry/inquiryProvider";
import { priceSourceText } from "@web/rules/trust/factSources";

/**
 * spec 2.3 / 4: 'Costs of {provider.name}' (#provider-costs-{id}), shown only when a
 * service has a starting price: a card per service with its starting price (blurred
 * until the visitor has inquired, spec 6) under who reported the prices and when (issue
 * 27.6), 'What can I afford?' opening the inquiry
 * form, and each service's accommodations in a full-screen modal. Without any price there
 * is no costs section (no heading, nothing in the table of contents; issue 24.7): only
 * the comparison anchor (#provider-comparison-{id}, spec 2.2, where a costs inquiry
 * lands) with 'Pricing unavailable from this provider' (spec 8) and the button to ask.
 */
/** The section's level-2 heading (table of contents); null without a provider. */
export function providerCostsHeading(
  block: BlockProps<"providerCosts">["block"],
  context: HeadingContext,
): string | null {
  const provider = context.provider?.provider;
  return provider && hasStartingPrice(provider.services)
    ? providerHeading(block.heading, COSTS_HEADING, provider.name)
    : null;
}

export function ProviderCosts({ block, context }: BlockProps<"providerCosts">) {
  if (!context.provider) return <MissingProvider context={context} title="Provider costs" />;
  const { provider } = context.provider;
  const inquiryProvider = inquiryProviderOf(provider);
  const heading = providerCostsHeading(block, context);
  const headingId = sectionHeadingId(context, block._key);
  const priced = hasStartingPrice(provider.services);
  const afford = (
    <ProviderInquiryButton
      provider={inquiryProvider}
      priced={priced}
      rollUpType={provider.rollupType}
      label={WHAT_CAN_I_AFFORD_LABEL}
      className={styles.afford}
    />
  );

  if (!priced) {
    return (
      <div id={PROVIDER_PAGE_HASHES.comparison(provider.id)} className={styles.anchor}>
        <BlockSection block="providerCosts" deferred>
          <p className={styles.unavailable} data-costs="unavailable">
            {PRICING_UNAVAILABLE_MESSAGE}
          </p>
          {afford}
        </BlockSection>
      </div>
    );
  }

  return (
    <div id={PROVIDER_PAGE_HASHES.costs(provider.id)} className={styles.anchor}>
      <BlockSection block="providerCosts" deferred>
        <div className={styles.headingRow}>
          <h2 id={headingId} className={section.heading}>
            {heading}
          </h2>
          {afford}
        </div>
        {/* issue 27.6: who reported the prices, and when. */}
        <p className={styles.source} data-price-source="">
          {priceSourceText(provider.pricesReportedOn)}.
        </p>
        <PricesHint />
        <ul className={styles.services}>
          {provider.services.map((service) => {
            const price = cardPrice(service.costs.startingPriceCents);
            return (
              <li key={service.careType} className={styles.service} data-service={service.careType}>
                {/* eslint-disable-next-line @next/next/no-img-element -- a fixed 16:10 box, lazy, decorative */}
                <img
                  src={service.category.imageURL}
                  alt=""
                  width={320}
                  height={200}
                  loading="lazy"
                  decoding="async"
                  className={styles.image}
                />
                <div className={styles.serviceBody}>
                  <h3 className={styles.serviceName}>{service.category.name}</h3>
                  <p className={styles.serviceDescription}>{service.category.description}</p>
                  <LockedPrice
                    providerId={provider.id}
                    priceKey={priceKey(service.careType)}
                    priced={price.available}
                  />
                  <AccommodationsDialog
                    serviceName={service.category.name}
                    providerName={provider.name}
                    provider={inquiryProvider}
                    rollUpType={provider.rollupType}
                    anyPrice={
                      price.available ||
                      service.accommodations.some(
                        (item) => cardPrice(item.startingPriceCents).available,
                      )
                    }
                    count={service.accommodations.length}
                  >
                    {service.accommodations.length === 0 ? (
                      price.available ? (
                        <LockedPrice
                          providerId={provider.id}
                          priceKey={priceKey(service.careType)}
                          priced
                        />
                      ) : null
                    ) : (
                      service.accommodations.map((item, index) => {
                        const itemPrice = cardPrice(item.startingPriceCents);
                        const facts = accommodationFacts(item);
                        return (
                          <li
                            key={`${item.title}-${index}`}
                            className={styles.accommodation}
                            data-accommodation=""
                          >
                            <h3 className={styles.accommodationTitle}>{item.title}</h3>
                            {facts.length > 0 ? (
                              <ul className={styles.facts} aria-label="Size">
                                {facts.map((fact) => (
                                  <li key={fact}>{fact}</li>
                                ))}
                              </ul>
                            ) : null}
                            {item.description ? <p>{item.description}</p> : null}
                            {item.features.length > 0 ? (
                              <ul className={styles.features} aria-label="Features">
                                {item.features.map((feature) => (
                                  <li key={feature}>{feature}</li>
                                ))}
                              </ul>
                            ) : null}
                            <LockedPrice
                              providerId={provider.id}
                              priceKey={priceKey(service.careType, index)}
                              priced={itemPrice.available}
                            />
                          </li>
                        );
                      })
                    )}
                  </AccommodationsDialog>
                </div>
              </li>
            );
          })}
        </ul>
      </BlockSection>
    </div>
  );
}
