"use client";

import { useId, useRef, type ReactNode } from "react";
import {
  closeOnBackdrop,
  DialogCloseButton,
  invoker,
  showModal,
} from "@registry/parts/nativeDialog";
import hidden from "@registry/parts/visuallyHidden.module.css";
import { HeaderIcon } from "./HeaderIcon";
import styles from "./SiteHeader.module.css";

/**
 * The 56 px header's search (below xl, issue 23): a button that opens the predictive
 * search in a sheet at the top of the screen, a native modal `<dialog>` (focus stays
 * inside, Escape and the backdrop close it, focus returns to the button). The button
 * opens it without JavaScript too (an invoker command); once hydrated, opening it puts
 * the cursor in the search box.
 */
export function HeaderSearchDialog({ label, children }: { label: string; children: ReactNode }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const id = `header-search-${useId().replace(/[^a-zA-Z0-9_-]/g, "")}`;
  return (
    <>
      <button
        type="button"
        className={styles.iconButton}
        aria-haspopup="dialog"
        data-header-search-opener=""
        {...invoker("show-modal", id)}
        onClick={(event) => {
          event.preventDefault();
          if (!showModal(dialog.current)) return;
          dialog.current?.querySelector<HTMLInputElement>("input")?.focus();
        }}
      >
        <HeaderIcon name="search" />
        <span className={hidden.visuallyHidden}>Search</span>
      </button>
      <dialog
        id={id}
        ref={dialog}
        className={styles.searchSheet}
        aria-labelledby={`${id}-title`}
        data-header-search-dialog=""
        onClick={closeOnBackdrop}
      >
        <div className={styles.searchSheetBody}>
          <div className={styles.searchSheetTop}>
            <h2 id={`${id}-title`} className={styles.searchSheetTitle}>
              {label}
            </h2>
            <DialogCloseButton dialog={dialog} dialogId={id} className={styles.sheetClose} />
          </div>
          {children}
        </div>
      </dialog>
    </>
  );
}
