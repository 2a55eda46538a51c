"use client";

import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { ValidationError } from "yup";
import { leadAttribution } from "@web/client/attribution";
import {
  EMPTY_INQUIRY_VALUES,
  inquiryPayload,
  newSubmissionId,
  postInquiry,
  type InquiryFormValues,
} from "@web/client/inquiry";
import { track } from "@web/client/tracker";
import { inquiryFailureMessage, inquiryFieldsSchema } from "@web/rules/inquiry/inquiry";
import {
  answerText,
  FAUX_CHAT_CONFIRM,
  FAUX_CHAT_FOLLOW_UP,
  FAUX_CHAT_FORM_ID,
  FAUX_CHAT_GREETING,
  FAUX_CHAT_INQUIRY_TYPE,
  FAUX_CHAT_SEE_REQUEST,
  FAUX_CHAT_SEND,
  FAUX_CHAT_SENDING,
  FAUX_CHAT_START_OVER,
  FAUX_CHAT_STEPS,
  FAUX_CHAT_TITLE,
  FAUX_CHAT_TRY_AGAIN,
  type FauxChatStep,
} from "@web/rules/inquiry/fauxChat";
import { thankYouUrl } from "@web/rules/inquiry/inquiryForm";
import { maskUsPhoneInput } from "@web/rules/inquiry/phoneNumber";
import { useInquirySettings } from "@registry/parts/inquiryForm/InquirySettings";
import hidden from "@registry/parts/visuallyHidden.module.css";
import styles from "./FauxChat.module.css";

type Field = FauxChatStep["field"];

interface Entry {
  id: number;
  from: "advisor" | "visitor";
  text: string;
}

type Phase =
  | { kind: "asking"; step: number; error: string | null }
  | { kind: "confirm" }
  | { kind: "sending" }
  | { kind: "failed" }
  | { kind: "done"; thankYouUrl: string };

/** The shared schema's message for one field of the answers so far, or null. */
async function fieldError(field: Field, values: InquiryFormValues): Promise<string | null> {
  try {
    await inquiryFieldsSchema.validateAt(field, values);
    return null;
  } catch (error) {
    return error instanceof ValidationError ? error.message : String(error);
  }
}

/** The first question not answered yet, or null when every one is. */
function nextStep(answered: ReadonlySet<Field>): number | null {
  const index = FAUX_CHAT_STEPS.findIndex((step) => !answered.has(step.field));
  return index === -1 ? null : index;
}

const opening = (): Entry[] => [
  { id: 0, from: "advisor", text: FAUX_CHAT_GREETING },
  { id: 1, from: "advisor", text: FAUX_CHAT_STEPS[0]!.question },
];

/**
 * The faux chat (spec 9 `faux-chat`): an advisor asks the inquiry form's questions one at
 * a time (web/rules/inquiry/fauxChat.ts), the visitor answers with a button or the text
 * box, each answer is checked with the form's yup schema and its spec 5 message, and the
 * answers go to POST /api/inquiry through the form's own payload builder and client
 * (web/client/inquiry.ts, with the same attribution), so the same lead is stored. Then the
 * thank-you message, with a link to the thank-you page's summary of the request.
 *
 * A non-modal dialog: the transcript is a polite log, focus goes to the control that
 * answers the current question, Escape closes. Loaded on first open (FauxChatLauncher);
 * it stays mounted when closed, so reopening continues the conversation.
 */
