"use client";

import { useId, useRef, useState, useSyncExternalStore } from "react";
import { hasInquired, subscribeToInquired } from "@web/client/inquiry";
import type { Accommodation } from "@web/directory/types";
import { accommodationFacts, accommodationsShown } from "@web/rules/accommodations";
import { cardPrice } from "@web/rules/cardPrice";
import { PRICING_NOT_AVAILABLE } from "@web/rules/priceDisplay";
import { PRICING_UNAVAILABLE_MESSAGE } from "@web/rules/providerPage";
import { UNLOCK_PRICE_LABEL } from "@web/rules/inquiryForm";
import type { InquiryProvider } from "@registry/parts/InquiryForm/InquiryForm";
import { ProviderInquiryButton } from "@registry/parts/InquiryForm/ProviderInquiryButton";
import { BLURRED_PRICE_TEXT, UnlockablePrice } from "@registry/parts/PriceUnlock/UnlockablePrice";
import hidden from "@registry/parts/visuallyHidden.module.css";
import styles from "./ProviderCosts.module.css";

/** Invoker-command attributes: the dialog opens and closes without JavaScript too. */
function invoker(command: "show-modal" | "close", target: string) {
  return { command, commandfor: target } as Record<string, string>;
}

/**
 * A service's accommodations in a full-screen modal (spec 2.3): title, area in sqft,
 * beds, baths, description, features and starting price; 3 at first, then 'View more
 * accommodations' / 'View fewer accommodations'. A native modal <dialog>: focus stays
 * inside, Escape closes it, focus returns to the button. spec 8: 'Pricing unavailable
 * from this provider' when nothing in it has a price. Prices stay blurred until the
 * visitor has inquired (spec 6), with one 'Unlock Price' for the whole list.
 */
export function AccommodationsDialog({
  serviceName,
  providerName,
  provider,
  rollUpType,
  servicePriceText,
  accommodations,
}: {
  serviceName: string;
  providerName: string;
  provider: InquiryProvider;
  rollUpType: string;
  servicePriceText: string | null;
  accommodations: readonly Accommodation[];
}) {
  const dialogId = useId();
  const titleId = useId();
  const listId = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const [expanded, setExpanded] = useState(false);
  const { shown, toggleLabel } = accommodationsShown(accommodations, expanded);
  const anyPrice =
    servicePriceText !== null ||
    accommodations.some((item) => cardPrice(item.startingPriceCents).available);
  const inquired = useSyncExternalStore(subscribeToInquired, hasInquired, () => false);

  return (
    <>
      <button
        ref={opener}
        type="button"
        className={styles.open}
        aria-haspopup="dialog"
        {...invoker("show-modal", dialogId)}
        onClick={(event) => {
          event.preventDefault();
          if (dialog.current && !dialog.current.open) dialog.current.showModal();
        }}
      >
        View {serviceName} details
      </button>
      <dialog
        ref={dialog}
        id={dialogId}
        aria-labelledby={titleId}
        className={styles.dialog}
        data-accommodations-dialog=""
        onClose={() => {
          setExpanded(false);
          opener.current?.focus();
        }}
      >
        <div className={styles.dialogBody}>
          <div className={styles.dialogHeader}>
            <h2 id={titleId} className={styles.dialogTitle}>
              {serviceName} at {providerName}
            </h2>
            <button
              type="button"
              className={styles.close}
              {...invoker("close", dialogId)}
              onClick={(event) => {
                event.preventDefault();
                dialog.current?.close();
              }}
            >
              Close
            </button>
          </div>
          {!anyPrice ? (
            <p className={styles.unavailable} data-costs="unavailable">
              {PRICING_UNAVAILABLE_MESSAGE}
            </p>
          ) : !inquired && accommodations.length > 0 ? (
            <div className={styles.unlock}>
              <p>Prices show once you have asked for pricing.</p>
              <ProviderInquiryButton
                provider={provider}
                rollUpType={rollUpType}
                label={UNLOCK_PRICE_LABEL}
                className={styles.unlockButton}
              />
            </div>
          ) : null}
          {accommodations.length === 0 ? (
            servicePriceText ? (
              <UnlockablePrice
                priceText={servicePriceText}
                unavailableText={PRICING_NOT_AVAILABLE}
                provider={provider}
                rollUpType={rollUpType}
              />
            ) : null
          ) : (
            <>
              <ul id={listId} className={styles.accommodations}>
                {shown.map((item, index) => {
                  const price = cardPrice(item.startingPriceCents);
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
                      {!price.available ? (
                        <p>{PRICING_NOT_AVAILABLE}</p>
                      ) : inquired ? (
                        <p className={styles.price} data-price-unlocked="">
                          {price.text}
                        </p>
                      ) : (
                        <p data-price-locked="">
                          <span className={styles.blurred} aria-hidden="true">
                            Starting at $0,000/month
                          </span>
                          <span className={hidden.visuallyHidden}>{BLURRED_PRICE_TEXT}</span>
                        </p>
                      )}
                    </li>
                  );
                })}
              </ul>
              {toggleLabel ? (
                <button
                  type="button"
                  className={styles.toggle}
                  aria-expanded={expanded}
                  aria-controls={listId}
                  onClick={() => setExpanded((value) => !value)}
                >
                  {toggleLabel}
                </button>
              ) : null}
            </>
          )}
        </div>
      </dialog>
    </>
  );
}
