import type { ReactNode } from "react";
import hidden from "@registry/parts/visuallyHidden.module.css";
import { formatReceivedAt, type LeadSummary } from "@web/rules/inquiry/leadSummary";
import styles from "./ThankYou.module.css";

/**
 * The thank-you page's "Your request" (issue 24 "Care-recipient leads"): what the family
 * just sent, read back from the lead the page's token names, with the phone number and
 * email partly hidden (the token travels in the URL). The provider is named, not linked:
 * the block's own button already leads back to it.
 */
export function LeadSummaryPanel({ summary, id }: { summary: LeadSummary; id: string }) {
  const rows: { label: string; value: ReactNode }[] = [
    {
      label: "Received",
      value: <time dateTime={summary.receivedAt}>{formatReceivedAt(summary.receivedAt)}</time>,
    },
    { label: "You asked for", value: summary.request },
    ...(summary.provider ? [{ label: "Community", value: summary.provider.name }] : []),
    { label: "Looking for", value: summary.whoAreYouLookingFor },
    ...(summary.typeOfCare ? [{ label: "Type of care", value: summary.typeOfCare }] : []),
    ...(summary.tourTime ? [{ label: "Tour time", value: summary.tourTime }] : []),
    ...(summary.budget ? [{ label: "Monthly budget", value: summary.budget }] : []),
    { label: "Name", value: summary.name },
    {
      label: "Phone",
      value: summary.phoneNumberEnding ? (
        <>
          <span aria-hidden="true">{summary.phoneNumber}</span>
          <span className={hidden.visuallyHidden}>ending in {summary.phoneNumberEnding}</span>
        </>
      ) : (
        summary.phoneNumber
      ),
    },
    { label: "Email", value: summary.email },
  ];
  return (
    <section className={styles.summary} aria-labelledby={id} data-lead-summary="">
      <h2 id={id} className={styles.summaryTitle}>
        Your request
      </h2>
      <dl className={styles.summaryList}>
        {rows.map((row) => (
          <div key={row.label} className={styles.summaryRow}>
            <dt className={styles.summaryLabel}>{row.label}</dt>
            <dd className={styles.summaryValue}>{row.value}</dd>
          </div>
        ))}
      </dl>
      <p className={styles.summaryNote}>
        For your privacy, your phone number and email are partly hidden.
      </p>
    </section>
  );
}
