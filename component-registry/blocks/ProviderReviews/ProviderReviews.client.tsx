"use client";

import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import type { Review } from "@web/rules/model/types";
import { fetchProviderReviews } from "@web/client/api";
import { reviewDateText, reviewsPage } from "@web/rules/reviews/reviews";
import { RatingStars } from "@registry/parts/card/icons";
import hidden from "@registry/parts/visuallyHidden.module.css";
import styles from "./ProviderReviews.module.css";

/** A review as the list shows it: its HTML already through the one sanitiser. */
export interface ReviewItem {
  id: string;
  title: string;
  rating: number;
  name: string;
  createdAt: string;
  contentHtml: string;
  responseHtml: string | null;
}

/** One review; the server renders the first page with it, the browser the others. */
export function ReviewEntry({ review }: { review: ReviewItem }) {
  return (
    <li className={styles.review} data-review-id={review.id}>
      <article>
        <h3 className={styles.reviewTitle}>{review.title}</h3>
        <p className={styles.reviewMeta}>
          <span className={styles.stars}>
            <RatingStars filled={review.rating} size={18} />
          </span>
          <span className={hidden.visuallyHidden}>Rated {review.rating} out of 5, </span>
          <span>
            {review.name},{" "}
            <time dateTime={review.createdAt}>{reviewDateText(review.createdAt)}</time>
          </span>
        </p>
        <div
          className={styles.reviewBody}
          dangerouslySetInnerHTML={{ __html: review.contentHtml }}
        />
        {review.responseHtml ? (
          <div className={styles.response} data-provider-response="">
            <p className={styles.responseLabel}>Response from the provider</p>
            <div dangerouslySetInnerHTML={{ __html: review.responseHtml }} />
          </div>
        ) : null}
      </article>
    </li>
  );
}

type Later = { state: "idle" | "loading" | "failed" } | { state: "ready"; reviews: ReviewItem[] };

/** The later pages' reviews from the API, through the same sanitiser (loaded with them). */
async function loadLaterReviews(providerId: string): Promise<ReviewItem[] | null> {
  const [{ data, failed }, { sanitizeHtml }] = await Promise.all([
    fetchProviderReviews(providerId),
    import("@web/rules/sanitizeHtml"),
  ]);
  if (failed) return null;
  return reviewsPage(data as Review[], 0, Math.max(1, data.length)).reviews.map((review) => ({
    id: review.id,
    title: review.title,
    rating: review.rating,
    name: review.name,
    createdAt: review.createdAt,
    contentHtml: sanitizeHtml(review.content),
    responseHtml: review.providerResponse ? sanitizeHtml(review.providerResponse) : null,
  }));
}

/**
 * The reviews' pager (spec 2.3: newest first, paged). The first page is the server's
 * HTML (`children`); the others load from the API the first time they are asked for,
 * so a provider's eighty reviews do not weigh on its page. After a page change focus
 * moves to the status line, so keyboard and screen-reader users land on the new page.
 */
export function ReviewPager({
  providerId,
  pageCount,
  pageSize,
  children,
}: {
  providerId: string;
  pageCount: number;
  pageSize: number;
  children: ReactNode;
}) {
  const [page, setPage] = useState(0);
  const [later, setLater] = useState<Later>({ state: "idle" });
  const status = useRef<HTMLParagraphElement>(null);
  const listId = useId();
  const paged = useRef(false);
  useEffect(() => {
    if (paged.current) status.current?.focus();
  }, [page, later.state]);

  const go = (next: number) => {
    paged.current = true;
    setPage(Math.min(Math.max(0, next), pageCount - 1));
    if (next > 0 && (later.state === "idle" || later.state === "failed")) {
      setLater({ state: "loading" });
      void loadLaterReviews(providerId).then((reviews) =>
        setLater(reviews ? { state: "ready", reviews } : { state: "failed" }),
      );
    }
  };

  let body: ReactNode = children;
  let statusText = `Page ${page + 1} of ${pageCount}`;
  if (page > 0) {
    if (later.state === "ready") {
      body = (
        <ol className={styles.reviews}>
          {later.reviews.slice(page * pageSize, (page + 1) * pageSize).map((review) => (
            <ReviewEntry key={review.id} review={review} />
          ))}
        </ol>
      );
    } else {
      body = null;
      statusText =
        later.state === "failed"
          ? "The reviews could not be loaded. Please try again."
          : "Loading reviews…";
    }
  }

  return (
    <div className={styles.list}>
      <p
        ref={status}
        tabIndex={-1}
        role="status"
        className={styles.pageStatus}
        data-review-page={page + 1}
      >
        {statusText}
      </p>
      <div id={listId}>{body}</div>
      {pageCount > 1 ? (
        <nav className={styles.pager} aria-label="Review pages">
          <button
            type="button"
            className={styles.pageButton}
            disabled={page === 0}
            aria-controls={listId}
            onClick={() => go(page - 1)}
          >
            Previous reviews
          </button>
          <button
            type="button"
            className={styles.pageButton}
            disabled={page >= pageCount - 1}
            aria-controls={listId}
            onClick={() => go(page + 1)}
          >
            Next reviews
          </button>
        </nav>
      ) : null}
    </div>
  );
}
