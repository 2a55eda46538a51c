"use client";

import { useEffect, useId, useRef, useState } from "react";
import type { Promotion } from "@web/rules/model/types";
import { PROMOTION_LABEL, promotionTimeLeftLabel } from "@web/rules/card/promotionVisibility";
import { StrokeIcon } from "./icons";
import styles from "./PromotionBadge.module.css";

/**
 * The promotion badge (spec 4: a collapsed badge expands into a card on click, and
 * a close button collapses it). Render it inside a `position: relative` box (the
 * card image): the badge sits in its top-left corner and the panel covers the box,
 * so opening it moves nothing else on the page. Opening moves focus into the panel;
 * closing (close button, the badge again, or Escape) returns focus to the badge.
 * Pass the provider as the services read it (web/services: forVisitors keeps only the
 * promotions a visitor may see).
 */
export function PromotionBadge({
  promotions,
}: {
  promotions: readonly Pick<Promotion, "startsAt" | "endsAt" | "externalPromotionText">[];
}) {
  const [open, setOpen] = useState(false);
  const badgeRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const wasOpen = useRef(false);
  const panelId = useId();
  const titleId = useId();

  useEffect(() => {
    if (open) panelRef.current?.focus();
    else if (wasOpen.current) badgeRef.current?.focus();
    wasOpen.current = open;
  }, [open]);

  if (promotions.length === 0) return null;

  return (
    <>
      <div className={styles.badgeSlot}>
        <button
          ref={badgeRef}
          type="button"
          className={styles.badge}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
        >
          <StrokeIcon icon="tag" size={18} />
          {PROMOTION_LABEL}
        </button>
      </div>
      <div
        ref={panelRef}
        id={panelId}
        role="region"
        aria-labelledby={titleId}
        tabIndex={-1}
        hidden={!open}
        className={styles.panel}
        onKeyDown={(event) => {
          if (event.key === "Escape") {
            event.stopPropagation();
            setOpen(false);
          }
        }}
      >
        <div className={styles.panelHeader}>
          <p id={titleId} className={styles.panelTitle}>
            {PROMOTION_LABEL}
          </p>
          <button
            type="button"
            className={styles.close}
            aria-label="Close special offer"
            onClick={() => setOpen(false)}
          >
            <StrokeIcon icon="close" />
          </button>
        </div>
        {open
          ? promotions.map((promotion, index) => {
              const timeLeft = promotionTimeLeftLabel(promotion);
              return (
                <div key={index} className={styles.promotion}>
                  <p className={styles.promotionText}>{promotion.externalPromotionText}</p>
                  {timeLeft ? <p className={styles.timeLeft}>{timeLeft}</p> : null}
                </div>
              );
            })
          : null}
      </div>
    </>
  );
}
