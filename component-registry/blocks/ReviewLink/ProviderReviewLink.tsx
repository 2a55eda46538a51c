import { useEffect, useState } from "react";
import {
  fetchLinkedReview,
  postReviewContest,
  postReviewResponse,
  type LinkedReview,
} from "@web/client/reviewLinks";
import { providerResponseSchema, reviewContestSchema } from "@web/rules/reviews/reviewLinks";
import { reviewDateText } from "@web/rules/reviews/reviews";
import type { LinkFormProps } from "./linkSubmit";
import styles from "./ReviewLink.module.css";
import { TextForm } from "./TextForm";

/** A provider's link to a review of theirs: the review, then a response form and a contest form. */
export function ProviderReviewLink({ token, onOutcome }: LinkFormProps) {
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
