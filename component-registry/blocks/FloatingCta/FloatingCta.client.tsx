"use client";

import { useSyncExternalStore } from "react";
import { InquiryDialog } from "@registry/parts/inquiryForm/InquiryDialog";
import styles from "./FloatingCta.module.css";
import { isTruthy } from "@web/lib/truthy";

/** spec 9: the bottom popup's hide flag lives in session storage under this key. */
export const FLOATING_CTA_HIDDEN_KEY = "floatingCtaHidden";

const listeners = new Set<() => void>();
function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
function isHidden() {
  try {
    return isTruthy(window.sessionStorage.getItem(FLOATING_CTA_HIDDEN_KEY));
  } catch {
    return false;
  }
}
function hideForSession() {
  try {
    window.sessionStorage.setItem(FLOATING_CTA_HIDDEN_KEY, "true");
  } catch {
    // Storage blocked: hidden for this page only.
  }
  for (const listener of listeners) listener();
}

/**
 * The bottom bar (spec 4 "Bottom popup": closed, open, or hidden for the session): its
 * button opens the inquiry form in a modal; Dismiss hides it for the rest of the session.
 * Server-rendered hidden, shown once the browser knows it was not dismissed, so a
 * dismissed bar never flashes. It never covers the compare bar: hidden while that shows.
 */
export function FloatingCtaBar({
  message,
  ctaText,
  rollUpType,
  formId,
}: {
  message: string;
  ctaText: string;
  rollUpType: string | null;
  formId: string;
}) {
  const hidden = useSyncExternalStore(subscribe, isHidden, () => true);
  return (
    <aside className={styles.bar} aria-label="Get help" hidden={hidden} data-floating-cta="">
      <p className={styles.message}>{message}</p>
      <div className={styles.actions}>
        <InquiryDialog
          layout="fitContentModal"
          openerText={ctaText}
          openerClassName={styles.cta}
          title={ctaText}
          form={{ formId, ctaText, inquiryType: "costs", rollUpType }}
        />
        <button type="button" className={styles.dismiss} onClick={hideForSession}>
          Dismiss
        </button>
      </div>
    </aside>
  );
}
