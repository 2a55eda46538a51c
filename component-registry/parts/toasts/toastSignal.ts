/**
 * Asks the layout's ToastHost to mount the toaster. The toaster's UI (and the
 * dialog machinery it brings) loads only on pages that show a toast.
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
