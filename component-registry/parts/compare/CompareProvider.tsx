"use client";

import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from "react";
import {
  COMPARE_MINIMUM,
  addToCompare,
  compareLimitFrom,
  compareStateFromSearch,
  removeFromCompare,
  searchWithCompareState,
  type CompareUrlState,
} from "@web/rules/search/compareSelection";
import { fetchProvidersByIds } from "@web/client/api";
import { track } from "@web/client/tracker";
import { useUrlSearch, writeUrlSearch } from "@web/client/urlState";
import { compareItemOf, type CompareProviderItem } from "./compareItem";

/**
 * The compare selection (spec 2.2, 4): the URL's query string is the one source of
 * truth (selectedCommunities, isModalOpen), so shared links, reloads and back/forward
 * restore it. It is read and written through web/client/urlState.ts; on the server
 * the selection is empty.
 */

/**
 * Writes the compare state into the current URL. A selection change replaces the
 * history entry; opening the modal pushes one, so Back closes it.
 */
function writeCompareState(state: CompareUrlState, mode: "push" | "replace"): void {
  const { search } = window.location;
  const next = searchWithCompareState(search, state);
  if (next !== search) writeUrlSearch(next, mode);
}

export type { CompareProviderItem } from "./compareItem";

interface CompareContextValue {
  /** The site's compare limit (spec 9: 4). */
  limit: number;
  /** Selected provider ids in selection order (from the URL). */
  selectedIds: readonly string[];
  /** The selected providers this page knows, in selection order. */
  selectedProviders: readonly CompareProviderItem[];
  /**
   * Every selected provider in selection order, as far as the bar needs it: the whole
   * item once known, else the id and name its Compare checkbox gave (while the rest
   * loads by id).
   */
  selectedForBar: readonly (Pick<CompareProviderItem, "id" | "name"> &
    Partial<CompareProviderItem>)[];
  isSelected: (id: string) => boolean;
  /**
   * Adds a provider (one of the page's, or one given whole); false (and the limit
   * dialog opens) when the limit is reached.
   */
  add: (provider: Pick<CompareProviderItem, "id" | "name"> | CompareProviderItem) => boolean;
  remove: (id: string) => void;
  clear: () => void;
  /** The compare modal is open (isModalOpen=true with at least 2 selected). */
  isModalOpen: boolean;
  openModal: () => void;
  closeModal: () => void;
  /** The 'Too many selections' dialog (spec 8). */
  isLimitDialogOpen: boolean;
  closeLimitDialog: () => void;
}

const CompareContext = createContext<CompareContextValue | null>(null);

/** The compare selection; throws outside a CompareProvider. */
export function useCompare(): CompareContextValue {
  const value = useContext(CompareContext);
  if (!value) throw new Error("useCompare must be used inside a CompareProvider");
  return value;
}

const NO_PROVIDERS: readonly CompareProviderItem[] = [];

