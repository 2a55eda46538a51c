"use client";

import dynamic from "next/dynamic";
import { useEffect, useId, useRef, useState } from "react";
import { WRITE_A_REVIEW_LABEL } from "@web/rules/provider/providerPage";
import { NEW_REVIEW_HASH } from "@web/rules/reviews/reviewConstants";
import { closeOnBackdrop, DialogCloseButton, showModal } from "@registry/parts/nativeDialog";
import styles from "./ProviderReviews.module.css";

/** The form's code (react-hook-form, yup) loads when the modal first opens, not with the page. */
const ReviewForm = dynamic(() => import("./ReviewForm").then((module) => module.ReviewForm), {
  loading: () => (
    <p role="status" className={styles.loading}>
      Loading the form…
    </p>
  ),
});

function setHash(hash: string | null) {
  const { pathname, search } = window.location;
  window.history.replaceState(
    window.history.state,
    "",
    `${pathname}${search}${hash ? `#${hash}` : ""}`,
  );
}

/**
 * Write a review (spec 2.3) opening the review modal, a native modal <dialog>: focus
 * stays in it, Escape closes it, focus returns to the button. spec 2.2: the hash is
 * #newreview while it is open, and a page opened at #newreview opens it.
 */
export function WriteReview({
  providerId,
  providerName,
  careTypes,
}: {
  providerId: string;
  providerName: string;
  careTypes: readonly string[];
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const [opened, setOpened] = useState(false);

  useEffect(() => {
    const openFromHash = () => {
      if (window.location.hash === `#${NEW_REVIEW_HASH}` && dialog.current) {
        setOpened(true);
        showModal(dialog.current);
      }
    };
    openFromHash();
    window.addEventListener("hashchange", openFromHash);
    return () => window.removeEventListener("hashchange", openFromHash);
  }, []);

  const open = () => {
    setOpened(true);
    showModal(dialog.current);
    setHash(NEW_REVIEW_HASH);
  };

  return (
    <>
      <button
        ref={opener}
        type="button"
        className={styles.writeReview}
        aria-haspopup="dialog"
        onClick={open}
        data-write-review=""
      >
        {WRITE_A_REVIEW_LABEL}
      </button>
      <dialog
        ref={dialog}
        aria-labelledby={titleId}
        className={styles.dialog}
        data-review-dialog=""
        onClose={() => {
          if (window.location.hash === `#${NEW_REVIEW_HASH}`) setHash(null);
          opener.current?.focus();
        }}
        onClick={closeOnBackdrop}
      >
        <div className={styles.dialogBody}>
          <div className={styles.dialogHeader}>
            <h2 id={titleId} className={styles.dialogTitle}>
              Review {providerName}
            </h2>
            <DialogCloseButton dialog={dialog} className={styles.close} />
          </div>
          {opened ? (
            <ReviewForm providerId={providerId} careTypes={careTypes} labelledBy={titleId} />
          ) : null}
        </div>
      </dialog>
    </>
  );
}
