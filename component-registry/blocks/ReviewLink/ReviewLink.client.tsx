"use client";

import { useState } from "react";
import { useHydrated } from "@web/client/useHydrated";
import { useUrlSearch } from "@web/client/urlState";
import { REVIEW_LINK_MESSAGES, type ReviewLinkPurpose } from "@web/rules/reviews/reviewLinks";
import { DuplicateLink } from "./DuplicateLink";
import type { Outcome } from "./linkSubmit";
import { MoveInLink } from "./MoveInLink";
import { ProviderReviewLink } from "./ProviderReviewLink";
import styles from "./ReviewLink.module.css";

function Failure({ message }: { message: string }) {
  return (
    <p role="alert" className={styles.error}>
      {message}
    </p>
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
