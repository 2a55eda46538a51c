"use client";

import { useRef } from "react";
import { useInquired } from "@web/client/useInquired";
import { UNLOCK_PRICE_LABEL } from "@web/rules/inquiry/inquiryForm";
import type { InquiryProvider } from "@registry/parts/inquiryForm/InquiryForm";
import { ProviderInquiryButton } from "@registry/parts/inquiryForm/ProviderInquiryButton";
import hidden from "@registry/parts/visuallyHidden.module.css";
import styles from "./UnlockablePrice.module.css";

/** What a screen reader hears in place of a blurred price. */
export const BLURRED_PRICE_TEXT = "Price shown after you request pricing";

/**
 * A price on a cost or compare card, blurred until the visitor has sent a costs inquiry
 * (spec 4/6: the `inquired` cookie unlocks it), with an 'Unlock Price' call to action
 * that opens the inquiry form about the provider. While blurred the real number is not
 * in the page's text at all: the blur is drawn over a placeholder, hidden from assistive
 * technology, which hears a short explanation instead; copying gets nothing useful.
 * Pages are cached for every visitor, so the server always renders the blurred state
 * and the browser shows the price once it sees the cookie.
 */
export function UnlockablePrice({
  priceText,
  unavailableText,
  provider,
  rollUpType,
}: {
  /** The price as shown once unlocked, or null when there is none. */
  priceText: string | null;
  /** spec 5: 'Pricing not available' (nothing to unlock). */
  unavailableText: string;
  provider: InquiryProvider;
  rollUpType?: string | null;
}) {
  const inquired = useInquired();
  const price = useRef<HTMLParagraphElement>(null);
  if (priceText === null) return <p>{unavailableText}</p>;
  return (
    <div className={styles.priceBlock} data-price-locked={inquired ? undefined : ""}>
      {inquired ? (
        <p ref={price} tabIndex={-1} className={styles.price} data-price-unlocked="">
          {priceText}
        </p>
      ) : (
        <p className={styles.placeholderRow}>
          <span className={styles.placeholder} aria-hidden="true">
            $0,000/month
          </span>
          <span className={hidden.visuallyHidden}>{BLURRED_PRICE_TEXT}</span>
        </p>
      )}
      {/* Kept mounted once unlocked: the inquiry that unlocked it still shows its costs modal. */}
      <ProviderInquiryButton
        provider={provider}
        rollUpType={rollUpType}
        label={UNLOCK_PRICE_LABEL}
        className={styles.unlock}
        hidden={inquired}
        onResultClosed={() => price.current?.focus()}
      />
    </div>
  );
}
