"use client";

import { useEffect } from "react";

/** How far the page scrolls before the header turns compact (spec 2.3, spec 4 "Header"). */
export const SCROLLED_HEADER_OFFSET_PX = 80;

/**
 * Marks the site header `data-scrolled` once the page has scrolled: the header's CSS
 * turns that into the compact variant on provider and geo page types only (spec 2.1
 * "Page types the header recognises"), so this leaf needs no page type. Renders nothing.
 */
export function HeaderScroll({ headerId }: { headerId: string }) {
  useEffect(() => {
    const header = document.getElementById(headerId);
    if (!header) return;
    let frame = 0;
    const update = () => {
      frame = 0;
      header.toggleAttribute("data-scrolled", window.scrollY > SCROLLED_HEADER_OFFSET_PX);
    };
    const onScroll = () => {
      frame ||= requestAnimationFrame(update);
    };
    update();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [headerId]);
  return null;
}
