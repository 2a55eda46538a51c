"use client";

import { useEffect, useId, useRef, useState } from "react";
import { reviewsPage } from "@web/rules/reviews";
import { RatingStars } from "@registry/parts/card/icons";
import hidden from "@registry/parts/visuallyHidden.module.css";
import styles from "./ProviderReviews.module.css";

/** A review as the list shows it: its HTML already through the one sanitiser. */
export interface ReviewItem {
  id: string;
  name: string;
  title: string;
  rating: number;
  dateText: string;
  dateTime: string;
  contentHtml: string;
  responseHtml: string | null;
}

/**
 * The reviews newest first, a page at a time (Previous / Next). After a page change
 * focus moves to the page's status line, so keyboard and screen-reader users land
 * on the new page.
 */
export function ReviewList({
  reviews,
  pageSize,
}: {
  reviews: readonly ReviewItem[];
  pageSize: number;
}) {
  const [page, setPage] = useState(0);
  const status = useRef<HTMLParagraphElement>(null);
  const listId = useId();
  const current = reviewsPage(
    reviews.map((review) => ({ ...review, createdAt: review.dateTime })),
    page,
    pageSize,
  );
  const paged = useRef(false);
  useEffect(() => {
    if (paged.current) status.current?.focus();
  }, [page]);
  const go = (next: number) => {
    paged.current = true;
    setPage(next);
  };
  return (
    <div className={styles.list}>
      <p
        ref={status}
        tabIndex={-1}
        className={styles.pageStatus}
        data-review-page={current.page + 1}
      >
        Page {current.page + 1} of {current.pageCount}
      </p>
      <ol id={listId} className={styles.reviews}>
        {current.reviews.map((review) => (
          <li key={review.id} className={styles.review} data-review-id={review.id}>
            <article>
              <h3 className={styles.reviewTitle}>{review.title}</h3>
              <p className={styles.reviewMeta}>
                <span className={styles.stars}>
                  <RatingStars filled={review.rating} size={18} />
                </span>
                <span className={hidden.visuallyHidden}>Rated {review.rating} out of 5, </span>
                <span>
                  {review.name}, <time dateTime={review.dateTime}>{review.dateText}</time>
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
        ))}
      </ol>
      {current.pageCount > 1 ? (
        <nav className={styles.pager} aria-label="Review pages">
          <button
            type="button"
            className={styles.pageButton}
            disabled={current.page === 0}
            aria-controls={listId}
            onClick={() => go(current.page - 1)}
          >
            Previous reviews
          </button>
          <button
            type="button"
            className={styles.pageButton}
            disabled={current.page >= current.pageCount - 1}
            aria-controls={listId}
            onClick={() => go(current.page + 1)}
          >
            Next reviews
          </button>
        </nav>
      ) : null}
    </div>
  );
}
