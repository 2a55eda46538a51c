import { useState } from "react";
import type { AnyObject, ObjectSchema } from "yup";
import type { LinkAnswer } from "@web/client/reviewLinks";
import { fieldErrors } from "@web/rules/fieldErrors";

/** What a link form ends with: its answer's message, or the failure (spec 8). */
export type Outcome =
  { kind: "done"; message: string } | { kind: "failed"; message: string } | null;

/** What every link form's post answers. */
export type SentAnswer = LinkAnswer<{ message: string }>;

export function outcomeOf(answer: SentAnswer): Outcome {
  return answer.success
    ? { kind: "done", message: answer.message }
    : { kind: "failed", message: answer.error };
}

/** A link form's props: the link's token and where its outcome goes. */
export interface LinkFormProps {
  token: string;
  onOutcome: (o: Outcome) => void;
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
export function useLinkSubmit(): {
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
