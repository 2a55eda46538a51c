"use client";

import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { fetchProviderPrices } from "@web/client/api";
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

/** One request per provider and page for all its blurred prices; a failure may be asked again. */
const pricesByProvider = new Map<string, ReturnType<typeof fetchProviderPrices>>();

function pricesOf(providerId: string): ReturnType<typeof fetchProviderPrices> {
  let answer = pricesByProvider.get(providerId);
  if (!answer) {
    answer = fetchProviderPrices(providerId);
    pricesByProvider.set(providerId, answer);
    void answer.then((result) => {
      if (result.failed) pricesByProvider.delete(providerId);
    });
  }
  return answer;
}

/** What a blurred price shows once unlocked: its text, or that it could not be loaded. */
type Unlocked = { kind: "price"; text: string } | { kind: "failed" } | null;

/** The price behind `priceKey` once the visitor has inquired (null while locked or loading). */
function useUnlockedPrice(providerId: string, priceKey: string, inquired: boolean): Unlocked {
  const [unlocked, setUnlocked] = useState<Unlocked>(null);
  useEffect(() => {
    if (!inquired) return;
    let live = true;
    void pricesOf(providerId).then((result) => {
      if (!live) return;
      const text = result.data[priceKey];
      setUnlocked(
        result.failed ? { kind: "failed" } : { kind: "price", text: text ?? PRICING_NOT_AVAILABLE },
      );
    });
    return () => {
      live = false;
    };
  }, [providerId, priceKey, inquired]);
  return inquired ? unlocked : null;
}

/**
 * A price blurred until the visitor has inquired (spec 6). The page holds no price at all
 * (issue 24.6: not in the HTML, not in the RSC payload): only its key and whether there is
 * one. While blurred a placeholder is drawn blurred, hidden from assistive technology,
 * which hears why instead; once the `inquired` cookie is there the provider's prices are
 * fetched (GET /api/v2/location/{id}/prices, one request for the page) and shown. The
 * section's 'What can I afford?' (a costs inquiry) unlocks every price on the page at once.
 */
export function LockedPrice({
  providerId,
  priceKey,
  priced,
}: {
  providerId: string;
  /** providerPrices.ts priceKey(): a service's or a floor plan's price. */
  priceKey: string;
  /** Whether there is a price to unlock (false: 'Pricing not available'). */
  priced: boolean;
}) {
  const inquired = useInquired();
  const unlocked = useUnlockedPrice(providerId, priceKey, inquired && priced);
  if (!priced) return <p>{PRICING_NOT_AVAILABLE}</p>;
  if (unlocked?.kind === "price") {
    return (
      <p className={styles.price} data-price-unlocked="">
        {unlocked.text}
      </p>
    );
  }
  if (unlocked?.kind === "failed") {
    return (
      <p className={styles.priceFailed} data-price-failed="">
        {PRICE_NOT_LOADED}
      </p>
    );
  }
  return (
    <p data-price-locked={inquired ? undefined : ""} aria-busy={inquired || undefined}>
      <span className={styles.blurred} aria-hidden="true">
        Starting at $0,000/month
      </span>
      <span className={hidden.visuallyHidden}>
        {inquired ? "Loading the price…" : BLURRED_PRICE_TEXT}
      </span>
    </p>
  );
}

/** What an unlocked price says when the prices could not be fetched. */
export const PRICE_NOT_LOADED = "The price could not be loaded. Please reload the page.";

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