export function CompareProvider({
  limit: limitSetting,
  providers = NO_PROVIDERS,
  children,
}: {
  /** The site settings' compareLimit (spec 9: 4); a missing or odd value reads as 4. */
  limit: number;
  /**
   * Providers the page already holds whole (a provider page's own). The search page
   * sends none: a ticked card gives its id and name, and the rest (photo, rating,
   * price, amenities for the compare views) is loaded by id, instead of travelling
   * with every page of results.
   */
  providers?: readonly CompareProviderItem[];
  children: ReactNode;
}) {
  const limit = compareLimitFrom(limitSetting);
  const search = useUrlSearch();
  const urlState = useMemo(() => compareStateFromSearch(search, limit), [search, limit]);
  const { selectedIds } = urlState;
  const isModalOpen = urlState.isModalOpen && selectedIds.length >= COMPARE_MINIMUM;

  // Providers seen on other results pages or loaded by id stay known.
  const [remembered, setRemembered] = useState<ReadonlyMap<string, CompareProviderItem>>(
    () => new Map(),
  );
  const remember = useCallback((items: readonly CompareProviderItem[]) => {
    if (items.length === 0) return;
    setRemembered((previous) => {
      const next = new Map(previous);
      for (const item of items) next.set(item.id, item);
      return next;
    });
  }, []);

  const known = useMemo(() => {
    const map = new Map(remembered);
    for (const provider of providers) map.set(provider.id, provider);
    return map;
  }, [remembered, providers]);

  const selectedProviders = useMemo(
    () =>
      selectedIds
        .map((id) => known.get(id))
        .filter((item): item is CompareProviderItem => item !== undefined),
    [selectedIds, known],
  );

  // Names given by the Compare checkboxes, so the bar names a pick at once.
  const [names, setNames] = useState<ReadonlyMap<string, string>>(() => new Map());
  const selectedForBar = useMemo(
    () =>
      selectedIds.flatMap((id) => {
        const item = known.get(id);
        if (item) return [item];
        const name = names.get(id);
        return name === undefined ? [] : [{ id, name }];
      }),
    [selectedIds, known, names],
  );

  // Selected providers this page has not seen (a shared link, another results page
  // before a reload) are loaded by id; ids the directory does not know are dropped.
  const requested = useRef(new Set<string>());
  useEffect(() => {
    const missing = selectedIds.filter((id) => !known.has(id) && !requested.current.has(id));
    if (missing.length === 0) return;
    for (const id of missing) requested.current.add(id);
    void fetchProvidersByIds(missing).then(({ data: found, failed }) => {
      // A failed call (logged) drops nothing: the ids may still be good.
      if (failed) return;
      // Kept as the compare views need them, not whole.
      remember(found.map(compareItemOf));
      const foundIds = new Set(found.map((provider) => provider.id));
      const unknown = missing.filter((id) => !foundIds.has(id));
      if (unknown.length === 0) return;
      const current = compareStateFromSearch(window.location.search, limit);
      writeCompareState(
        { ...current, selectedIds: current.selectedIds.filter((id) => !unknown.includes(id)) },
        "replace",
      );
    });
  }, [selectedIds, known, remember, limit]);

  const [isLimitDialogOpen, setLimitDialogOpen] = useState(false);

  // The state as it is in the URL right now: handlers may run before React re-renders.
  const latest = useCallback(() => compareStateFromSearch(window.location.search, limit), [limit]);

  const add = useCallback(
    (provider: Pick<CompareProviderItem, "id" | "name"> | CompareProviderItem) => {
      const current = latest();
      const result = addToCompare(current.selectedIds, provider.id, limit);
      if (!result.ok) {
        setLimitDialogOpen(true);
        return false;
      }
      if ("path" in provider) remember([provider]);
      else setNames((previous) => new Map(previous).set(provider.id, provider.name));
      writeCompareState({ ...current, selectedIds: result.selectedIds }, "replace");
      return true;
    },
    [latest, limit, remember],
  );

  const remove = useCallback(
    (id: string) => {
      const current = latest();
      const selected = removeFromCompare(current.selectedIds, id);
      writeCompareState(
        { selectedIds: selected, isModalOpen: current.isModalOpen && selected.length >= 2 },
        "replace",
      );
    },
    [latest],
  );

  const clear = useCallback(
    () => writeCompareState({ selectedIds: [], isModalOpen: false }, "replace"),
    [],
  );

  const openModal = useCallback(() => {
    const current = latest();
    if (current.selectedIds.length < COMPARE_MINIMUM || current.isModalOpen) return;
    writeCompareState({ ...current, isModalOpen: true }, "push");
  }, [latest]);

  const closeModal = useCallback(() => {
    const current = latest();
    if (!current.isModalOpen) return;
    writeCompareState({ ...current, isModalOpen: false }, "replace");
  }, [latest]);

  const closeLimitDialog = useCallback(() => setLimitDialogOpen(false), []);

  // spec 4/9 analytics: 'location comparison viewed' each time the modal opens,
  // from the Compare button or from a shared link.
  const wasOpen = useRef(false);
  useEffect(() => {
    if (isModalOpen && !wasOpen.current) {
      track("location comparison viewed", {
        providerIds: [...selectedIds],
        count: selectedIds.length,
      });
    }
    wasOpen.current = isModalOpen;
  }, [isModalOpen, selectedIds]);

  const value = useMemo<CompareContextValue>(
    () => ({
      limit,
      selectedIds,
      selectedProviders,
      selectedForBar,
      isSelected: (id) => selectedIds.includes(id),
      add,
      remove,
      clear,
      isModalOpen,
      openModal,
      closeModal,
      isLimitDialogOpen,
      closeLimitDialog,
    }),
    [
      limit,
      selectedIds,
      selectedProviders,
      selectedForBar,
      add,
      remove,
      clear,
      isModalOpen,
      openModal,
      closeModal,
      isLimitDialogOpen,
      closeLimitDialog,
    ],
  );

  return <CompareContext.Provider value={value}>{children}</CompareContext.Provider>;
}
