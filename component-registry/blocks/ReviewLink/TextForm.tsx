import { useId, useState, type FormEvent } from "react";
import type { AnyObject, ObjectSchema } from "yup";
import { useLinkSubmit, type SentAnswer } from "./linkSubmit";
import styles from "./ReviewLink.module.css";

/** A text area form checked with one schema before it posts; its answer replaces it. */
export function TextForm({
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
