"use client";

import { INQUIRY_ENDPOINT } from "@web/client/inquiry";
import { INQUIRY_HONEYPOT_FIELD, inquiryFailureMessage } from "@web/rules/inquiry/inquiry";
import { ErrorSummary, keepFieldFocus } from "@registry/parts/ErrorSummary";
import hidden from "@registry/parts/visuallyHidden.module.css";
import { InquiryFields } from "./InquiryFields";
import styles from "./InquiryForm.module.css";
import { InquiryOutcome } from "./InquiryOutcome";
import { InquiryResultDialog } from "./InquiryResultDialog";
import { useInquiryForm, type InquiryFormProps } from "./useInquiryForm";

export type { InquiryFormProps, InquiryProvider } from "./useInquiryForm";

/**
 * The request-costs inquiry form (spec 2.3, 3, 4, 5, 8, 9): one component for every
 * placement. It is a real `<form method="post" action="/api/inquiry">` with named
 * inputs, so it posts and ends on the thank-you page before (or without) JavaScript;
 * once hydrated it checks each field on blur with the shared yup schema, posts JSON,
 * and shows one of the three outcomes of spec 4 or the failure message of spec 8
 * (the behaviour is useInquiryForm's; the questions are InquiryFields).
 */
export function InquiryForm(props: InquiryFormProps) {
  const { ctaText, askTourTime, askTypeOfCare, provider } = props;
  const form = useInquiryForm(props);
  const {
    settings,
    layout,
    labelledBy,
    inquiryType,
    fieldId,
    consentId,
    formRef,
    submissionIdInput,
    landingPageInput,
    status,
    announcement,
    modalOutcome,
    closeModalOutcome,
    submitting,
    register,
    summaryErrors,
    focusField,
    onSubmit,
  } = form;
  const formId = props.formId;

  if (status.kind === "message") return <InquiryOutcome message={status.message} />;

  return (
    <>
      <form
        ref={formRef}
        method="post"
        action={INQUIRY_ENDPOINT}
        className={`${styles.form} ${styles[layout]}`}
        aria-labelledby={labelledBy}
        aria-busy={submitting}
        data-inquiry-form={formId}
        data-layout={layout}
        onSubmit={(event) => onSubmit(event)}
      >
        <ErrorSummary errors={summaryErrors} onPick={focusField} />
        <InquiryFields form={form} askTourTime={askTourTime} askTypeOfCare={askTypeOfCare} />

        {/* The honeypot: off-screen, out of the tab order and hidden from assistive technology. */}
        <div className={styles.honeypot} aria-hidden="true">
          <label htmlFor={fieldId(INQUIRY_HONEYPOT_FIELD)}>Company website</label>
          <input
            {...register(INQUIRY_HONEYPOT_FIELD)}
            id={fieldId(INQUIRY_HONEYPOT_FIELD)}
            type="text"
            tabIndex={-1}
            autoComplete="off"
          />
        </div>
        {/* Empty in the server's HTML on purpose: a cached page would hand one rendered id
            to every visitor. A post without JavaScript gets its time window's id on the
            server instead (web/leads/idempotency.ts, docs/security.md). */}
        <input type="hidden" name="submissionId" ref={submissionIdInput} defaultValue="" />
        <input type="hidden" name="landingPageUrl" ref={landingPageInput} defaultValue="" />
        <input type="hidden" name="formId" value={formId} />
        <input type="hidden" name="inquiryType" value={inquiryType} />
        <input type="hidden" name="source" value={settings.siteId} />
        {provider ? <input type="hidden" name="providerId" value={provider.id} /> : null}
        {settings.consentText ? (
          <input type="hidden" name="consentText" value={settings.consentText} />
        ) : null}

        <div className={styles.submitArea}>
          {settings.consentText ? (
            <p id={consentId} className={styles.consent} data-inquiry-consent="">
              {settings.consentText}
            </p>
          ) : null}
          <button
            type="submit"
            className={styles.submit}
            disabled={submitting}
            onMouseDown={keepFieldFocus}
            aria-describedby={settings.consentText ? consentId : undefined}
          >
            {submitting ? "Sending…" : ctaText}
          </button>
          {status.kind === "failed" ? (
            <p role="alert" className={styles.failure} data-inquiry-failure="">
              {inquiryFailureMessage(settings.phone)}
            </p>
          ) : null}
        </div>
        <p role="status" aria-live="polite" className={hidden.visuallyHidden}>
          {announcement}
        </p>
      </form>
      {modalOutcome ? (
        <InquiryResultDialog
          outcome={modalOutcome}
          thankYouTitle={settings.thankYouTitle}
          onClose={closeModalOutcome}
        />
      ) : null}
    </>
  );
}
