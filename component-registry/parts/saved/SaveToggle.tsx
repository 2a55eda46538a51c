"use client";

import type { Provider } from "@web/rules/model/types";
import { useSavedProviders, type SaveOutcome } from "./useSavedProviders";
import { HeartIcon } from "@registry/parts/card/icons";
import styles from "./SaveToggle.module.css";

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
