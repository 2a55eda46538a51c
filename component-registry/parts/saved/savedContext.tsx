"use client";

import { createContext, useMemo, type ReactNode } from "react";
import { DEFAULT_SAVED_LIMIT } from "@web/client/savedProvidersCookie";

/*
 * Kept apart from the save logic and its toasts: the layout mounts this
 * provider on every page, and it should not bring their code along.
 */

interface SavedContextValue {
  limit: number;
  /** The ids the server read from the request's cookie, for the server render and hydration. */
  serverIds: readonly string[] | null;
}

export const SavedContext = createContext<SavedContextValue>({
  limit: DEFAULT_SAVED_LIMIT,
  serverIds: null,
});

/**
 * Gives the saved-providers limit (site settings `savedLimit`) to every
 * SaveToggle and saved list below it. The ids themselves live in the
 * `savedProviders` cookie and are shared page-wide. Optional `initialIds`:
 * the ids a server component read from the request's cookie
 * (`readSavedProviders(cookieHeader, limit)`), so toggles render pressed in
 * the server HTML; without them toggles show unpressed until hydration.
 */
export function SavedProvidersProvider({
  limit,
  initialIds = null,
  children,
}: {
  limit: number;
  initialIds?: readonly string[] | null;
  children: ReactNode;
}) {
  const safeLimit = Number.isInteger(limit) && limit > 0 ? limit : DEFAULT_SAVED_LIMIT;
  const value = useMemo(
    () => ({ limit: safeLimit, serverIds: initialIds }),
    [safeLimit, initialIds],
  );
  return <SavedContext.Provider value={value}>{children}</SavedContext.Provider>;
}
