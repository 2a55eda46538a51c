import {
  COPY_TOAST_DURATION_MS,
  showToast,
  type ShowToastOptions,
} from "@registry/parts/toasts/toasts";

/** spec 8: the copy-link toasts (3 seconds; the success toast can be closed). */
export const COPY_LINK_SUCCESS = "Copied the link to this page!";
export const COPY_LINK_FAILURE = "Sorry! This browser does not support copying to the clipboard";

type ShareOutcome = "shared" | "cancelled" | "copied" | "copy-failed";

/** The parts of `navigator` the share action uses (stubbed in tests). */
interface ShareNavigator {
  share?: (data: ShareData) => Promise<void>;
  clipboard?: Pick<Clipboard, "writeText">;
}

/** A share the visitor dismissed: spec 8 ignores it silently. */
function isShareCancelled(error: unknown): boolean {
  return (
    typeof error === "object" &&
    error !== null &&
    "name" in error &&
    (error as { name?: unknown }).name === "AbortError"
  );
}

/**
 * 'Share Results' (spec 2.3, 8): the browser's share dialog when there is one, else
 * the page link copied to the clipboard with a toast either way. A cancelled share is
 * ignored silently; any other share error is rethrown (the caller logs it).
 */
export async function shareResults(
  url: string,
  nav: ShareNavigator | undefined = typeof navigator === "undefined" ? undefined : navigator,
  notify: (options: ShowToastOptions) => unknown = showToast,
): Promise<ShareOutcome> {
  if (typeof nav?.share === "function") {
    try {
      await nav.share({ url });
      return "shared";
    } catch (error) {
      if (isShareCancelled(error)) return "cancelled";
      throw error;
    }
  }
  try {
    if (typeof nav?.clipboard?.writeText !== "function") throw new Error("no clipboard");
    await nav.clipboard.writeText(url);
    notify({
      type: "success",
      title: COPY_LINK_SUCCESS,
      duration: COPY_TOAST_DURATION_MS,
      closable: true,
    });
    return "copied";
  } catch {
    notify({
      type: "error",
      title: COPY_LINK_FAILURE,
      duration: COPY_TOAST_DURATION_MS,
      closable: true,
    });
    return "copy-failed";
  }
}
