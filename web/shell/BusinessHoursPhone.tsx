"use client";

import { useSyncExternalStore, type ReactNode } from "react";
import hidden from "@registry/parts/visuallyHidden.module.css";
import {
  businessHoursRanges,
  isWithinBusinessHours,
  OUTSIDE_BUSINESS_HOURS_MESSAGE,
  type BusinessHours,
} from "@web/rules/inquiry/businessHours";
import styles from "./SiteHeader.module.css";

/** Re-check the clock every minute, so a page left open flips at closing time. */
function subscribeToMinutes(onChange: () => void) {
  const timer = setInterval(onChange, 60_000);
  return () => clearInterval(timer);
}

/**
 * A phone item that respects business hours (spec 2.3, 5, 8): inside them the phone link,
 * outside 'Get in touch with us during business hours' with the weekday and weekend ranges
 * in the visitor's time zone (spec 9). Pages are cached, so the hours are read from the
 * visitor's clock after hydration, never baked into the cached HTML: the server (and a
 * page without JavaScript) shows the phone link.
 *
 * `iconOnly` (the 56 px header below xl): the icon with the number for screen readers
 * inside the hours, and nothing outside them (the drawer's Call Us carries the note).
 */
export function BusinessHoursPhone({
  hours,
  href,
  text,
  className,
  icon,
  iconOnly = false,
}: {
  hours: BusinessHours | null | undefined;
  href: string;
  text: string;
  className?: string;
  icon?: ReactNode;
  iconOnly?: boolean;
}) {
  const open = useSyncExternalStore(
    subscribeToMinutes,
    () => isWithinBusinessHours(hours, new Date()),
    () => true,
  );
  if (open) {
    return (
      <a href={href} className={className} data-business-hours="open">
        {icon}
        {iconOnly ? <span className={hidden.visuallyHidden}>{text}</span> : text}
      </a>
    );
  }
  if (iconOnly) return null;
  const ranges = businessHoursRanges(hours, new Date());
  return (
    <p className={styles.outsideHours} data-business-hours="closed">
      <span>{OUTSIDE_BUSINESS_HOURS_MESSAGE}</span>
      <span className={styles.hoursRanges}>
        {ranges.map((range) => (
          <span key={range} className={styles.hoursRange}>
            {range}
          </span>
        ))}
      </span>
    </p>
  );
}
