import { useId, type MouseEvent } from "react";
import form from "./form.module.css";

/** One invalid field of a form, as its summary lists it. */
export interface SummaryError {
  /** The form's name for the field (what `onPick` is given back). */
  name: string;
  /** The id of the field's input: the link's target without JavaScript. */
  fieldId: string;
  /** The field's label, so the message reads on its own ("Your Email: …"). */
  label: string;
  message: string;
}

/**
 * What a form's summary lists: nothing before its first submit, then each field of
 * `fields` (in the page's order) that has a message now.
 */
export function summaryErrorsOf<Name extends string>(
  fields: readonly Name[],
  {
    submitted,
    messageOf,
    fieldId,
    labels,
  }: {
    submitted: boolean;
    messageOf: (name: Name) => string | undefined;
    fieldId: (name: Name) => string;
    labels: Readonly<Record<Name, string>>;
  },
): SummaryError[] {
  if (!submitted) return [];
  return fields.flatMap((name) => {
    const message = messageOf(name);
    return message ? [{ name, fieldId: fieldId(name), label: labels[name], message }] : [];
  });
}

/** "Please correct 1 field:" / "Please correct 3 fields:" */
export function fieldsToCorrect(count: number): string {
  return count === 1 ? "Please correct 1 field:" : `Please correct ${count} fields:`;
}

/** A label as the start of a sentence: "Who are you looking for?" reads "Who are you looking for". */
function labelText(label: string): string {
  return label.replace(/[?:]\s*$/, "");
}

/**
 * The error summary at the top of a form (issue 24.14): after a submit, every invalid
 * field at once, each a link that puts the focus in its field. It shrinks as the fields
 * are corrected and is gone when none is left. Focus stays with the form's own rule (the
 * first invalid field); the summary is what a visitor sees first, on a phone too.
 */
export function ErrorSummary({
  errors,
  onPick,
}: {
  errors: readonly SummaryError[];
  /** Focus the named field (react-hook-form's setFocus). */
  onPick: (name: string) => void;
}) {
  const headingId = useId();
  if (errors.length === 0) return null;
  return (
    <div role="group" aria-labelledby={headingId} className={form.summary} data-error-summary="">
      <p id={headingId} className={form.summaryHeading}>
        {fieldsToCorrect(errors.length)}
      </p>
      <ul className={form.summaryList}>
        {errors.map((error) => (
          <li key={error.name}>
            <a
              href={`#${error.fieldId}`}
              className={form.summaryLink}
              onClick={(event) => {
                event.preventDefault();
                onPick(error.name);
              }}
            >
              {labelText(error.label)}: {error.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * A submit button's onMouseDown: the press keeps the focus in the field being typed in.
 * Without it the press blurs that field, its on-blur message appears above the button and
 * pushes the button down before the release, so the click lands beside it: the visitor saw
 * one message per try instead of every message at once (issue 24.14). The click itself
 * submits as before; the keyboard and the form's Enter are untouched.
 */
export function keepFieldFocus(event: MouseEvent<HTMLButtonElement>) {
  event.preventDefault();
}