export default function FauxChatPanel({
  id,
  open,
  onClose,
}: {
  id: string;
  open: boolean;
  onClose: () => void;
}) {
  const settings = useInquirySettings();
  const titleId = useId();
  const inputId = useId();
  const errorId = useId();
  const [entries, setEntries] = useState<Entry[]>(opening);
  const [phase, setPhase] = useState<Phase>({ kind: "asking", step: 0, error: null });
  const [values, setValues] = useState<InquiryFormValues>(EMPTY_INQUIRY_VALUES);
  const [answered, setAnswered] = useState<ReadonlySet<Field>>(new Set());
  const [draft, setDraft] = useState("");
  // One id per submission attempt: a retry after a failure sends the same one (one lead).
  const submissionId = useRef<string | null>(null);
  const nextEntryId = useRef(2);
  const logRef = useRef<HTMLDivElement>(null);
  const focusRef = useRef<HTMLElement | null>(null);
  const setFocusTarget = (element: HTMLElement | null) => {
    focusRef.current = element;
  };

  const say = (...said: Omit<Entry, "id">[]) =>
    setEntries((current) => [
      ...current,
      ...said.map((entry) => ({ ...entry, id: nextEntryId.current++ })),
    ]);

  const focusKey =
    phase.kind === "asking" ? `asking-${phase.step}-${phase.error ?? ""}` : phase.kind;
  // The control that answers the current question takes focus, on open and at each step.
  useEffect(() => {
    if (open) focusRef.current?.focus();
  }, [open, focusKey]);

  // The newest message in view.
  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [entries.length, phase.kind]);

  const ask = (step: number, before?: string) =>
    say(...(before ? [{ from: "advisor" as const, text: before }] : []), {
      from: "advisor",
      text: FAUX_CHAT_STEPS[step]!.question,
    });

  const answer = async (step: FauxChatStep, index: number, raw: string) => {
    const value = step.kind === "text" ? raw.trim() : raw;
    const next = { ...values, [step.field]: value };
    const error = await fieldError(step.field, next);
    if (error) {
      setPhase({ kind: "asking", step: index, error });
      return;
    }
    const done = new Set(answered).add(step.field);
    setValues(next);
    setAnswered(done);
    setDraft("");
    say({ from: "visitor", text: answerText(step, value) });
    const following = nextStep(done);
    if (following === null) {
      say({ from: "advisor", text: FAUX_CHAT_CONFIRM });
      setPhase({ kind: "confirm" });
    } else {
      ask(following);
      setPhase({ kind: "asking", step: following, error: null });
    }
  };

  const startOver = () => {
    setValues(EMPTY_INQUIRY_VALUES);
    setAnswered(new Set());
    setDraft("");
    submissionId.current = null;
    ask(0, "No problem, let's start again.");
    setPhase({ kind: "asking", step: 0, error: null });
  };

  const send = async () => {
    setPhase({ kind: "sending" });
    submissionId.current ??= newSubmissionId();
    // As the form's resolver hands its values over: checked and transformed by the schema.
    const checked = (await inquiryFieldsSchema.validate(values)) as unknown as InquiryFormValues;
    const payload = inquiryPayload(checked, {
      submissionId: submissionId.current,
      formId: FAUX_CHAT_FORM_ID,
      inquiryType: FAUX_CHAT_INQUIRY_TYPE,
      consentText: settings.consentText,
      askedPayingWithMedicaid: false,
      source: settings.siteId,
      landingPageUrl: window.location.href,
      ...leadAttribution(),
    });
    const result = await postInquiry(payload);
    if (!result.ok) {
      // A field the server refused is asked again with its message; anything else is spec 8's.
      const refused = FAUX_CHAT_STEPS.findIndex((step) => result.fieldErrors[step.field]);
      if (refused !== -1) {
        const step = FAUX_CHAT_STEPS[refused]!;
        const remaining = new Set(answered);
        remaining.delete(step.field);
        setAnswered(remaining);
        setDraft(values[step.field] as string);
        ask(refused);
        setPhase({ kind: "asking", step: refused, error: result.fieldErrors[step.field]! });
        return;
      }
      say({ from: "advisor", text: inquiryFailureMessage(settings.phone) });
      setPhase({ kind: "failed" });
      return;
    }
    submissionId.current = null;
    track("inquiry submitted", {
      formId: FAUX_CHAT_FORM_ID,
      inquiryType: FAUX_CHAT_INQUIRY_TYPE,
      providerId: null,
    });
    say({ from: "advisor", text: `${settings.thankYouTitle} ${FAUX_CHAT_FOLLOW_UP}` });
    setPhase({
      kind: "done",
      thankYouUrl: thankYouUrl({ phone: settings.phone, lead: result.response.leadToken }),
    });
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape") {
      event.stopPropagation();
      onClose();
    }
  };

  let controls: ReactNode = null;
  if (phase.kind === "asking") {
    const step = FAUX_CHAT_STEPS[phase.step]!;
    if (step.kind === "choice") {
      controls = (
        <div role="group" aria-label={step.label} className={styles.choices}>
          {step.choices.map((choice, index) => (
            <button
              key={choice.value}
              ref={index === 0 ? setFocusTarget : undefined}
              type="button"
              className={styles.choice}
              aria-describedby={phase.error ? errorId : undefined}
              onClick={() => void answer(step, phase.step, choice.value)}
            >
              {choice.label}
            </button>
          ))}
        </div>
      );
    } else {
      controls = (
        <form
          className={styles.reply}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void answer(step, phase.step, draft);
          }}
        >
          <label htmlFor={inputId} className={styles.replyLabel}>
            {step.label}
          </label>
          <div className={styles.replyRow}>
            <input
              ref={setFocusTarget}
              id={inputId}
              key={step.field}
              className={styles.input}
              type={step.type}
              inputMode={step.type === "tel" ? "tel" : undefined}
              autoComplete={step.autoComplete}
              placeholder={step.placeholder}
              value={draft}
              aria-invalid={phase.error ? true : undefined}
              aria-describedby={phase.error ? errorId : undefined}
              onChange={(event) =>
                // spec 5: the (999) 999-9999 mask as the visitor types, as in the form.
                setDraft(
                  step.field === "phoneNumber"
                    ? maskUsPhoneInput(event.target.value)
                    : event.target.value,
                )
              }
            />
            <button type="submit" className={styles.send}>
              Send
            </button>
          </div>
        </form>
      );
    }
  } else if (phase.kind === "confirm" || phase.kind === "sending") {
    const sending = phase.kind === "sending";
    controls = (
      <div className={styles.confirm}>
        {settings.consentText ? <p className={styles.consent}>{settings.consentText}</p> : null}
        <div className={styles.actions}>
          <button
            ref={setFocusTarget}
            type="button"
            className={styles.primary}
            aria-disabled={sending || undefined}
            onClick={() => {
              if (!sending) void send();
            }}
          >
            {sending ? FAUX_CHAT_SENDING : FAUX_CHAT_SEND}
          </button>
          {sending ? null : (
            <button type="button" className={styles.secondary} onClick={startOver}>
              {FAUX_CHAT_START_OVER}
            </button>
          )}
        </div>
      </div>
    );
  } else if (phase.kind === "failed") {
    controls = (
      <div className={styles.actions}>
        <button
          ref={setFocusTarget}
          type="button"
          className={styles.primary}
          onClick={() => void send()}
        >
          {FAUX_CHAT_TRY_AGAIN}
        </button>
      </div>
    );
  } else {
    controls = (
      <div className={styles.actions}>
        <a ref={setFocusTarget} href={phase.thankYouUrl} className={styles.primary}>
          {FAUX_CHAT_SEE_REQUEST}
        </a>
      </div>
    );
  }

  return (
    <section
      id={id}
      role="dialog"
      aria-labelledby={titleId}
      className={styles.panel}
      hidden={!open}
      onKeyDown={onKeyDown}
      data-faux-chat-panel=""
    >
      <header className={styles.header}>
        <span className={styles.avatar} aria-hidden="true">
          FA
        </span>
        <div className={styles.heading}>
          <h2 id={titleId} className={styles.title}>
            {FAUX_CHAT_TITLE}
          </h2>
          <p className={styles.subtitle}>Free help, no obligation</p>
        </div>
        <button type="button" className={styles.close} aria-label="Close chat" onClick={onClose}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path
              d="M6 6l12 12M18 6L6 18"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            />
          </svg>
        </button>
      </header>
      {/* Focusable so that a keyboard can scroll a long conversation. */}
      <div
        ref={logRef}
        role="log"
        aria-live="polite"
        aria-label="Conversation"
        tabIndex={0}
        className={styles.log}
      >
        {entries.map((entry) => (
          <p
            key={entry.id}
            className={entry.from === "advisor" ? styles.advisor : styles.visitor}
            data-from={entry.from}
          >
            <span className={hidden.visuallyHidden}>
              {entry.from === "advisor" ? "Advisor: " : "You: "}
            </span>
            {entry.text}
          </p>
        ))}
      </div>
      <div className={styles.controls}>
        {/* Always present, so a message appearing is announced (as the form's error slots). */}
        <div aria-live="polite" className={styles.errorSlot}>
          {phase.kind === "asking" && phase.error ? (
            <p id={errorId} className={styles.error}>
              {phase.error}
            </p>
          ) : null}
        </div>
        {controls}
      </div>
    </section>
  );
}
