"use client";

import { useRouter } from "next/navigation";
import { useCallback, useContext, useSyncExternalStore } from "react";
import type { Provider } from "@web/rules/model/types";
import { readSavedProviders } from "@web/client/savedProvidersCookie";
import { track } from "@web/client/tracker";
import { describeError, logWarning } from "@web/lib/log";
import { SAVE_TOAST_DURATION_MS, showToast } from "@registry/parts/toasts/toasts";
import { savedIdsSnapshot, storeSavedIds, subscribeSavedIds } from "./savedStore";
import { SavedContext } from "./savedContext";

export { SavedProvidersProvider } from "./savedContext";

/** The saved providers page (spec 2.1). */
const SAVED_PATH = "/saved";

/** Exact copy of spec 4 and 8. */
const SAVED_COPY = {
  saved: "Provider Successfully Saved",
  unsaved: "Provider Unsaved",
  limit: "Saved Providers Limit Reached",
  limitAction: "View Saved Providers",
  failure: "Unable to complete action. Please try again.",
} as const;

export type SaveOutcome = "saved" | "unsaved" | "limit" | "failed";

interface SavedProviders {
  /** Saved ids, oldest first; null until the browser has read the cookie (server render). */
  ids: readonly string[] | null;
  limit: number;
  isSaved(id: string): boolean;
  /**
   * Saves or unsaves, shows the toast (spec 4/8/9) and tracks 'favourited' /
   * 'unfavourited'. At the limit nothing is saved; on failure nothing changes.
   */
  toggle(provider: Pick<Provider, "id" | "name">): SaveOutcome;
}

export function useSavedProviders(): SavedProviders {
  const { limit, serverIds } = useContext(SavedContext);
  const router = useRouter();
  const ids = useSyncExternalStore(
    subscribeSavedIds,
    () => savedIdsSnapshot(limit),
    () => serverIds,
  );

  const isSaved = useCallback((id: string) => ids?.includes(id) ?? false, [ids]);

  const toggle = useCallback(
    (provider: Pick<Provider, "id" | "name">): SaveOutcome => {
      let outcome: SaveOutcome = "failed";
      try {
        // Read the cookie itself, not the render's snapshot: another tab may have changed it.
        const current = readSavedProviders(document.cookie, limit);
        if (current.includes(provider.id)) {
          storeSavedIds(current.filter((id) => id !== provider.id));
          outcome = "unsaved";
        } else if (current.length >= limit) {
          outcome = "limit";
        } else {
          storeSavedIds([...current, provider.id]);
          outcome = "saved";
        }
      } catch (error) {
        logWarning("saved providers", `saving "${provider.id}" failed`, describeError(error));
        outcome = "failed";
      }

      switch (outcome) {
        case "saved":
          showToast({
            type: "success",
            title: SAVED_COPY.saved,
            description: `${provider.name} is in your saved providers.`,
            duration: SAVE_TOAST_DURATION_MS,
          });
          track("favourited", { providerId: provider.id, providerName: provider.name });
          break;
        case "unsaved":
          showToast({
            type: "info",
            title: SAVED_COPY.unsaved,
            description: `${provider.name} was removed from your saved providers.`,
            duration: SAVE_TOAST_DURATION_MS,
          });
          track("unfavourited", { providerId: provider.id, providerName: provider.name });
          break;
        case "limit":
          router.prefetch(SAVED_PATH);
          showToast({
            type: "error",
            title: SAVED_COPY.limit,
            description: `You can save up to ${limit} providers. Remove one to save another.`,
            duration: SAVE_TOAST_DURATION_MS,
            action: { label: SAVED_COPY.limitAction, onClick: () => router.push(SAVED_PATH) },
          });
          break;
        case "failed":
          showToast({ type: "error", title: SAVED_COPY.failure, duration: SAVE_TOAST_DURATION_MS });
          break;
      }
      return outcome;
    },
    [limit, router],
  );

  return { ids, limit, isSaved, toggle };
}
