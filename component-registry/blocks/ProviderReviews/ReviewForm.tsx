"use client";

import { yupResolver } from "@hookform/resolvers/yup";
import { useId, useRef, useState } from "react";
import { useForm, type Resolver } from "react-hook-form";
import { newSubmissionId } from "@web/client/inquiry";
import { postReview, REVIEWS_ENDPOINT } from "@web/client/reviews";
import { careTypeName } from "@web/rules/careTypes";
import {
  REVIEW_HONEYPOT_FIELD,
  REVIEW_LIMITS,
  reviewFieldsSchema,
} from "@web/rules/reviews/reviewSubmission";
import { ErrorSummary, keepFieldFocus, summaryErrorsOf } from "@registry/parts/ErrorSummary";
import styles from "./ReviewForm.module.css";

interface ReviewFormValues {
  rating: string;
  name: string;
  title: string;
  content: string;
  careType: string;
  [REVIEW_HONEYPOT_FIELD]: string;
}

const FIELDS = ["rating", "name", "title", "content", "careType"] as const;
type FieldName = (typeof FIELDS)[number];

/** The fields' labels, as the form shows them and its error summary names them. */
const LABELS: Record<FieldName, string> = {
  rating: "Your rating",
  name: "Your name",
  title: "Title of your review",
  content: "Your review",
  careType: "Type of care",
};

const resolver = yupResolver(reviewFieldsSchema) as unknown as Resolver<ReviewFormValues>;

/**
 * The review form (spec 2.3 Write a review): react-hook-form with the shared yup
 * schema, each field checked when it loses focus, the first invalid field focused on
 * submit. A real form (method post to /api/reviews) with named fields. After the
 * store answers, the form is replaced by its message: the review waits for moderation.
 */
