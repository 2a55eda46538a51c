import { useEffect, useId, useState, type FormEvent, type ReactNode } from "react";
import { fetchMoveInProvider, postMoveIn } from "@web/client/reviewLinks";
import { moveInReportSchema } from "@web/rules/reviews/reviewLinks";
import { outcomeOf, useLinkSubmit, type LinkFormProps } from "./linkSubmit";
import styles from "./ReviewLink.module.css";

/** A reviewer's link to report a move-in: the provider, then the move-in form. */
export function MoveInLink({ token, onOutcome }: LinkFormProps) {
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
