/**
 * The site's toasts, as the page code sees them: showToast and its options. The
 * toaster's UI (Toaster.tsx, and the dialog machinery it brings) loads only on pages
 * that show a toast: requestToaster asks the layout's ToastHost to mount it.
 */
export const TOASTER_NEEDED_EVENT = "app:toaster-needed";

declare global {
  interface Window {
    __toasterNeeded?: boolean;
  }
}

export function requestToaster(): void {
  if (typeof window === "undefined" || window.__toasterNeeded) return;
  window.__toasterNeeded = true;
  window.dispatchEvent(new Event(TOASTER_NEEDED_EVENT));
}

/** Spec 9: toasts for saving and unsaving. */
export const SAVE_TOAST_DURATION_MS = 5000;
/** Spec 8/9: copy-link toasts. */
export const COPY_TOAST_DURATION_MS = 3000;

export type ToastKind = "success" | "info" | "error";

export interface ShowToastOptions {
  type: ToastKind;
  title: string;
  description?: string;
  /** How long the toast stays, in ms. */
  duration: number;
  /** An optional button inside the toast (e.g. 'View Saved Providers'). */
  action?: { label: string; onClick: () => void };
  /** Shows the close button; default true. */
  closable?: boolean;
}

/**
 * Shows a toast (spec 4: one at a time, a new one closes the previous). Chakra's
 * toaster (./toaster) is loaded on the first toast, so pages do not download it
 * up front; the layout's ToastHost mounts its UI at the same moment.
 */
export function showToast(options: ShowToastOptions): void {
  requestToaster();
  void import("./Toaster").then(({ showToastNow }) => showToastNow(options));
}
