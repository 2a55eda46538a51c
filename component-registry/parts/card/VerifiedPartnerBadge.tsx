"use client";

import { useId, useState } from "react";
import { VERIFIED_PARTNER_LABEL } from "@web/rules/card/verifiedPartner";
import { StrokeIcon } from "./icons";
import styles from "./VerifiedPartnerBadge.module.css";

/**
 * The Verified Partner badge with its explanation (spec 2.3) as a toggletip: a real
 * button that shows or hides the text below it on click, tap, Enter or Space, and
 * hides it on Escape or when focus leaves. No hover-only content, so it works the
 * same by touch, keyboard and mouse; the text is in the flow (never clipped by the
 * card). Render it only where showsVerifiedPartnerBadge holds.
 */
export function VerifiedPartnerBadge({ tooltip }: { tooltip: string }) {
  const [open, setOpen] = useState(false);
  const tipId = useId();
  return (
    <div
      onKeyDown={(event) => {
        if (event.key === "Escape" && open) {
          event.stopPropagation();
          setOpen(false);
        }
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        type="button"
        className={styles.badge}
        aria-expanded={open}
        aria-controls={tipId}
        onClick={() => setOpen((value) => !value)}
      >
        <StrokeIcon icon="verified" size={18} />
        {VERIFIED_PARTNER_LABEL}
        <StrokeIcon icon="info" size={16} />
      </button>
      <div id={tipId} hidden={!open} role="note" className={styles.tip}>
        <p className={styles.tipText}>{tooltip}</p>
      </div>
    </div>
  );
}
