"use client";

import { yupResolver } from "@hookform/resolvers/yup";
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { useForm, type FieldErrors, type Resolver } from "react-hook-form";
import {
  announceInquired,
  clearInquiryDraft,
  EMPTY_INQUIRY_VALUES,
  INQUIRY_ENDPOINT,
  inquiryPayload,
  loadInquiryDraft,
  navigateTo,
  newSubmissionId,
  postInquiry,
  saveInquiryDraft,
  type InquiryFormValues,
} from "@web/client/inquiry";
import { track } from "@web/client/tracker";
import {
  HIDDEN_WHO_ARE_YOU_LOOKING_FOR,
  INQUIRY_HONEYPOT_FIELD,
  inquiryFailureMessage,
  inquiryFieldsSchema,
  WHO_ARE_YOU_LOOKING_FOR_OPTIONS,
} from "@web/rules/inquiry/inquiry";
import {
  asksPayingWithMedicaid,
  INQUIRY_LABELS,
  inquirySuccessOutcome,
  TOUR_TIME_OPTIONS,
  type InquiryType,
} from "@web/rules/inquiry/inquiryForm";
import { maskUsPhoneInput } from "@web/rules/inquiry/phoneNumber";
import { ALL_CARE_TYPES, SEARCH_CARE_TYPES } from "@web/rules/careTypes";
import hidden from "@registry/parts/visuallyHidden.module.css";
import { useInquiryDialog } from "./InquiryDialogContext";
import styles from "./InquiryForm.module.css";
import { InquiryResultDialog, type InquiryModalOutcome } from "./InquiryResultDialog";
import { useInquirySettings } from "./InquirySettings";

/** The provider a card's form asks about. */
export interface InquiryProvider {
  id: string;
  name: string;
  path: string;
}

export interface InquiryFormProps {
  /** Names the form: its session-storage draft key (spec 9) and the payload's formId. */
  formId: string;
  /** Inline vertical, inline horizontal, or the stacked form inside a modal. */
  layout?: "vertical" | "horizontal" | "modal";
  /** The submit button's text (spec 9: 'Get Costs' by default). */
  ctaText: string;
  inquiryType?: InquiryType;
  rollUpType?: string | null;
  showPayingWithMedicaid?: boolean | null;
  /** spec 5: the select can be hidden; it is then 'Other'. */
  hideWhoAreYouLookingFor?: boolean | null;
  askTourTime?: boolean | null;
  askTypeOfCare?: boolean | null;
  provider?: InquiryProvider | null;
  /** spec 4: a thank-you message that replaces the form after a success. */
  successMessage?: string | null;
  /** Inside a modal: the modal closes first and shows the result modal (spec 4). */
  onModalOutcome?: (outcome: InquiryModalOutcome) => void;
  /** Focus the first field on mount (a form just opened in a modal). */
  autoFocus?: boolean;
  /** The heading that names the form, if any. */
  labelledBy?: string;
  /**
   * The first question answered already (the header's "who are you searching for"
   * item opens the form with the visitor's choice): wins over a saved draft's answer.
   */
  defaultWhoAreYouLookingFor?: string | null;
}

type Status =
  | { kind: "idle" }
  | { kind: "submitting" }
  | { kind: "failed" }
  | { kind: "message"; message: string }
  | { kind: "redirecting" };

/** The order of the fields on the page: the first invalid one gets focus. */
const FIELD_ORDER = [
  "whoAreYouLookingFor",
  "fullName",
  "phoneNumber",
  "email",
  "payingWithMedicaid",
  "tourTime",
  "typeOfCare",
] as const;
type FieldName = (typeof FIELD_ORDER)[number];

const resolver = yupResolver(inquiryFieldsSchema) as unknown as Resolver<InquiryFormValues>;

function errorCount(errors: FieldErrors<InquiryFormValues>): number {
  return FIELD_ORDER.filter((name) => errors[name]).length;
}

