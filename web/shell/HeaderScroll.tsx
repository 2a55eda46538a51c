"use client";

import { useEffect } from "react";
import { BREAKPOINTS } from "@web/rules/visibility";

/** How far the page scrolls before the header turns compact (spec 2.3, spec 4 "Header"). */
export const SCROLLED_HEADER_OFFSET_PX = 80;

/** The compact header's height, read by the page's `scroll-padding-top` (web/site/theme/brands.ts). */
export const HEADER_HEIGHT_VAR = "--site-header-height";

/**
 * Where the header has a compact variant shorter than its full height: the page types
 * and the width of SiteHeader.module.css's compact rules (below xl the header is one
 * row already). Elsewhere both variants are one height and one measurement does.
 */
const COMPACT_PAGE_TYPES = '[data-page-type="provider"], [data-page-type^="geo-"]';

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
    const wide = window.matchMedia(`(min-width: ${BREAKPOINTS.xl}px)`);
    let frame = 0;
    let scrolled: boolean | null = null;
    /** The header's height in the compact variant, where this page and width have one. */
    const measureCompact = () => {
      header.style.marginBottom = "";
      if (!wide.matches || !document.querySelector(COMPACT_PAGE_TYPES)) {
        const height = header.getBoundingClientRect().height;
        return { compact: height, full: height };
      }
      // Measuring lays the page out with the header at each height in turn, moving what
      // is below it for a moment; the browser's scroll anchoring would follow that move
      // and scroll the page (a tap landing on something else: CI run of d7224df). The
      // page's flow is the same before and after, so anchoring is off while measuring.
      const anchoring = root.style.overflowAnchor;
      root.style.overflowAnchor = "none";
      header.setAttribute("data-scrolled", "");
      const compact = header.getBoundingClientRect().height;
      header.removeAttribute("data-scrolled");
      const full = header.getBoundingClientRect().height;
      root.style.overflowAnchor = anchoring;
      return { compact, full };
    };
    const fit = () => {
      const { compact, full } = measureCompact();
      header.toggleAttribute("data-scrolled", scrolled === true);
      header.style.marginBottom = scrolled && full > compact ? `${full - compact}px` : "";
      // The theme declares the height this page most likely has (web/site/theme/brands.ts);
      // writing the same value again restyles only the root, where a new value restyles
      // every element (a custom property is inherited).
      root.style.setProperty(HEADER_HEIGHT_VAR, `${Math.ceil(compact)}px`);
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
