"use client";

import { lazy, Suspense, useEffect, useId, useRef, useState, type CSSProperties } from "react";
import { useHydrated } from "@web/client/useHydrated";
import { FAUX_CHAT_TITLE } from "@web/rules/inquiry/inquiryConstants";
import styles from "./FauxChat.module.css";

// The conversation (its script, yup and the inquiry client) loads on first open only.
const loadPanel = () => import("./FauxChatPanel");
const FauxChatPanel = lazy(loadPanel);

/**
 * The bars fixed to the bottom of the viewport: the compare bar, the bottom popup
 * (FloatingCta) and the provider page's sticky inquiry bar. While one shows, the launcher
 * waits (one floating element at a time, issue 23); an open conversation sits above them.
 */
export const BOTTOM_BARS = "[data-compare-bar], [data-floating-cta], [data-sticky-inquiry-bar]";

/** How far the bars shown at the bottom of the viewport reach up, in px. */
export function bottomBarsHeight(root: Document = document): number {
  let height = 0;
  for (const bar of root.querySelectorAll<HTMLElement>(BOTTOM_BARS)) {
    if (bar.hidden || bar.getClientRects().length === 0) continue;
    const { top, bottom } = bar.getBoundingClientRect();
    const viewport = root.defaultView?.innerHeight ?? 0;
    if (bottom >= viewport - 1) height = Math.max(height, Math.ceil(viewport - top));
  }
  return height;
}

/**
 * {@link bottomBarsHeight}, kept up to date as bars come, go and change size; null until
 * first measured, so nothing shows for a frame in a bar's place.
 */
function useBottomBarsHeight(active: boolean): number | null {
  const [height, setHeight] = useState<number | null>(null);
  useEffect(() => {
    if (!active) return;
    let measuring = 0;
    let watching = 0;
    const measure = () => {
      cancelAnimationFrame(measuring);
      measuring = requestAnimationFrame(() => setHeight(bottomBarsHeight()));
    };
    if (typeof ResizeObserver !== "function") {
      measure();
      return () => cancelAnimationFrame(measuring);
    }
    const resized = new ResizeObserver(measure);
    const watch = () => {
      cancelAnimationFrame(watching);
      watching = requestAnimationFrame(() => {
        resized.disconnect();
        for (const bar of document.querySelectorAll(BOTTOM_BARS)) resized.observe(bar);
        measure();
      });
    };
    // A bar appears (the first compare pick), hides (Dismiss) or is laid out again.
    const changed = new MutationObserver(watch);
    changed.observe(document.body, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ["hidden", "class"],
    });
    watch();
    window.addEventListener("resize", measure);
    return () => {
      cancelAnimationFrame(measuring);
      cancelAnimationFrame(watching);
      changed.disconnect();
      resized.disconnect();
      window.removeEventListener("resize", measure);
    };
  }, [active]);
  return height;
}

/**
 * The faux chat's launcher (spec 9 `faux-chat`, web/site/chatWidget.ts): "Chat with an
 * advisor" in the bottom corner (at rest its icon alone, the words its accessible name,
 * so it covers no more of the page than a thumb; FauxChat.module.css), shown once the
 * page is interactive (the chat needs its script) and while no bar is fixed to the
 * bottom: the bottom popup, the compare bar or the provider page's bar is the one
 * floating element then. It opens the conversation
 * (FauxChatPanel), whose code is fetched on first open, or as soon as the pointer or
 * focus comes to the button. Hidden on SEM landing pages, where the form is the page.
 */
export function FauxChatLauncher() {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const panelId = useId();
  const launcher = useRef<HTMLButtonElement>(null);
  const inset = useBottomBarsHeight(hydrated);

  const close = () => {
    setOpen(false);
    // Back to where the visitor was: the launcher, shown again.
    requestAnimationFrame(() => launcher.current?.focus());
  };

  return (
    <div
      className={styles.chat}
      style={{ "--chat-inset": `${inset ?? 0}px` } as CSSProperties}
      data-faux-chat=""
    >
      <button
        ref={launcher}
        type="button"
        className={styles.launcher}
        hidden={!hydrated || open || inset !== 0}
        aria-haspopup="dialog"
        aria-controls={loaded ? panelId : undefined}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
          <path
            d="M4 5.5A2.5 2.5 0 0 1 6.5 3h11A2.5 2.5 0 0 1 20 5.5v8a2.5 2.5 0 0 1-2.5 2.5H10l-4.2 3.6A.5.5 0 0 1 5 19.2V16A2.5 2.5 0 0 1 4 14V5.5z"
            fill="currentColor"
          />
        </svg>
        <span className={styles.launcherLabel}>{FAUX_CHAT_TITLE}</span>
      </button>
      <Suspense fallback={null}>
        {loaded ? <FauxChatPanel id={panelId} open={open} onClose={close} /> : null}
      </Suspense>
    </div>
  );
}
