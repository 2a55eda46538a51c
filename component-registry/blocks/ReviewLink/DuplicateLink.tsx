import { postDuplicateDecision } from "@web/client/reviewLinks";
import { outcomeOf, useLinkSubmit, type LinkFormProps } from "./linkSubmit";
import styles from "./ReviewLink.module.css";

/** A reviewer's link about a second review of the same provider: keep both, or withdraw the new one. */
export function DuplicateLink({ token, onOutcome }: LinkFormProps) {
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
