"use client";

import { useId, useRef, useState, type ReactNode } from "react";
import { useInquired } from "@web/client/useInquired";
import {
  ACCOMMODATIONS_SHOWN_INITIALLY,
  accommodationsShown,
} from "@web/rules/provider/accommodations";
import { PRICING_NOT_AVAILABLE } from "@web/rules/card/priceDisplay";
import { PRICING_UNAVAILABLE_MESSAGE } from "@web/rules/provider/providerPage";
import { UNLOCK_PRICE_LABEL } from "@web/rules/inquiry/inquiryForm";
import type { InquiryProvider } from "@registry/parts/inquiryForm/InquiryForm";
import { ProviderInquiryButton } from "@registry/parts/inquiryForm/ProviderInquiryButton";
import { BLURRED_PRICE_TEXT } from "@registry/parts/priceUnlock/UnlockablePrice";
import { DialogCloseButton, invoker, showModal } from "@registry/parts/nativeDialog";
import hidden from "@registry/parts/visuallyHidden.module.css";
import styles from "./ProviderCosts.module.css";

/**
 * A price blurred until the visitor has inquired (spec 6). While blurred the number is
 * not in the page's text: a placeholder is drawn blurred, hidden from assistive
 * technology, which hears why instead. The section's 'What can I afford?' (a costs
 * inquiry) unlocks every price on the page at once.
 */
export function LockedPrice({ priceText }: { priceText: string | null }) {
  const inquired = useInquired();
  if (priceText === null) return <p>{PRICING_NOT_AVAILABLE}</p>;
  if (inquired) {
    return (
      <p className={styles.price} data-price-unlocked="">
        {priceText}
      </p>
    );
  }
  return (
    <p data-price-locked="">
      <span className={styles.blurred} aria-hidden="true">
        Starting at $0,000/month
      </span>
      <span className={hidden.visuallyHidden}>{BLURRED_PRICE_TEXT}</span>
    </p>
  );
}

/**
 * A service's accommodations in a full-screen modal (spec 2.3): title, area in sqft,
 * beds, baths, description, features and starting price; 3 at first, then 'View more
 * accommodations' / 'View fewer accommodations'. A native modal <dialog>: focus stays
 * inside, Escape closes it, focus returns to the button. spec 8: 'Pricing unavailable
 * from this provider' when nothing in it has a price. Prices stay blurred until the
 * visitor has inquired (spec 6), with one 'Unlock Price' for the whole list.
 *
 * The floor plans are the server's HTML (`children`, one <li> each); this island only
 * opens the dialog and says how many of them show.
 */
export function AccommodationsDialog({
  serviceName,
  providerName,
  provider,
  rollUpType,
  anyPrice,
  count,
  children,
}: {
  serviceName: string;
  providerName: string;
  provider: InquiryProvider;
  rollUpType: string;
  /** Whether the service or any floor plan has a starting price. */
  anyPrice: boolean;
  /** How many floor plans `children` holds (0: `children` is the service's price). */
  count: number;
  children: ReactNode;
}) {
  const dialogId = useId();
  const titleId = useId();
  const listId = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const [expanded, setExpanded] = useState(false);
  const { toggleLabel } = accommodationsShown(Array.from({ length: count }), expanded);
  const inquired = useInquired();

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
          showModal(dialog.current);
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
            <DialogCloseButton dialog={dialog} dialogId={dialogId} className={styles.close} />
          </div>
          {!anyPrice ? (
            <p className={styles.unavailable} data-costs="unavailable">
              {PRICING_UNAVAILABLE_MESSAGE}
            </p>
          ) : !inquired ? (
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
          {count === 0 ? (
            children
          ) : (
            <>
              <ul
                id={listId}
                className={styles.accommodations}
                data-expanded={expanded || count <= ACCOMMODATIONS_SHOWN_INITIALLY}
              >
                {children}
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

/** Says how to see the blurred prices, until the visitor has inquired. */
export function PricesHint() {
  const inquired = useInquired();
  if (inquired) return null;
  return (
    <p className={styles.hint} data-prices-hint="">
      Prices show here once you have asked what you can afford.
    </p>
  );
}
