"use client";

import { useEffect } from "react";
import { DEFERRED_SECTION_ATTRIBUTE } from "./deferredSection";

/** The element a fragment (`#id`, percent-encoded or not) names, if any. */
function fragmentTarget(hash: string | null): HTMLElement | null {
  if (!hash || hash.length < 2 || !hash.startsWith("#")) return null;
  let id = hash.slice(1);
  try {
    id = decodeURIComponent(id);
  } catch {
    // A malformed escape: the id as written.
  }
  return document.getElementById(id);
}

/**
 * Keeps an in-page jump's target where the jump put it while the deferred sections
 * above it take their real size (issue 23). A deferred section (BlockSection's
 * `deferred`) holds a placeholder height until it comes near the viewport; a jump
 * brings the sections just above its target near, and their growth from placeholder to
 * real size would push the target down (by up to 1,800 px on a phone; the browser's
 * scroll anchoring picks the section above, whose end is in view under the header).
 * So after a jump (the address's fragment when the page loads, a fragment link, a
 * hash change) every size change of a deferred section scrolls the target back to the
 * top, below the header (the page's scroll-padding), before the frame is painted
 * (ResizeObserver runs after layout). The visitor's own input (a press, a key, the
 * wheel, a touch) ends the hold, and so does any scroll that is not the hold's own (an
 * assistive technology bringing content into view): nothing is scrolled under anyone's
 * hands. Renders nothing.
 */
export function KeepJumpTarget() {
  useEffect(() => {
    let target: HTMLElement | null = fragmentTarget(window.location.hash);
    // Where the jump (or the last realignment) left the page; null: where the jump under
    // way will leave it (the next scroll).
    let held: number | null = window.scrollY;
    const release = () => {
      target = null;
    };
    const realign = () => {
      if (!target?.isConnected) return;
      target.scrollIntoView({ block: "start", behavior: "instant" });
      held = window.scrollY;
    };
    // A scroll that is not ours (an assistive technology's, a script's) ends it too.
    const onScroll = () => {
      if (held === null) held = window.scrollY;
      else if (target && Math.abs(window.scrollY - held) > 1) release();
    };
    // A fragment link followed (after the press that released the hold) or a new hash.
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented) return;
      const link = (event.target as Element | null)?.closest?.("a[href^='#']");
      const linked = fragmentTarget(link?.getAttribute("href") ?? null);
      if (!linked) return;
      target = linked;
      // The browser scrolls to it after this listener.
      held = null;
    };
    const onHashChange = () => {
      target = fragmentTarget(window.location.hash);
      held = null;
    };
    const sizes = new ResizeObserver(realign);
    for (const section of document.querySelectorAll(`[${DEFERRED_SECTION_ATTRIBUTE}]`)) {
      sizes.observe(section);
    }
    const input = ["pointerdown", "keydown", "wheel", "touchstart"] as const;
    for (const type of input)
      window.addEventListener(type, release, { capture: true, passive: true });
    document.addEventListener("click", onClick);
    window.addEventListener("hashchange", onHashChange);
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      sizes.disconnect();
      for (const type of input) window.removeEventListener(type, release, { capture: true });
      document.removeEventListener("click", onClick);
      window.removeEventListener("hashchange", onHashChange);
    };
  }, []);
  return null;
}
