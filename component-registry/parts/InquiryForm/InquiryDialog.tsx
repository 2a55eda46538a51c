"use client";

import dynamic from "next/dynamic";
import { useId, useRef, useState, useSyncExternalStore } from "react";
import type { InquiryFormProps } from "./InquiryForm";
import styles from "./InquiryForm.module.css";
import { InquiryResultDialog, type InquiryModalOutcome } from "./InquiryResultDialog";
import { useInquirySettings } from "./InquirySettings";

/**
 * The form's code (react-hook-form, yup) loads when a modal first opens, not with the
 * page: the header and every provider card carry an opener.
 */
const InquiryForm = dynamic(() => import("./InquiryForm").then((module) => module.InquiryForm), {
  loading: () => (
    <p role="status" className={styles.loading}>
      Loading the form…
    </p>
  ),
});

const subscribeToNothing = () => () => undefined;

export interface InquiryDialogProps {
  /** spec 2.3: a full-page modal, or one as wide as its content. */
  layout: "fullPageModal" | "fitContentModal";
  /** The opener's text. */
  openerText: string;
  openerClassName?: string;
  /** Extra description of the opener (a card's title, so the button says which provider). */
  openerDescribedBy?: string;
  /** The dialog's heading. */
  title: string;
  /**
   * Where the opener leads before JavaScript runs (and without it): a page holding an
   * inline form. Without it, see `prerender`.
   */
  fallbackHref?: string | null;
  /**
   * Render the form in the closed dialog on the server: the opener then works without
   * JavaScript through the browser's invoker commands (`commandfor`/`command`), at the
   * cost of loading the form's code with the page.
   */
  prerender?: boolean;
  form: Omit<InquiryFormProps, "layout" | "onModalOutcome" | "autoFocus" | "labelledBy">;
}

/** Invoker-command attributes (HTML's declarative dialog controls; React passes them through). */
function invoker(command: "show-modal" | "close", target: string) {
  return { command, commandfor: target } as Record<string, string>;
}

/**
 * A button that opens the inquiry form in a native modal `<dialog>` (spec 2.3: full-page
 * or fit-content): showModal() traps focus and makes the page behind it inert, Escape
 * closes it, and focus goes back to the button. After a success with a provider in the
 * answer the dialog closes first and the costs or thank-you modal opens (spec 4).
 */
export function InquiryDialog({
  layout,
  openerText,
  openerClassName,
  openerDescribedBy,
  title,
  fallbackHref,
  prerender = false,
  form,
}: InquiryDialogProps) {
  const settings = useInquirySettings();
  const dialogId = useId();
  const titleId = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const [opened, setOpened] = useState(false);
  const [result, setResult] = useState<InquiryModalOutcome | null>(null);
  const interactive = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );

  const open = () => {
    setOpened(true);
    if (dialog.current && !dialog.current.open) dialog.current.showModal();
  };

  const onModalOutcome = (outcome: InquiryModalOutcome) => {
    dialog.current?.close();
    setResult(outcome);
  };

  const openerButton =
    !interactive && fallbackHref && !prerender ? (
      <a href={fallbackHref} className={openerClassName} aria-describedby={openerDescribedBy}>
        {openerText}
      </a>
    ) : (
      <button
        ref={opener}
        type="button"
        className={openerClassName}
        aria-haspopup="dialog"
        aria-describedby={openerDescribedBy}
        data-inquiry-opener=""
        {...invoker("show-modal", dialogId)}
        onClick={(event) => {
          // JavaScript opens the dialog itself (and loads the form); the browser's own
          // command is for pages without it.
          event.preventDefault();
          open();
        }}
      >
        {openerText}
      </button>
    );

  return (
    <>
      {openerButton}
      <dialog
        ref={dialog}
        id={dialogId}
        aria-labelledby={titleId}
        className={`${styles.dialog} ${layout === "fullPageModal" ? styles.fullPage : styles.fitContent}`}
        data-inquiry-dialog={layout}
        onClose={() => {
          if (document.activeElement === document.body || !document.activeElement) {
            opener.current?.focus();
          }
        }}
        onClick={(event) => {
          // A click on the backdrop (the dialog element itself, outside its body) closes it.
          if (event.target === dialog.current) dialog.current?.close();
        }}
      >
        <div className={styles.dialogBody}>
          <div className={styles.dialogHeader}>
            <h2 id={titleId} className={styles.dialogTitle}>
              {title}
            </h2>
            <button
              type="button"
              className={styles.close}
              {...invoker("close", dialogId)}
              onClick={(event) => {
                event.preventDefault();
                dialog.current?.close();
              }}
            >
              Close
            </button>
          </div>
          {prerender || opened ? (
            <InquiryForm
              {...form}
              layout="modal"
              labelledBy={titleId}
              autoFocus={opened}
              onModalOutcome={onModalOutcome}
            />
          ) : null}
        </div>
      </dialog>
      {result ? (
        <InquiryResultDialog
          outcome={result}
          thankYouTitle={settings.thankYouTitle}
          onClose={() => {
            setResult(null);
            opener.current?.focus();
          }}
        />
      ) : null}
    </>
  );
}
