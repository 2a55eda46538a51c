"use client";

import { useEffect } from "react";

/** How far the page scrolls before the header turns compact (spec 2.3, spec 4 "Header"). */
export const SCROLLED_HEADER_OFFSET_PX = 80;

/** The compact header's height, read by the page's `scroll-padding-top` (web/site/theme/brands.ts). */
export const HEADER_HEIGHT_VAR = "--site-header-height";

/**
 * Marks the site header `data-scrolled` once the page has scrolled: the header's CSS
 * turns that into the compact variant on provider and geo page types only (spec 2.1
 * "Page types the header recognises"), so this leaf needs no page type. Renders nothing.
 *
 * Two things keep the fixed header out of a visitor's way:
 * - While compact it keeps its full height in the page's flow (the difference as a
 *   bottom margin), so turning compact moves nothing under a finger that is about to tap.
 * - Its compact height is published as {@link HEADER_HEIGHT_VAR}, so keyboard focus, an
 *   anchor jump or scrollIntoView stops below the header (WCAG 2.2 2.4.11, focus not obscured).
 * Both heights are measured again whenever the header's size changes (a resize, the
 * business-hours note appearing after hydration or at closing time).
 */
export function HeaderScroll({ headerId }: { headerId: string }) {
  useEffect(() => {
    const header = document.getElementById(headerId);
    if (!header) return;
    const root = document.documentElement;
    let frame = 0;
    let scrolled: boolean | null = null;
    const fit = () => {
      // Measuring lays the page out with the header at each height in turn, moving what
      // is below it for a moment; the browser's scroll anchoring would follow that move
      // and scroll the page (a tap landing on something else: CI run of d7224df). The
      // page's flow is the same before and after, so anchoring is off while measuring.
      const anchoring = root.style.overflowAnchor;
      root.style.overflowAnchor = "none";
      // Both variants measured with no margin, then the current one restored.
      header.style.marginBottom = "";
      header.setAttribute("data-scrolled", "");
      const compact = header.getBoundingClientRect().height;
      header.removeAttribute("data-scrolled");
      const full = header.getBoundingClientRect().height;
      header.toggleAttribute("data-scrolled", scrolled === true);
      header.style.marginBottom = scrolled && full > compact ? `${full - compact}px` : "";
      root.style.setProperty(HEADER_HEIGHT_VAR, `${Math.ceil(compact)}px`);
      root.style.overflowAnchor = anchoring;
    };
    const update = () => {
      frame = 0;
      const now = window.scrollY > SCROLLED_HEADER_OFFSET_PX;
      if (now === scrolled) return;
      scrolled = now;
      fit();
    };
    const onScroll = () => {
      frame ||= requestAnimationFrame(update);
    };
    update();
    // fit() restores the size it found, so its own measuring does not notify again.
    const resized = new ResizeObserver(fit);
    resized.observe(header);
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      resized.disconnect();
      window.removeEventListener("scroll", onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [headerId]);
  return null;
}
