"use client";

import { useEffect, useId, useState, type FormEvent, type ReactNode } from "react";
import { ValidationError, type AnyObject, type ObjectSchema } from "yup";
import {
  fetchLinkedReview,
  fetchMoveInProvider,
  postDuplicateDecision,
  postMoveIn,
  postReviewContest,
  postReviewResponse,
  type LinkAnswer,
  type LinkedReview,
} from "@web/client/reviewLinks";
import { useHydrated } from "@web/client/useHydrated";
import { useUrlSearch } from "@web/client/urlState";
import {
  moveInReportSchema,
  providerResponseSchema,
  REVIEW_LINK_MESSAGES,
  reviewContestSchema,
  type ReviewLinkPurpose,
} from "@web/rules/reviews/reviewLinks";
import { reviewDateText } from "@web/rules/reviews/reviews";
import styles from "./ReviewLink.module.css";

type Outcome = { kind: "done"; message: string } | { kind: "failed"; message: string } | null;

/** What every link form's post answers. */
type SentAnswer = LinkAnswer<{ message: string }>;

function outcomeOf(answer: SentAnswer): Outcome {
  return answer.success
    ? { kind: "done", message: answer.message }
    : { kind: "failed", message: answer.error };
}

/** The field messages of the shared schema for these values, or null when they are valid. */
async function fieldErrors(
  schema: ObjectSchema<AnyObject>,
  values: Record<string, string>,
): Promise<Record<string, string> | null> {
  try {
    await schema.validate(values, { abortEarly: false });
    return null;
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const errors: Record<string, string> = {};
    for (const inner of error.inner.length > 0 ? error.inner : [error]) {
      errors[inner.path || "form"] ??= inner.errors[0] ?? inner.message;
    }
    return errors;
  }
}

interface LinkSubmission {
  /** The shared schema the values must pass first; invalid values are shown, not sent. */
  check?: { schema: ObjectSchema<AnyObject>; values: Record<string, string> };
  /** The field messages of the check (null: the values are valid). */
  onChecked?: (errors: Record<string, string> | null) => void;
  post: () => Promise<SentAnswer>;
  onAnswer: (answer: SentAnswer) => void;
}

/**
 * The one submit path of the link forms: check the values with the shared schema,
 * then post once (busy meanwhile, so a second click sends nothing) and hand the
 * answer on.
 */
function useLinkSubmit(): {
  busy: boolean;
  submitLink: (submission: LinkSubmission) => Promise<void>;
} {
  const [busy, setBusy] = useState(false);
  const submitLink = async ({ check, onChecked, post, onAnswer }: LinkSubmission) => {
    if (check) {
      const errors = await fieldErrors(check.schema, check.values);
      onChecked?.(errors);
      if (errors) return;
    }
    setBusy(true);
    const answer = await post();
    setBusy(false);
    onAnswer(answer);
  };
  return { busy, submitLink };
}

function Failure({ message }: { message: string }) {
  return (
    <p role="alert" className={styles.error}>
      {message}
    </p>
  );
}

/** A text area form checked with one schema before it posts; its answer replaces it. */
function TextForm({
  title,
  field,
  label,
  submit,
  schema,
  send,
  onDone,
}: {
  title: string;
  field: string;
  label: string;
  submit: string;
  schema: ObjectSchema<AnyObject>;
  send: (text: string) => Promise<SentAnswer>;
  onDone: (message: string) => void;
}) {
  const id = useId();
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);
  const { busy, submitLink } = useLinkSubmit();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submitLink({
      check: { schema, values: { [field]: text } },
      onChecked: (errors) => {
        if (!errors) return;
        setError(errors[field] ?? Object.values(errors)[0] ?? null);
        document.getElementById(`${id}-text`)?.focus();
      },
      post: () => send(text),
      onAnswer: (answer) => (answer.success ? onDone(answer.message) : setError(answer.error)),
    });
  };
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.formTitle}>
        {title}
      </h2>
      <label htmlFor={`${id}-text`} className={styles.label}>
        {label}
      </label>
      <textarea
        id={`${id}-text`}
        className={styles.input}
        rows={5}
        value={text}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => setText(event.target.value)}
      />
      {error ? (
        <p id={`${id}-error`} role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
      <button type="submit" className={styles.submit} disabled={busy}>
        {busy ? "Sending…" : submit}
      </button>
    </form>
  );
}

