"use client";

import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useProvidersByIds } from "@web/client/apiHooks";
import type { Provider, ProviderSearchResult } from "@web/rules/model/types";
import type { SiteId } from "@web/site/sites";
import { asSearchResult } from "./asSearchResult";
import { SavedProviderCard } from "./SavedProviderCard";
import styles from "./SavedProvidersList.module.css";
import { useSavedProviders } from "@registry/parts/saved/useSavedProviders";

interface SavedProvidersListProps {
  siteId: SiteId;
  /** The site's search route, for the empty state's link. */
  searchPath: string;
  emptyTitle: string;
  emptyText: string;
  browseLinkLabel: string;
  /** The ids the server read from the request's cookie (null: not read). */
  initialIds: readonly string[] | null;
  /** Those providers, loaded on the server, so the first paint needs no fetch. */
  initialProviders: readonly ProviderSearchResult[];
}

/**
 * The /saved page's list (spec 2.1): the providers whose ids are in the
 * saved cookie, newest first, as the search page's cards, each with its save
 * toggle (unsaving removes the card); an empty state otherwise. Providers
 * missing from the first render are fetched with POST /api/v1/location/by-ids.
 */
export function SavedProvidersList({
  siteId,
  searchPath,
  emptyTitle,
  emptyText,
  browseLinkLabel,
  initialIds,
  initialProviders,
}: SavedProvidersListProps) {
  const { ids: cookieIds } = useSavedProviders();
  // Until the browser has read the cookie (server render, hydration), use what the server read.
  const ids = cookieIds ?? initialIds;

  const [known, setKnown] = useState<ReadonlyMap<string, ProviderSearchResult>>(
    () => new Map(initialProviders.map((provider) => [provider.id, provider])),
  );
  // Ids the API no longer knows (deleted providers): not fetched again.
  const [unknown, setUnknown] = useState<ReadonlySet<string>>(() => {
    const found = new Set(initialProviders.map((provider) => provider.id));
    return new Set((initialIds ?? []).filter((id) => !found.has(id)));
  });

  const newestFirst = useMemo(() => (ids ? [...ids].reverse() : null), [ids]);
  const toFetch = useMemo(
    () => (newestFirst ?? []).filter((id) => !known.has(id) && !unknown.has(id)),
    [newestFirst, known, unknown],
  );

  const remember = useCallback((providers: Provider[], requested: readonly string[]) => {
    setKnown((previous) => {
      const next = new Map(previous);
      for (const provider of providers) next.set(provider.id, asSearchResult(provider));
      return next;
    });
    const found = new Set(providers.map((provider) => provider.id));
    setUnknown((previous) => {
      const next = new Set(previous);
      for (const id of requested) if (!found.has(id)) next.add(id);
      return next;
    });
  }, []);
  const { error, isLoading, mutate } = useProvidersByIds(toFetch, remember);

  const providers = (newestFirst ?? [])
    .map((id) => known.get(id))
    .filter((provider): provider is ProviderSearchResult => provider !== undefined);

  // When a card disappears (unsaved) and took the focus with it, focus moves to
  // the summary, or to the empty state's heading after the last one.
  const focusTarget = useRef<HTMLElement | null>(null);
  const shownCount = providers.length;
  const previousCount = useRef(shownCount);
  useEffect(() => {
    const focusLost = !document.activeElement || document.activeElement === document.body;
    if (shownCount < previousCount.current && focusLost) focusTarget.current?.focus();
    previousCount.current = shownCount;
  }, [shownCount]);

  const waiting =
    newestFirst === null || (providers.length === 0 && (isLoading || toFetch.length > 0));

  if (error && providers.length === 0) {
    return (
      <div role="alert" className={styles.error}>
        <p className={styles.errorText}>
          We could not load your saved providers. Please try again.
        </p>
        <button type="button" className={styles.retry} onClick={() => void mutate()}>
          Try again
        </button>
      </div>
    );
  }

  if (waiting && !error) {
    return (
      <p role="status" className={styles.loading} data-saved-state="loading">
        Loading your saved providers…
      </p>
    );
  }

  if (providers.length === 0) {
    return (
      <div className={styles.empty} data-saved-state="empty">
        <h2
          className={styles.emptyTitle}
          tabIndex={-1}
          ref={(element) => {
            focusTarget.current = element;
          }}
        >
          {emptyTitle}
        </h2>
        <p className={styles.emptyText}>{emptyText}</p>
        <a href={searchPath} className={styles.browse}>
          {browseLinkLabel}
        </a>
      </div>
    );
  }

  return (
    <div data-saved-state="list">
      <p
        role="status"
        className={styles.summary}
        tabIndex={-1}
        ref={(element) => {
          focusTarget.current = element;
        }}
      >
        {providers.length === 1
          ? "You have 1 saved provider."
          : `You have ${providers.length} saved providers.`}
      </p>
      <ul className={styles.list} aria-label="Saved providers">
        {providers.map((provider, index) => (
          <li key={provider.id} className={styles.item}>
            <SavedProviderCard provider={provider} siteId={siteId} imagePriority={index < 3} />
          </li>
        ))}
      </ul>
    </div>
  );
}
