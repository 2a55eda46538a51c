"use client";

import { useEffect } from "react";

/** The room left between a focused element and the bar above which it is scrolled. */
const CLEARANCE_PX = 8;

/**
 * WCAG 2.2 2.4.11 (focus not obscured) for the provider page's bottom bar: the browser
 * scrolls a newly focused element into view only when it is off the screen, not when it
 * is on the screen but under a fixed bar. This scrolls it clear of the bar. Renders
 * nothing; does nothing while the bar is hidden (from lg, or while a dialog is open).
 */
export function KeepFocusAboveBar({ barId }: { barId: string }) {
  useEffect(() => {
    const onFocus = (event: FocusEvent) => {
      const bar = document.getElementById(barId);
      const target = event.target;
      if (!bar || !(target instanceof Element) || bar.contains(target)) return;
      const style = getComputedStyle(bar);
      if (style.display === "none" || style.visibility === "hidden") return;
      const barTop = bar.getBoundingClientRect().top;
      const box = target.getBoundingClientRect();
      if (box.bottom > barTop && box.top < window.innerHeight) {
        window.scrollBy({ top: box.bottom - barTop + CLEARANCE_PX, behavior: "instant" });
      }
    };
    document.addEventListener("focusin", onFocus);
    return () => document.removeEventListener("focusin", onFocus);
  }, [barId]);
  return null;
}
