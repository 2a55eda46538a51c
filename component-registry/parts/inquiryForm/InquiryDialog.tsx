"use client";

import {
  lazy,
  Suspense,
  useEffect,
  useId,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from "react";
import {
  closeOnBackdrop,
  DialogCloseButton,
  invoker,
  showModal as showNativeModal,
} from "@registry/parts/nativeDialog";
import { InquiryDialogContext } from "./InquiryDialogContext";
import type { InquiryFormProps } from "./InquiryForm";
import styles from "./InquiryForm.module.css";
import { InquiryResultDialog, type InquiryModalOutcome } from "./InquiryResultDialog";
import { useInquirySettings } from "./InquirySettings";

/**
 * The form's code (react-hook-form, yup) loads when a modal first opens, not with the
 * page: the header and every provider card carry an opener. React.lazy rather than
 * next/dynamic: Turbopack's loadable manifest names a chunk it does not emit when the
 * form is also imported statically on the page (an inline block), and the server's
 * preload of that chunk is a 404. Never server-rendered: a suspended boundary streams
 * its content behind a script, which a page without JavaScript never runs.
 */
const InquiryForm = lazy(() =>
  import("./InquiryForm").then((module) => ({ default: module.InquiryForm })),
);

const subscribeToNothing = () => () => undefined;

interface InquiryDialogProps {
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
   * inline form. Not needed with `children`.
   */
  fallbackHref?: string | null;
  /**
   * Hide the opener while keeping the dialogs: a blurred price that a costs inquiry has
   * just unlocked still shows its costs modal.
   */
  openerHidden?: boolean;
  /** Where focus goes when the result modal closes and the opener is hidden. */
  onResultClosed?: () => void;
  /**
   * A button outside this component that opens the dialog (a server-rendered card's,
   * CardControls.tsx): no opener of its own is rendered, the dialog opens when mounted
   * and again whenever `openRequest` changes, and focus goes back to that button.
   */
  externalOpener?: { element: HTMLElement; openRequest: number };
  /** The form to load when the dialog first opens. */
  form?: Omit<InquiryFormProps, "layout" | "onModalOutcome" | "autoFocus" | "labelledBy">;
  /**
   * Or the form itself, rendered by the server inside the closed dialog: the opener then
   * works without JavaScript through the browser's invoker commands
   * (`commandfor`/`command`), at the cost of loading the form's code with the page.
   */
  children?: ReactNode;
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
  openerHidden = false,
  onResultClosed,
  externalOpener,
  form,
  children,
}: InquiryDialogProps) {
  const prerendered = children !== undefined;
  const settings = useInquirySettings();
  const dialogId = useId();
  const titleId = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const ownOpener = useRef<HTMLButtonElement>(null);
  const opener = externalOpener ? { current: externalOpener.element } : ownOpener;
  const [opened, setOpened] = useState(externalOpener !== undefined);
  const [result, setResult] = useState<InquiryModalOutcome | null>(null);
  const interactive = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );

  const showModal = (element: HTMLDialogElement) => {
    if (element.open) return;
    showNativeModal(element);
    // A form already in the dialog gets focus on its first field (a loaded one focuses
    // itself when it mounts).
    element.querySelector<HTMLElement>("form select, form input:not([type='hidden'])")?.focus();
  };

  // The <dialog> itself is rendered from the first open on (or with the page when it
  // holds a server-rendered form): a page of twenty cards carries twenty openers, not
  // twenty empty dialogs in its HTML and RSC payload. Opening before it exists mounts
  // it, and it is shown once it is in the document.
  const showWhenMounted = useRef(externalOpener !== undefined);
  const dialogRendered = prerendered || opened;
  useEffect(() => {
    if (!dialogRendered || !showWhenMounted.current || !dialog.current) return;
    showWhenMounted.current = false;
    showModal(dialog.current);
  });

  const open = () => {
    setOpened(true);
    if (dialog.current) showModal(dialog.current);
    else showWhenMounted.current = true;
  };

  const onModalOutcome = (outcome: InquiryModalOutcome) => {
    dialog.current?.close();
    setResult(outcome);
  };

  // An external opener mounts this dialog when pressed first (opened, shown once in the
  // document, above); each later press asks again.
  const openRequest = externalOpener?.openRequest ?? 0;
  useEffect(() => {
    if (openRequest > 0 && dialog.current) showModal(dialog.current);
    // showModal reads only the element: a new request is what matters.
  }, [openRequest]);

  const openerButton = externalOpener ? null : !interactive && fallbackHref && !prerendered ? (
    <a
      href={fallbackHref}
      className={openerClassName}
      aria-describedby={openerDescribedBy}
      hidden={openerHidden}
    >
      {openerText}
    </a>
  ) : (
    <button
      ref={ownOpener}
      type="button"
      className={openerClassName}
      aria-haspopup="dialog"
      aria-describedby={openerDescribedBy}
      hidden={openerHidden}
      data-inquiry-opener=""
      {...(prerendered ? invoker("show-modal", dialogId) : {})}
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
      {dialogRendered ? (
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
          onClick={closeOnBackdrop}
        >
          <div className={styles.dialogBody}>
            <div className={styles.dialogHeader}>
              <h2 id={titleId} className={styles.dialogTitle}>
                {title}
              </h2>
              <DialogCloseButton dialog={dialog} dialogId={dialogId} className={styles.close} />
            </div>
            <InquiryDialogContext.Provider value={{ titleId, opened, onModalOutcome }}>
              {prerendered ? (
                children
              ) : opened && form ? (
                <Suspense
                  fallback={
                    <p role="status" className={styles.loading}>
                      Loading the form…
                    </p>
                  }
                >
                  <InquiryForm {...form} />
                </Suspense>
              ) : null}
            </InquiryDialogContext.Provider>
          </div>
        </dialog>
      ) : null}
      {result ? (
        <InquiryResultDialog
          outcome={result}
          thankYouTitle={settings.thankYouTitle}
          onClose={() => {
            setResult(null);
            if (openerHidden && onResultClosed) onResultClosed();
            else opener.current?.focus();
          }}
        />
      ) : null}
    </>
  );
}
