"use client";

import { useRef, type ReactNode } from "react";
import { BREAKPOINTS } from "@web/rules/visibility";
import styles from "./SiteHeader.module.css";

/** spec 2.3: a short pause before a hovered menu opens or a left one closes. */
export const HOVER_OPEN_DELAY_MS = 150;
export const HOVER_CLOSE_DELAY_MS = 300;

/**
 * A main-menu item with a sub-menu (spec 2.3 "hover dropdown on wide screens, tap toggle
 * on small ones"): a native `<details>` disclosure, so it opens by tap, click, Enter and
 * Space before JavaScript arrives. Once hydrated, a mouse hovering it on a wide screen
 * opens it after a short hover-intent delay; Escape closes it and returns focus to its
 * summary, focus leaving it closes it, and opening one closes the others.
 */
export function HeaderDropdown({
  label,
  color,
  children,
}: {
  label: string;
  color?: string | null;
  children: ReactNode;
}) {
  const details = useRef<HTMLDetailsElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const later = (open: boolean, delay: number) => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      if (details.current) details.current.open = open;
    }, delay);
  };
  const wide = () => window.matchMedia(`(min-width: ${BREAKPOINTS.xl}px)`).matches;

  return (
    <details
      ref={details}
      className={styles.menuDisclosure}
      data-header-dropdown=""
      onPointerEnter={(event) => {
        if (event.pointerType === "mouse" && wide()) later(true, HOVER_OPEN_DELAY_MS);
      }}
      onPointerLeave={(event) => {
        if (event.pointerType === "mouse" && wide()) later(false, HOVER_CLOSE_DELAY_MS);
      }}
      onToggle={(event) => {
        if (!event.currentTarget.open) return;
        for (const other of document.querySelectorAll<HTMLDetailsElement>(
          "details[data-header-dropdown][open]",
        )) {
          if (other !== event.currentTarget) other.open = false;
        }
      }}
      onKeyDown={(event) => {
        if (event.key !== "Escape" || !details.current?.open) return;
        details.current.open = false;
        details.current.querySelector("summary")?.focus();
      }}
      onBlur={(event) => {
        const next = event.relatedTarget as Node | null;
        if (next && !event.currentTarget.contains(next)) event.currentTarget.open = false;
      }}
    >
      <summary className={styles.menuSummary} style={color ? { color } : undefined}>
        {label}
        <svg
          className={styles.chevron}
          aria-hidden="true"
          focusable="false"
          viewBox="0 0 24 24"
          width="16"
          height="16"
        >
          <path d="m6 9 6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2.5" />
        </svg>
      </summary>
      {children}
    </details>
  );
}
