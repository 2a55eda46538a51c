import { yupResolver } from "@hookform/resolvers/yup";
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from "react";
import { useForm, type FieldErrors, type Resolver } from "react-hook-form";
import {
  announceInquired,
  clearInquiryDraft,
  EMPTY_INQUIRY_VALUES,
  inquiryPayload,
  loadInquiryDraft,
  navigateTo,
  newSubmissionId,
  postInquiry,
  saveInquiryDraft,
  type InquiryFormValues,
} from "@web/client/inquiry";
import { leadAttribution } from "@web/client/attribution";
import type { InquiryProvider } from "@web/rules/inquiry/inquiryProvider";
import { track } from "@web/client/tracker";
import { HIDDEN_WHO_ARE_YOU_LOOKING_FOR, inquiryFieldsSchema } from "@web/rules/inquiry/inquiry";
import {
  asksPayingWithMedicaid,
  INQUIRY_FIELD_ORDER,
  INQUIRY_LABELS,
  inquirySuccessOutcome,
  type InquiryFieldName,
  type InquiryType,
} from "@web/rules/inquiry/inquiryForm";
import { summaryErrorsOf } from "@registry/parts/ErrorSummary";
import { useInquiryDialog } from "./InquiryDialogContext";
import styles from "./InquiryForm.module.css";
import type { InquiryModalOutcome } from "./InquiryResultDialog";
import { useInquirySettings } from "./InquirySettings";

/** The provider a card's form asks about (web/rules/inquiry/inquiryProvider.ts). */
export type { InquiryProvider };

export interface InquiryFormProps {
  /** Names the form: its session-storage draft key (spec 9) and the payload's formId. */
  formId: string;
  /** Inline vertical, inline horizontal, or the stacked form inside a modal. */
  /** "sidebar": vertical and denser, for the provider page's sticky column (issue 23). */
  layout?: "vertical" | "horizontal" | "modal" | "sidebar";
  /** The submit button's text (spec 9: 'Get Costs' by default). */
  ctaText: string;
  inquiryType?: InquiryType;
  rollUpType?: string | null;
  showPayingWithMedicaid?: boolean | null;
  /** spec 5: the select can be hidden; it is then 'Other'. */
  hideWhoAreYouLookingFor?: boolean | null;
  askTourTime?: boolean | null;
  askTypeOfCare?: boolean | null;
  /** The SEM landing page's monthly budget question (issue 24 feature flags). */
  askBudget?: boolean;
  /** The budget question as a select, or as radio buttons (`sem-budget-question-radio`). */
  budgetInput?: "select" | "radio";
  /** The questions in steps with Back and Next (`enhanced-inquiry-form`). */
  multiStep?: boolean;
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

type FieldName = InquiryFieldName;

/** What a form built on the hook may change besides its props (the multi-step form). */
export interface InquiryFormOptions {
  /** The order of the fields on the page: the first invalid one gets focus. */
  fieldOrder?: readonly FieldName[];
  /**
   * Makes a field visible before it gets the focus (the multi-step form shows its step);
   * true when that takes a render, so the focus waits for it.
   */
  reveal?: (name: FieldName) => boolean;
  /** After a successful submission (the multi-step form goes back to its first step). */
  onSent?: () => void;
}

const resolver = yupResolver(inquiryFieldsSchema) as unknown as Resolver<InquiryFormValues>;

/** "Please correct 1 field." / "Please correct 3 fields." */
export function correctionAnnouncement(count: number): string {
  return count === 1 ? "Please correct 1 field." : `Please correct ${count} fields.`;
}

/**
 * The inquiry form's state and behaviour (spec 4, 5, 8, 9): react-hook-form with the
 * shared yup schema checked on blur, the session-storage draft, one submission id per
 * attempt, the post and its outcome. The views (InquiryFields, InquiryOutcome) and
 * InquiryForm only render what it returns.
 */
export function useInquiryForm(
  {
    formId,
    layout: layoutProp = "vertical",
    inquiryType = "costs",
    rollUpType,
    showPayingWithMedicaid,
    hideWhoAreYouLookingFor,
    provider,
    successMessage,
    onModalOutcome: onModalOutcomeProp,
    autoFocus: autoFocusProp = false,
    labelledBy: labelledByProp,
    defaultWhoAreYouLookingFor,
  }: InquiryFormProps,
  { fieldOrder = INQUIRY_FIELD_ORDER, reveal, onSent }: InquiryFormOptions = {},
) {
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
    trigger,
    getFieldState,
    formState: { errors, submitCount },
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

  // A field on a step not shown yet gets the focus once its step has rendered (the
  // reveal re-renders the form; the effect runs after that render).
  const pendingFocus = useRef<FieldName | null>(null);
  useEffect(() => {
    if (!pendingFocus.current) return;
    setFocus(pendingFocus.current);
    pendingFocus.current = null;
  });
  const focusField = (name: FieldName) => {
    if (reveal?.(name)) pendingFocus.current = name;
    else setFocus(name);
  };

  const onInvalid = (invalid: FieldErrors<InquiryFormValues>) => {
    setAnnouncement(correctionAnnouncement(fieldOrder.filter((name) => invalid[name]).length));
    const first = fieldOrder.find((name) => invalid[name]);
    if (first) focusField(first);
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
      ...leadAttribution(provider?.location),
    });
    const result = await postInquiry(payload);
    if (!result.ok) {
      const invalid = fieldOrder.filter((name) => result.fieldErrors[name]);
      for (const name of invalid) {
        setError(name, { type: "server", message: result.fieldErrors[name] });
      }
      setStatus({ kind: "failed" });
      setAnnouncement("");
      if (invalid[0]) focusField(invalid[0]);
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
      // The thank-you page's "Your request" summary reads the lead through this token.
      lead: result.response.leadToken,
    });
    reset({
      ...EMPTY_INQUIRY_VALUES,
      whoAreYouLookingFor: hiddenWho ? HIDDEN_WHO_ARE_YOU_LOOKING_FOR : "",
    });
    // spec 9: the saved values are cleared after a success.
    clearInquiryDraft(formId);
    onSent?.();
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

  // issue 24.14: after a submit, every invalid field at once at the top of the form.
  const summaryErrors = summaryErrorsOf(fieldOrder, {
    submitted: submitCount > 0,
    messageOf: (name) => errors[name]?.message,
    fieldId,
    labels: INQUIRY_LABELS,
  });

  return {
    settings,
    layout,
    labelledBy,
    autoFocus,
    inquiryType,
    askMedicaid,
    hiddenWho,
    fieldId,
    consentId,
    formRef,
    submissionIdInput,
    landingPageInput,
    status,
    announcement,
    modalOutcome,
    closeModalOutcome: () => setModalOutcome(null),
    submitting,
    register,
    described,
    fieldError,
    summaryErrors,
    focusField: (name: string) => focusField(name as FieldName),
    /** Checks some fields now (a step of the multi-step form), with the same schema. */
    checkFields: async (names: readonly FieldName[]) => {
      if (await trigger([...names])) return true;
      const invalid = names.filter((name) => getFieldState(name).invalid);
      setAnnouncement(correctionAnnouncement(invalid.length));
      if (invalid[0]) setFocus(invalid[0]);
      return false;
    },
    onSubmit: (event: FormEvent<HTMLFormElement>) => handleSubmit(onValid, onInvalid)(event),
  };
}

export type InquiryFormState = ReturnType<typeof useInquiryForm>;
