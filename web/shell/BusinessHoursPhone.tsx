"use client";

import { useSyncExternalStore } from "react";
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
 */
export function BusinessHoursPhone({
  hours,
  href,
  text,
  className,
}: {
  hours: BusinessHours | null | undefined;
  href: string;
  text: string;
  className?: string;
}) {
  const open = useSyncExternalStore(
    subscribeToMinutes,
    () => isWithinBusinessHours(hours, new Date()),
    () => true,
  );
  if (open) {
    return (
      <a href={href} className={className} data-business-hours="open">
        {text}
      </a>
    );
  }
  const ranges = businessHoursRanges(
    hours,
    new Date(),
    Intl.DateTimeFormat().resolvedOptions().timeZone,
  );
  return (
    <p className={styles.outsideHours} data-business-hours="closed">
      <span>{OUTSIDE_BUSINESS_HOURS_MESSAGE}</span>
      {ranges.map((range) => (
        <span key={range} className={styles.hoursRange}>
          {range}
        </span>
      ))}
    </p>
  );
}
