"use client";

import dynamic from "next/dynamic";
import { useState } from "react";
import { useHydrated } from "@web/client/useHydrated";
import { useUrlSearch } from "@web/client/urlState";
import { REVIEW_LINK_MESSAGES, type ReviewLinkPurpose } from "@web/rules/reviews/reviewConstants";
import type { Outcome } from "./linkSubmit";
import styles from "./ReviewLink.module.css";

const checking = () => <p role="status">Checking your link…</p>;

// Each purpose's form (and the yup schema it checks with) loads on its own page only,
// not with every CMS page's script.
const ProviderReviewLink = dynamic(
  () => import("./ProviderReviewLink").then((module) => module.ProviderReviewLink),
  { loading: checking },
);
const MoveInLink = dynamic(() => import("./MoveInLink").then((module) => module.MoveInLink), {
  loading: checking,
});
const DuplicateLink = dynamic(
  () => import("./DuplicateLink").then((module) => module.DuplicateLink),
  { loading: checking },
);

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
  if (!hydrated) return checking();
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
