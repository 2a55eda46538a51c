"use client";

import { useEffect, useId, useRef } from "react";
import {
  costRangeDisplay,
  PRICING_NOT_AVAILABLE,
  priceDisplay,
} from "@web/rules/card/priceDisplay";
import {
  costsInquiryHash,
  PRICING_UNAVAILABLE,
  type InquirySuccessOutcome,
} from "@web/rules/inquiry/inquiryForm";
import { showModal } from "@registry/parts/nativeDialog";
import styles from "./InquiryForm.module.css";

export type InquiryModalOutcome = Extract<
  InquirySuccessOutcome,
  { kind: "costsModal" | "thankYouModal" }
>;

/**
 * spec 4: the modal that follows a successful inquiry with a provider in the answer:
 * the provider's costs (spec 3: the answer's provider "with services and costs"; spec 8:
 * 'Pricing unavailable from this provider' when it has none) or a thank-you. A native
 * modal dialog: focus is trapped inside, Escape closes it.
 */
export function InquiryResultDialog({
  outcome,
  thankYouTitle,
  onClose,
}: {
  outcome: InquiryModalOutcome;
  thankYouTitle: string;
  onClose: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const { provider } = outcome;
  const priced = provider.services.filter(
    (service) => priceDisplay(service.startingPriceCents).available,
  );
  const range = costRangeDisplay(provider.minimumCostCents, provider.maximumCostCents);

  useEffect(() => {
    showModal(dialog.current);
  }, []);

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      className={`${styles.dialog} ${styles.fitContent}`}
      data-inquiry-result={outcome.kind === "costsModal" ? "costs" : "thank-you"}
      onClose={() => {
        // spec 2.2: after a costs inquiry the page jumps to the provider's costs section
        // (or its comparison) when the page has one, as the provider page will.
        const hash = costsInquiryHash(provider);
        if (outcome.kind === "costsModal" && document.getElementById(hash.slice(1))) {
          window.location.hash = hash;
        }
        onClose();
      }}
    >
      <div className={styles.dialogBody}>
        <h2 id={titleId} className={styles.dialogTitle}>
          {thankYouTitle}
        </h2>
        {outcome.kind === "costsModal" ? (
          <>
            <h3 className={styles.resultHeading}>Costs of {provider.name}</h3>
            {priced.length > 0 ? (
              <>
                {range !== PRICING_NOT_AVAILABLE ? (
                  <p className={styles.resultText}>Monthly cost range: {range}</p>
                ) : null}
                <ul className={styles.costList}>
                  {priced.map((service) => (
                    <li key={`${service.careType}-${service.name}`} className={styles.costItem}>
                      <span>{service.name}</span>
                      <span className={styles.costValue}>
                        Starting at {priceDisplay(service.startingPriceCents).text}
                      </span>
                    </li>
                  ))}
                </ul>
              </>
            ) : (
              <p className={styles.resultText}>{PRICING_UNAVAILABLE}</p>
            )}
          </>
        ) : (
          <p className={styles.resultText}>
            A Family Advisor will be in touch shortly about {provider.name}.
          </p>
        )}
        <div className={styles.dialogActions}>
          <a href={provider.path} className={styles.secondaryAction}>
            View {provider.name}
          </a>
          <button
            type="button"
            className={styles.primaryAction}
            onClick={() => dialog.current?.close()}
          >
            Close
          </button>
        </div>
      </div>
    </dialog>
  );
}