/**
 * The request-costs inquiry form (spec 2.3, 3, 4, 5, 8, 9): one component for every
 * placement. It is a real `<form method="post" action="/api/inquiry">` with named
 * inputs, so it posts and ends on the thank-you page before (or without) JavaScript;
 * once hydrated it checks each field on blur with the shared yup schema, posts JSON,
 * and shows one of the three outcomes of spec 4 or the failure message of spec 8.
 */
export function InquiryForm({
  formId,
  layout: layoutProp = "vertical",
  ctaText,
  inquiryType = "costs",
  rollUpType,
  showPayingWithMedicaid,
  hideWhoAreYouLookingFor,
  askTourTime,
  askTypeOfCare,
  provider,
  successMessage,
  onModalOutcome: onModalOutcomeProp,
  autoFocus: autoFocusProp = false,
  labelledBy: labelledByProp,
  defaultWhoAreYouLookingFor,
}: InquiryFormProps) {
  const settings = useInquirySettings();
  // Inside an inquiry modal the modal names the form, and takes the provider outcome.
  const dialog = useInquiryDialog();
  const onModalOutcome = onModalOutcomeProp ?? dialog?.onModalOutcome;
  const autoFocus = autoFocusProp || (dialog?.opened ?? false);
  const labelledBy = labelledByProp ?? dialog?.titleId;
  const layout = dialog ? "modal" : layoutProp;
  const id = useId();
  const fieldId = (name: string) => `${id}-${name}`;
  const errorId = (name: string) => `${id}-${name}-error`;
  const consentId = `${id}-consent`;
  const askMedicaid = asksPayingWithMedicaid(rollUpType, showPayingWithMedicaid);
  const hiddenWho = hideWhoAreYouLookingFor === true;

  const formRef = useRef<HTMLFormElement>(null);
  const messageRef = useRef<HTMLDivElement>(null);
  const submissionIdInput = useRef<HTMLInputElement>(null);
  const landingPageInput = useRef<HTMLInputElement>(null);
  // One id per submission attempt: a retry after a failure (or a double click) sends
  // the same id, so the server stores one lead; a success starts a new attempt.
  const submissionId = useRef<string | null>(null);
  const [status, setStatus] = useState<Status>({ kind: "idle" });
  const [announcement, setAnnouncement] = useState("");
  const [modalOutcome, setModalOutcome] = useState<InquiryModalOutcome | null>(null);

  const {
    register,
    handleSubmit,
    reset,
    subscribe,
    setError,
    setFocus,
    formState: { errors },
  } = useForm<InquiryFormValues>({
    mode: "onBlur",
    resolver,
    // Focus goes to the first invalid field in the page's order (onInvalid), not in
    // the order the fields were registered.
    shouldFocusError: false,
    defaultValues: {
      ...EMPTY_INQUIRY_VALUES,
      whoAreYouLookingFor: hiddenWho
        ? HIDDEN_WHO_ARE_YOU_LOOKING_FOR
        : (defaultWhoAreYouLookingFor ?? ""),
    },
  });

  // After hydration: JavaScript takes over validation and gives the native post its ids.
  useEffect(() => {
    if (formRef.current) formRef.current.noValidate = true;
    submissionId.current ??= newSubmissionId();
    if (submissionIdInput.current) submissionIdInput.current.value = submissionId.current;
    if (landingPageInput.current) landingPageInput.current.value = window.location.href;
  }, []);

  // spec 9: the typed values are auto-saved in session storage and restored after a reload.
  useEffect(() => {
    const draft = loadInquiryDraft(formId);
    if (draft) {
      reset(
        {
          ...EMPTY_INQUIRY_VALUES,
          ...draft,
          ...(defaultWhoAreYouLookingFor
            ? { whoAreYouLookingFor: defaultWhoAreYouLookingFor }
            : {}),
          ...(hiddenWho ? { whoAreYouLookingFor: HIDDEN_WHO_ARE_YOU_LOOKING_FOR } : {}),
        },
        { keepDefaultValues: true },
      );
    }
    return subscribe({
      formState: { values: true },
      callback: ({ values }) => {
        const typed = { ...EMPTY_INQUIRY_VALUES, ...values };
        // A hidden select's 'Other' is not something the visitor typed.
        saveInquiryDraft(formId, hiddenWho ? { ...typed, whoAreYouLookingFor: "" } : typed);
      },
    });
  }, [formId, hiddenWho, defaultWhoAreYouLookingFor, reset, subscribe]);

  useEffect(() => {
    if (status.kind === "message") messageRef.current?.focus();
  }, [status.kind]);

  const onInvalid = (invalid: FieldErrors<InquiryFormValues>) => {
    const count = errorCount(invalid);
    setAnnouncement(count === 1 ? "Please correct 1 field." : `Please correct ${count} fields.`);
    const first = FIELD_ORDER.find((name) => invalid[name]);
    if (first) setFocus(first);
  };

  const onValid = async (values: InquiryFormValues) => {
    setStatus({ kind: "submitting" });
    setAnnouncement("Sending your request…");
    submissionId.current ??= newSubmissionId();
    const payload = inquiryPayload(values, {
      submissionId: submissionId.current,
      formId,
      inquiryType,
      consentText: settings.consentText,
      askedPayingWithMedicaid: askMedicaid,
      providerId: provider?.id,
      source: settings.siteId,
      landingPageUrl: window.location.href,
    });
    const result = await postInquiry(payload);
    if (!result.ok) {
      const invalid = FIELD_ORDER.filter((name) => result.fieldErrors[name]);
      for (const name of invalid) {
        setError(name, { type: "server", message: result.fieldErrors[name] });
      }
      setStatus({ kind: "failed" });
      setAnnouncement("");
      if (invalid[0]) setFocus(invalid[0]);
      return;
    }

    submissionId.current = newSubmissionId();
    if (submissionIdInput.current) submissionIdInput.current.value = submissionId.current;
    // spec 4/6: the answer set the `inquired` cookie; blurred prices on the page unlock.
    if (inquiryType === "costs") announceInquired();
    track("inquiry submitted", { formId, inquiryType, providerId: provider?.id ?? null });

    const outcome = inquirySuccessOutcome({
      successMessage,
      inquiryType,
      provider: result.response.provider,
      // spec 2.1: the thank-you page names the provider asked about and the site's phone
      // (as the server's redirect of a native post does).
      slug: provider?.path,
      phone: settings.phone,
    });
    reset({
      ...EMPTY_INQUIRY_VALUES,
      whoAreYouLookingFor: hiddenWho ? HIDDEN_WHO_ARE_YOU_LOOKING_FOR : "",
    });
    // spec 9: the saved values are cleared after a success.
    clearInquiryDraft(formId);
    switch (outcome.kind) {
      case "message":
        setAnnouncement("");
        setStatus({ kind: "message", message: outcome.message });
        return;
      case "costsModal":
      case "thankYouModal":
        setAnnouncement("");
        setStatus({ kind: "idle" });
        if (onModalOutcome) onModalOutcome(outcome);
        else setModalOutcome(outcome);
        return;
      case "redirect":
        setStatus({ kind: "redirecting" });
        navigateTo(outcome.url);
        return;
    }
  };

  const submitting = status.kind === "submitting" || status.kind === "redirecting";

  /** A field's accessibility wiring: invalid state and the error it describes. */
  const described = (name: FieldName, extra?: string) => ({
    id: fieldId(name),
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby":
      [errors[name] ? errorId(name) : null, extra].filter(Boolean).join(" ") || undefined,
  });

  // Always present, so a message appearing on blur is announced (a polite live region).
  const fieldError = (name: FieldName): ReactNode => (
    <div aria-live="polite" className={styles.errorSlot}>
      {errors[name]?.message ? (
        <p id={errorId(name)} className={styles.error}>
          {errors[name]?.message}
        </p>
      ) : null}
    </div>
  );

  const phone = register("phoneNumber");

  if (status.kind === "message") {
    return (
      <div
        ref={messageRef}
        tabIndex={-1}
        role="status"
        className={styles.successMessage}
        data-inquiry-message=""
      >
        <p>{status.message}</p>
      </div>
    );
  }

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
        onSubmit={(event) => handleSubmit(onValid, onInvalid)(event)}
      >
        <div className={styles.fields}>
          {hiddenWho ? (
            <input
              type="hidden"
              {...register("whoAreYouLookingFor")}
              // In the server's HTML too, for a post without JavaScript.
              defaultValue={HIDDEN_WHO_ARE_YOU_LOOKING_FOR}
            />
          ) : (
            <div className={styles.field}>
              <label htmlFor={fieldId("whoAreYouLookingFor")} className={styles.label}>
                {INQUIRY_LABELS.whoAreYouLookingFor}
              </label>
              <select
                {...register("whoAreYouLookingFor")}
                {...described("whoAreYouLookingFor")}
                required
                autoFocus={autoFocus}
                className={styles.input}
              >
                <option value="">Select one</option>
                {WHO_ARE_YOU_LOOKING_FOR_OPTIONS.map((option) => (
                  <option key={option} value={option}>
                    {option}
                  </option>
                ))}
              </select>
              {fieldError("whoAreYouLookingFor")}
            </div>
          )}

          <div className={styles.field}>
            <label htmlFor={fieldId("fullName")} className={styles.label}>
              {INQUIRY_LABELS.fullName}
            </label>
            <input
              {...register("fullName")}
              {...described("fullName")}
              type="text"
              autoComplete="name"
              required
              autoFocus={autoFocus && hiddenWho}
              className={styles.input}
            />
            {fieldError("fullName")}
          </div>

          <div className={styles.field}>
            <label htmlFor={fieldId("phoneNumber")} className={styles.label}>
              {INQUIRY_LABELS.phoneNumber}
            </label>
            <input
              {...phone}
              {...described("phoneNumber")}
              onChange={(event) => {
                // spec 5: the (999) 999-9999 mask, a leading 1 dropped from 11 digits.
                event.target.value = maskUsPhoneInput(event.target.value);
                return phone.onChange(event);
              }}
              type="tel"
              inputMode="tel"
              autoComplete="tel-national"
              placeholder="(555) 555-5555"
              required
              className={styles.input}
            />
            {fieldError("phoneNumber")}
          </div>

          <div className={styles.field}>
            <label htmlFor={fieldId("email")} className={styles.label}>
              {INQUIRY_LABELS.email}
            </label>
            <input
              {...register("email")}
              {...described("email")}
              type="email"
              autoComplete="email"
              required
              className={styles.input}
            />
            {fieldError("email")}
          </div>

          {askTourTime ? (
            <div className={styles.field}>
              <label htmlFor={fieldId("tourTime")} className={styles.label}>
                {INQUIRY_LABELS.tourTime}
              </label>
              <select {...register("tourTime")} {...described("tourTime")} className={styles.input}>
                <option value="">No preference</option>
                {TOUR_TIME_OPTIONS.map((option) => (
                  <option key={option} value={option}>
                    {option}
                  </option>
                ))}
              </select>
              {fieldError("tourTime")}
            </div>
          ) : null}

          {askTypeOfCare ? (
            <div className={styles.field}>
              <label htmlFor={fieldId("typeOfCare")} className={styles.label}>
                {INQUIRY_LABELS.typeOfCare}
              </label>
              <select
                {...register("typeOfCare")}
                {...described("typeOfCare")}
                className={styles.input}
              >
                <option value="">Not sure yet</option>
                {SEARCH_CARE_TYPES.filter((type) => type.value !== ALL_CARE_TYPES).map((type) => (
                  <option key={type.value} value={type.value}>
                    {type.title}
                  </option>
                ))}
              </select>
              {fieldError("typeOfCare")}
            </div>
          ) : null}

          {askMedicaid ? (
            <div className={`${styles.field} ${styles.checkboxField}`}>
              <input
                {...register("payingWithMedicaid")}
                {...described("payingWithMedicaid")}
                type="checkbox"
                className={styles.checkbox}
              />
              <label htmlFor={fieldId("payingWithMedicaid")} className={styles.checkboxLabel}>
                {INQUIRY_LABELS.payingWithMedicaid}
              </label>
            </div>
          ) : null}
        </div>

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
          onClose={() => setModalOutcome(null)}
        />
      ) : null}
    </>
  );
}
