"use client";

import { useId, useState } from "react";
import { InquiryDialog } from "@registry/parts/inquiryForm/InquiryDialog";
import { WHO_ARE_YOU_LOOKING_FOR_OPTIONS } from "@web/rules/inquiry/inquiryConstants";
import styles from "./SiteHeader.module.css";

/**
 * spec 3 `whoAreYouSearchingFor`: the inquiry form's first question in the header; its
 * button opens the form in a modal with that answer already chosen.
 */
export function WhoAreYouSearchingFor({
  itemKey,
  label,
  ctaText,
  rollUpType,
  showPayingWithMedicaid,
  fallbackHref,
}: {
  itemKey: string;
  label: string;
  ctaText: string;
  rollUpType?: string | null;
  showPayingWithMedicaid?: boolean | null;
  fallbackHref?: string | null;
}) {
  const selectId = useId();
  const [who, setWho] = useState("");
  return (
    <div className={styles.whoSearch}>
      <label htmlFor={selectId} className={styles.whoLabel}>
        {label}
      </label>
      <select
        id={selectId}
        className={styles.whoSelect}
        value={who}
        onChange={(event) => setWho(event.target.value)}
      >
        <option value="">Choose…</option>
        {WHO_ARE_YOU_LOOKING_FOR_OPTIONS.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
      <InquiryDialog
        key={who}
        layout="fitContentModal"
        openerText={ctaText}
        openerClassName={styles.secondaryButton}
        title={ctaText}
        fallbackHref={fallbackHref ?? null}
        form={{
          formId: `header-${itemKey}`,
          ctaText,
          inquiryType: "costs",
          rollUpType: rollUpType ?? null,
          showPayingWithMedicaid: showPayingWithMedicaid ?? false,
          defaultWhoAreYouLookingFor: who || null,
        }}
      />
    </div>
  );
}
