import type { MouseEvent, RefObject } from "react";

/**
 * The plumbing of the native modal `<dialog>`s (the inquiry modal, the review modal,
 * the accommodations modal): showModal() traps focus and makes the page behind it
 * inert, Escape closes it, and HTML's invoker commands open and close it before (or
 * without) JavaScript.
 */

/** Invoker-command attributes (HTML's declarative dialog controls; React passes them through). */
export function invoker(command: "show-modal" | "close", target: string) {
  return { command, commandfor: target } as Record<string, string>;
}

/** Shows the dialog as a modal unless it is open already; false when there is none. */
export function showModal(dialog: HTMLDialogElement | null): boolean {
  if (!dialog) return false;
  if (!dialog.open) dialog.showModal();
  return true;
}

/** The dialog's onClick: a click on the backdrop (the element itself, outside its body) closes it. */
export function closeOnBackdrop(event: MouseEvent<HTMLDialogElement>): void {
  if (event.target === event.currentTarget) event.currentTarget.close();
}

/**
 * The dialog header's Close button. With the dialog's id it closes the dialog without
 * JavaScript too (an invoker command); JavaScript closes it itself.
 */
export function DialogCloseButton({
  dialog,
  dialogId,
  className,
}: {
  dialog: RefObject<HTMLDialogElement | null>;
  dialogId?: string;
  className?: string;
}) {
  return (
    <button
      type="button"
      className={className}
      {...(dialogId ? invoker("close", dialogId) : {})}
      onClick={(event) => {
        event.preventDefault();
        dialog.current?.close();
      }}
    >
      Close
    </button>
  );
}
