"use client";

import { useEffect, useRef, useState } from "react";
import { INQUIRY_ENDPOINT } from "@web/client/inquiry";
import { INQUIRY_HONEYPOT_FIELD, inquiryFailureMessage } from "@web/rules/inquiry/inquiry";
import {
  asksPayingWithMedicaid,
  inquirySteps,
  type InquiryFieldName,
} from "@web/rules/inquiry/inquiryForm";
import { ErrorSummary, keepFieldFocus } from "@registry/parts/ErrorSummary";
import hidden from "@registry/parts/visuallyHidden.module.css";
import { InquiryFields } from "./InquiryFields";
import styles from "./InquiryForm.module.css";
import { InquiryOutcome } from "./InquiryOutcome";
import { InquiryResultDialog } from "./InquiryResultDialog";
import { InquiryStep } from "./InquiryStep";
import { useInquiryForm, type InquiryFormProps } from "./useInquiryForm";

export type { InquiryFormProps, InquiryProvider } from "./useInquiryForm";

/**
 * The request-costs inquiry form (spec 2.3, 3, 4, 5, 8, 9): one component for every
 * placement. It is a real `<form method="post" action="/api/inquiry">` with named
 * inputs, so it posts and ends on the thank-you page before (or without) JavaScript;
 * once hydrated it checks each field on blur with the shared yup schema, posts JSON,
 * and shows one of the three outcomes of spec 4 or the failure message of spec 8
 * (the behaviour is useInquiryForm's; the questions are InquiryFields).
 *
 * `multiStep` (issue 24, flag `enhanced-inquiry-form`) asks the same questions in steps
 * (inquirySteps) with "Step n of N", Back and Next: Next checks the step's fields with
 * the same schema and messages, then moves the focus to the next step; the last step
 * sends the same payload to the same endpoint. Without JavaScript every step shows and
 * the form posts as the one-step form does.
 */
export function InquiryForm(props: InquiryFormProps) {
  const {
    ctaText,
    askTourTime,
    askTypeOfCare,
    askBudget = false,
    budgetInput = "select",
    provider,
  } = props;
  const hiddenWho = props.hideWhoAreYouLookingFor === true;
  const questions = {
    hideWhoAreYouLookingFor: hiddenWho,
    askTypeOfCare: askTypeOfCare === true,
    askTourTime: askTourTime === true,
    askBudget,
    askMedicaid: asksPayingWithMedicaid(props.rollUpType, props.showPayingWithMedicaid),
  };
  const allSteps = props.multiStep ? inquirySteps(questions) : [];
  // One step left (every optional question off) is the one-step form.
  const steps = allSteps.length > 1 ? allSteps : null;
  const [current, setCurrent] = useState(0);
  const stepRefs = useRef<(HTMLFieldSetElement | null)[]>([]);
  const focusStep = useRef(false);
  const stepOf = (name: InquiryFieldName) =>
    steps ? steps.findIndex((step) => step.fields.includes(name)) : -1;

  const form = useInquiryForm(props, {
    fieldOrder: steps ? steps.flatMap((step) => step.fields) : undefined,
    reveal: (name) => {
      const index = stepOf(name);
      if (index < 0 || index === current) return false;
      setCurrent(index);
      return true;
    },
    onSent: () => setCurrent(0),
  });

  // Back and Next move the focus to the step shown, which names itself ("Step 2 of 3: …").
  useEffect(() => {
    if (!focusStep.current) return;
    focusStep.current = false;
    stepRefs.current[current]?.focus();
  }, [current]);
  const moveTo = (index: number) => {
    focusStep.current = true;
    setCurrent(index);
  };
  const next = async () => {
    if (!steps || !(await form.checkFields(steps[current]!.fields))) return;
    moveTo(Math.min(current + 1, steps.length - 1));
  };
  const lastStep = !steps || current === steps.length - 1;

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
        data-inquiry-steps={steps ? steps.length : undefined}
        onSubmit={(event) => {
          // Enter before the last step is Next, not a submission.
          if (!lastStep) {
            event.preventDefault();
            void next();
            return;
          }
          onSubmit(event);
        }}
      >
        <ErrorSummary errors={summaryErrors} onPick={focusField} />
        {steps ? (
          <>
            {/* The hidden 'Other' of a form that does not ask (spec 5). */}
            {hiddenWho ? <InquiryFields form={form} fields={["whoAreYouLookingFor"]} /> : null}
            {steps.map((step, index) => (
              <InquiryStep
                key={step.title}
                ref={(element) => {
                  stepRefs.current[index] = element;
                }}
                step={step}
                index={index}
                count={steps.length}
                current={index === current}
              >
                <InquiryFields
                  form={form}
                  askTourTime={askTourTime}
                  askTypeOfCare={askTypeOfCare}
                  askBudget={askBudget}
                  budgetInput={budgetInput}
                  fields={step.fields}
                />
              </InquiryStep>
            ))}
          </>
        ) : (
          <InquiryFields
            form={form}
            askTourTime={askTourTime}
            askTypeOfCare={askTypeOfCare}
            askBudget={askBudget}
            budgetInput={budgetInput}
          />
        )}

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
            <p
              id={consentId}
              className={`${styles.consent} ${styles.lastStepOnly}`}
              data-inquiry-consent=""
              hidden={!lastStep}
            >
              {settings.consentText}
            </p>
          ) : null}
          <div className={steps ? styles.stepButtons : styles.buttons}>
            {steps && current > 0 ? (
              <button
                type="button"
                className={`${styles.back} ${styles.stepNav}`}
                onClick={() => moveTo(current - 1)}
              >
                Back
              </button>
            ) : null}
            {steps && !lastStep ? (
              <button
                type="button"
                className={`${styles.submit} ${styles.stepNav}`}
                onMouseDown={keepFieldFocus}
                onClick={() => void next()}
              >
                Next
              </button>
            ) : null}
            <button
              type="submit"
              className={`${styles.submit} ${styles.lastStepOnly}`}
              disabled={submitting}
              hidden={!lastStep}
              onMouseDown={keepFieldFocus}
              aria-describedby={settings.consentText ? consentId : undefined}
            >
              {submitting ? "Sending…" : ctaText}
            </button>
          </div>
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