function ProviderReviewLink({
  token,
  onOutcome,
}: {
  token: string;
  onOutcome: (o: Outcome) => void;
}) {
  const [review, setReview] = useState<LinkedReview | null>(null);
  useEffect(() => {
    let live = true;
    void fetchLinkedReview(token).then((answer) => {
      if (!live) return;
      if (answer.success) setReview(answer.review);
      else onOutcome({ kind: "failed", message: answer.error });
    });
    return () => {
      live = false;
    };
  }, [token, onOutcome]);
  if (!review) return <p role="status">Checking your link…</p>;
  const done = (message: string) => onOutcome({ kind: "done", message });
  return (
    <>
      <article className={styles.review} data-linked-review={review.id}>
        <h2 className={styles.reviewTitle}>{review.title}</h2>
        <p className={styles.meta}>
          {review.rating} out of 5 stars, by {review.name}, {reviewDateText(review.createdAt)},
          about <a href={review.provider.path}>{review.provider.name}</a>
        </p>
        <p>{review.content}</p>
      </article>
      <TextForm
        title="Respond to this review"
        field="response"
        label="Your response"
        submit="Send response"
        schema={providerResponseSchema}
        send={(text) => postReviewResponse(token, text)}
        onDone={done}
      />
      <TextForm
        title="Contest this review"
        field="reason"
        label="Why should our team check it?"
        submit="Ask us to check this review"
        schema={reviewContestSchema}
        send={(text) => postReviewContest(token, text)}
        onDone={done}
      />
    </>
  );
}

function MoveInLink({ token, onOutcome }: { token: string; onOutcome: (o: Outcome) => void }) {
  const id = useId();
  const [provider, setProvider] = useState<{ name: string; path: string } | null>(null);
  const [values, setValues] = useState({ moveInDate: "", residentName: "", notes: "" });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { busy, submitLink } = useLinkSubmit();
  useEffect(() => {
    let live = true;
    void fetchMoveInProvider(token).then((answer) => {
      if (!live) return;
      if (answer.success) setProvider(answer.provider);
      else onOutcome({ kind: "failed", message: answer.error });
    });
    return () => {
      live = false;
    };
  }, [token, onOutcome]);
  if (!provider) return <p role="status">Checking your link…</p>;
  const field = (name: keyof typeof values, label: string, input: ReactNode) => (
    <>
      <label htmlFor={`${id}-${name}`} className={styles.label}>
        {label}
      </label>
      {input}
      {errors[name] ? (
        <p id={`${id}-${name}-error`} role="alert" className={styles.error}>
          {errors[name]}
        </p>
      ) : null}
    </>
  );
  const inputProps = (name: keyof typeof values) => ({
    id: `${id}-${name}`,
    className: styles.input,
    value: values[name],
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `${id}-${name}-error` : undefined,
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submitLink({
      check: { schema: moveInReportSchema, values },
      onChecked: (invalid) => setErrors(invalid ?? {}),
      post: () => postMoveIn(token, values),
      onAnswer: (answer) => onOutcome(outcomeOf(answer)),
    });
  };
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.formTitle}>
        Moving in to <a href={provider.path}>{provider.name}</a>
      </h2>
      {field("moveInDate", "Move-in date", <input type="date" {...inputProps("moveInDate")} />)}
      {field(
        "residentName",
        "Resident's name (optional)",
        <input type="text" autoComplete="name" {...inputProps("residentName")} />,
      )}
      {field(
        "notes",
        "Anything we should know (optional)",
        <textarea rows={4} {...inputProps("notes")} />,
      )}
      <button type="submit" className={styles.submit} disabled={busy}>
        {busy ? "Sending…" : "Report the move-in"}
      </button>
    </form>
  );
}

function DuplicateLink({ token, onOutcome }: { token: string; onOutcome: (o: Outcome) => void }) {
  const { busy, submitLink } = useLinkSubmit();
  const decide = (decision: "approve" | "deny") =>
    submitLink({
      post: () => postDuplicateDecision(token, decision),
      onAnswer: (answer) => onOutcome(outcomeOf(answer)),
    });
  return (
    <div className={styles.buttons}>
      <button
        type="button"
        className={styles.submit}
        disabled={busy}
        onClick={() => void decide("approve")}
      >
        Keep both reviews
      </button>
      <button
        type="button"
        className={styles.secondary}
        disabled={busy}
        onClick={() => void decide("deny")}
      >
        Withdraw the new review
      </button>
    </div>
  );
}

/**
 * The form of a review link's page, for the block's purpose. The token is read from
 * the address once the page runs in the browser; without one the page says the link
 * is not valid. The answer (or the failure, spec 8) replaces the forms.
 */
export function ReviewLinkForm({ purpose }: { purpose: ReviewLinkPurpose }) {
  const search = useUrlSearch();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const hydrated = useHydrated();
  const token = new URLSearchParams(search).get("token")?.trim() ?? "";
  if (!hydrated) return <p role="status">Checking your link…</p>;
  if (outcome?.kind === "done") {
    return (
      <p role="status" className={styles.done} data-review-link-outcome="done">
        {outcome.message}
      </p>
    );
  }
  if (outcome?.kind === "failed") return <Failure message={outcome.message} />;
  if (!token) return <Failure message={REVIEW_LINK_MESSAGES.invalid} />;
  return (
    <div className={styles.panel} data-review-link={purpose}>
      {purpose === "provider-review" ? (
        <ProviderReviewLink token={token} onOutcome={setOutcome} />
      ) : purpose === "move-in" ? (
        <MoveInLink token={token} onOutcome={setOutcome} />
      ) : (
        <DuplicateLink token={token} onOutcome={setOutcome} />
      )}
    </div>
  );
}