export function ReviewForm({
  providerId,
  careTypes,
  labelledBy,
}: {
  providerId: string;
  /** The provider's care types: a choice appears when it has more than one. */
  careTypes: readonly string[];
  labelledBy?: string;
}) {
  const id = useId();
  const fieldId = (name: string) => `${id}-${name}`;
  const submissionId = useRef<string | null>(null);
  const [outcome, setOutcome] = useState<
    { kind: "sent"; message: string } | { kind: "failed"; message: string } | null
  >(null);
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting, submitCount },
  } = useForm<ReviewFormValues>({
    mode: "onBlur",
    resolver,
    defaultValues: {
      rating: "",
      name: "",
      title: "",
      content: "",
      careType: careTypes[0] ?? "",
      [REVIEW_HONEYPOT_FIELD]: "",
    },
  });

  if (outcome?.kind === "sent") {
    return (
      <p role="status" className={styles.sent} data-review-outcome="pending">
        {outcome.message}
      </p>
    );
  }

  const described = (name: FieldName) => ({
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `${fieldId(name)}-error` : undefined,
  });
  const fieldError = (name: FieldName) =>
    errors[name]?.message ? (
      <p id={`${fieldId(name)}-error`} className={styles.error}>
        {errors[name]?.message}
      </p>
    ) : null;

  // issue 24.14: after a submit, every invalid field at once at the top of the form.
  const summaryErrors = summaryErrorsOf(FIELDS, {
    submitted: submitCount > 0,
    messageOf: (name) => errors[name]?.message,
    fieldId,
    labels: LABELS,
  });

  const onValid = async (values: ReviewFormValues) => {
    setOutcome(null);
    // One id per submission attempt, kept while the visitor retries it.
    submissionId.current ??= newSubmissionId();
    const result = await postReview({
      providerId,
      submissionId: submissionId.current,
      rating: Number(values.rating),
      name: values.name,
      title: values.title,
      content: values.content,
      careType: values.careType,
      ...(values[REVIEW_HONEYPOT_FIELD]
        ? { [REVIEW_HONEYPOT_FIELD]: values[REVIEW_HONEYPOT_FIELD] }
        : {}),
    });
    if (result.ok) {
      setOutcome({ kind: "sent", message: result.message });
      return;
    }
    let focused = false;
    for (const name of FIELDS) {
      const message = result.fieldErrors[name];
      if (!message) continue;
      setError(name, { type: "server", message }, { shouldFocus: !focused });
      focused = true;
    }
    setOutcome({ kind: "failed", message: result.message });
  };

  return (
    <form
      method="post"
      action={REVIEWS_ENDPOINT}
      noValidate
      aria-labelledby={labelledBy}
      className={styles.form}
      onSubmit={(event) => handleSubmit(onValid)(event)}
      data-review-form=""
    >
      <ErrorSummary errors={summaryErrors} onPick={(name) => setFocus(name as FieldName)} />
      <fieldset id={fieldId("rating")} className={styles.rating} {...described("rating")}>
        <legend className={styles.label}>{LABELS.rating}</legend>
        <div className={styles.stars}>
          {[1, 2, 3, 4, 5].map((value) => (
            <label key={value} className={styles.star}>
              <input {...register("rating")} type="radio" value={String(value)} />
              {value} {value === 1 ? "star" : "stars"}
            </label>
          ))}
        </div>
        {fieldError("rating")}
      </fieldset>

      <div className={styles.field}>
        <label htmlFor={fieldId("name")} className={styles.label}>
          {LABELS.name}
        </label>
        <input
          {...register("name")}
          {...described("name")}
          id={fieldId("name")}
          type="text"
          autoComplete="name"
          maxLength={REVIEW_LIMITS.name}
          className={styles.input}
        />
        {fieldError("name")}
      </div>

      <div className={styles.field}>
        <label htmlFor={fieldId("title")} className={styles.label}>
          {LABELS.title}
        </label>
        <input
          {...register("title")}
          {...described("title")}
          id={fieldId("title")}
          type="text"
          maxLength={REVIEW_LIMITS.title}
          className={styles.input}
        />
        {fieldError("title")}
      </div>

      <div className={styles.field}>
        <label htmlFor={fieldId("content")} className={styles.label}>
          {LABELS.content}
        </label>
        <textarea
          {...register("content")}
          {...described("content")}
          id={fieldId("content")}
          rows={6}
          maxLength={REVIEW_LIMITS.contentMax}
          className={`${styles.input} ${styles.textarea}`}
        />
        {fieldError("content")}
      </div>

      {careTypes.length > 1 ? (
        <div className={styles.field}>
          <label htmlFor={fieldId("careType")} className={styles.label}>
            {LABELS.careType}
          </label>
          <select
            {...register("careType")}
            {...described("careType")}
            id={fieldId("careType")}
            className={styles.input}
          >
            {careTypes.map((slug) => (
              <option key={slug} value={slug}>
                {careTypeName(slug) ?? slug}
              </option>
            ))}
          </select>
          {fieldError("careType")}
        </div>
      ) : (
        <input type="hidden" {...register("careType")} />
      )}

      {/* The honeypot: off-screen, out of the tab order and hidden from assistive technology. */}
      <div className={styles.honeypot} aria-hidden="true">
        <label htmlFor={fieldId(REVIEW_HONEYPOT_FIELD)}>Website</label>
        <input
          {...register(REVIEW_HONEYPOT_FIELD)}
          id={fieldId(REVIEW_HONEYPOT_FIELD)}
          type="text"
          tabIndex={-1}
          autoComplete="off"
        />
      </div>
      <input type="hidden" name="providerId" value={providerId} />

      {outcome?.kind === "failed" ? (
        <p role="alert" className={styles.failure}>
          {outcome.message}
        </p>
      ) : null}
      <p className={styles.note}>
        Reviews are checked by our team before they appear, usually within a few days.
      </p>
      <button
        type="submit"
        className={styles.submit}
        disabled={isSubmitting}
        onMouseDown={keepFieldFocus}
      >
        {isSubmitting ? "Sending…" : "Submit review"}
      </button>
    </form>
  );
}
