"use client";

import type { Provider } from "@web/directory/types";
import { useSavedProviders, type SaveOutcome } from "./SavedProvidersProvider";
import styles from "./SaveToggle.module.css";

function HeartIcon({ filled }: { filled: boolean }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width="26"
      height="26"
      viewBox="0 0 24 24"
      fill={filled ? "currentColor" : "none"}
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M12 20.5s-7.5-4.6-9.6-9.3C.9 7.9 3 4.5 6.4 4.1c2.1-.3 4 .8 5.6 2.8 1.6-2 3.5-3.1 5.6-2.8 3.4.4 5.5 3.8 4 7.1-2.1 4.7-9.6 9.3-9.6 9.3z" />
    </svg>
  );
}

/**
 * The save toggle of a provider card (spec 4): a real toggle button whose
 * name stays "Save {name}" while aria-pressed says whether it is saved (the
 * WAI-ARIA toggle-button pattern: the label does not change with the state).
 * 44 px target; heart outline when unsaved, filled when saved.
 */
export function SaveToggle({
  provider,
  onToggle,
}: {
  provider: Pick<Provider, "id" | "name">;
  /** Called after each press with what happened. */
  onToggle?: (outcome: SaveOutcome) => void;
}) {
  const { ids, isSaved, toggle } = useSavedProviders();
  const saved = isSaved(provider.id);
  return (
    <button
      type="button"
      className={styles.toggle}
      aria-pressed={saved}
      aria-label={`Save ${provider.name}`}
      data-saved={saved ? "true" : "false"}
      data-ready={ids === null ? "false" : "true"}
      onClick={() => {
        const outcome = toggle(provider);
        onToggle?.(outcome);
      }}
    >
      <HeartIcon filled={saved} />
    </button>
  );
}
