"use client";

import { useEffect, useRef } from "react";
import styles from "./CompareCheckbox.module.css";
import { useCompare } from "./CompareProvider";

/**
 * The card's Compare checkbox (spec 2.3, 4): a native checkbox, so it is announced,
 * toggled with Space and submitted like any other. It reads 'Compare' on screen and
 * 'Compare {provider name}' to assistive technology (the visible word comes first,
 * WCAG 2.5.3). At the limit the add is refused: the box stays unchecked and the
 * 'Too many selections' dialog opens. It gets only the provider's id and name: the
 * compare views read the rest from the CompareProvider (the page's results).
 */
export function CompareCheckbox({ provider }: { provider: { id: string; name: string } }) {
  const { isSelected, add, remove } = useCompare();
  const checked = isSelected(provider.id);
  const input = useRef<HTMLInputElement>(null);
  // The box is in the server's HTML before its script runs: a tick made then (a quick
  // tap on a slow phone) is still on the box when it hydrates (React keeps it), so it
  // is added now rather than lost at the next render.
  const hydrated = useRef(false);
  useEffect(() => {
    if (hydrated.current) return;
    hydrated.current = true;
    if (input.current?.checked && !isSelected(provider.id)) add(provider);
  }, [add, isSelected, provider]);
  return (
    <label className={styles.label} data-compare-checkbox={provider.id}>
      <input
        ref={input}
        type="checkbox"
        className={styles.checkbox}
        checked={checked}
        onChange={(event) => {
          if (event.currentTarget.checked) add(provider);
          else remove(provider.id);
        }}
        aria-label={`Compare ${provider.name}`}
      />
      <span>Compare</span>
    </label>
  );
}
