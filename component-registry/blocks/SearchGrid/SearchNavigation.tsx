"use client";

import { useRouter } from "next/navigation";
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  useTransition,
  type ChangeEvent,
  type FormEvent,
  type MouseEvent,
  type ReactNode,
} from "react";
import { useHydrated } from "@web/client/useHydrated";
import { normalizeFilterForm } from "@web/rules/search/searchQuery";
import { canonicalPageQuery, isSearchStateKey } from "@web/site/pageRoute";
import { CompareBar } from "@registry/parts/compare/CompareBar";
import { CompareProvider } from "@registry/parts/compare/CompareProvider";

// The cards' controls (one listener per list) travel in this chunk too.
export { ResultsList } from "./CardControls";

/**
 * The search results' client side (issue 15): the results themselves are rendered
 * on the server; these leaves make them interactive. A filter, sort or page change
 * is an App Router navigation to the new URL, so the server renders the new results
 * (from the page cache when someone asked for that search in the last minute) and
 * the browser swaps them in without a reload; back/forward and shared links are
 * plain URLs. The compare selection (web/client/urlState.ts) stays in the URL beside
 * the search keys.
 */

interface SearchNavigation {
  /** A navigation is under way: the results shown are the previous state's. */
  pending: boolean;
  /** Navigates to `href` (a path with its query); `scrollTo` is brought into view. */
  navigate: (href: string, scrollTo?: HTMLElement | null) => void;
}

const SearchNavigationContext = createContext<SearchNavigation>({
  pending: false,
  navigate: (href) => window.location.assign(href),
});

/** The URL to go to: its search keys in canonical form first (web/proxy.ts would 308 otherwise). */
function canonicalHref(pathname: string, query: URLSearchParams): string {
  const search = (canonicalPageQuery(query) ?? query).toString();
  return search ? `${pathname}?${search}` : pathname;
}

/**
 * Holds the navigation state and the compare selection for the results below it,
 * and shows the compare bar. The results' compare details are loaded by id when a
 * card is ticked (CompareProvider), not sent with the page.
 */
export function SearchShell({
  compareLimit,
  children,
}: {
  compareLimit: number;
  children: ReactNode;
}) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const navigate = useCallback(
    (href: string, scrollTo?: HTMLElement | null) => {
      const url = new URL(href, window.location.href);
      const target = canonicalHref(url.pathname, url.searchParams);
      startTransition(() => router.push(target, { scroll: false }));
      scrollTo?.scrollIntoView({ block: "start" });
    },
    [router],
  );
  const value = useMemo(() => ({ pending, navigate }), [pending, navigate]);
  return (
    <SearchNavigationContext value={value}>
      <CompareProvider limit={compareLimit}>
        {children}
        <CompareBar />
      </CompareProvider>
    </SearchNavigationContext>
  );
}

/** The current URL's keys that are not the search's own (compare selection, campaign tags). */
function otherKeys(search: string): [string, string][] {
  const current = new URLSearchParams(search);
  return [...current].filter(([key]) => !isSearchStateKey(key));
}

/** A results link (search keys only) with the current URL's other keys kept after them. */
function withOtherKeys(href: string): string {
  const url = new URL(href, window.location.href);
  for (const [key, value] of otherKeys(window.location.search)) {
    if (!url.searchParams.has(key)) url.searchParams.append(key, value);
  }
  return `${url.pathname}${url.search}`;
}

const modifiedClick = (event: MouseEvent) =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/**
 * The results column: busy while the next results load, marked interactive once
 * hydrated, and its pagination links (`data-search-link`) navigate in place,
 * bringing the top of the results into view.
 */
export function ResultsArea({ className, children }: { className?: string; children: ReactNode }) {
  const { pending, navigate } = useContext(SearchNavigationContext);
  const interactive = useHydrated();
  const ref = useRef<HTMLDivElement>(null);
  return (
    // The clicks handled here are on links (keyboard-operable on their own): delegation.
    <div
      ref={ref}
      className={className}
      aria-busy={pending}
      data-interactive={interactive ? "true" : undefined}
      onClick={(event) => {
        if (event.defaultPrevented || modifiedClick(event)) return;
        const link = (event.target as Element).closest?.("a[data-search-link]");
        const href = link?.getAttribute("href");
        if (!href) return;
        event.preventDefault();
        navigate(withOtherKeys(href), ref.current);
      }}
    >
      {children}
    </div>
  );
}

/**
 * Whether the visitor opened the filters' disclosure (small screens): a new search
 * state is a new page segment, so the results are mounted afresh after each change;
 * the disclosure stays as the visitor left it.
 */
let filtersOpen = false;

/** The filters' disclosure (a collapsed `details` on small screens; CSS shows it on large ones). */
export function FiltersDisclosure({
  className,
  summary,
  summaryClassName,
  children,
}: {
  className?: string;
  summary: string;
  summaryClassName?: string;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(filtersOpen);
  return (
    <details
      className={className}
      open={open}
      onToggle={(event) => {
        filtersOpen = event.currentTarget.open;
        setOpen(filtersOpen);
      }}
    >
      <summary className={summaryClassName}>{summary}</summary>
      {children}
    </details>
  );
}

/** The form's fields as the search's query string: lists joined with commas, defaults dropped. */
function queryFromForm(form: HTMLFormElement): URLSearchParams {
  const lists = new Map<string, string[]>();
  for (const [key, value] of new FormData(form).entries()) {
    if (typeof value !== "string" || value === "") continue;
    lists.set(key, [...(lists.get(key) ?? []), value]);
  }
  const query = new URLSearchParams();
  for (const [key, values] of lists) query.set(key, [...new Set(values)].join(","));
  return normalizeFilterForm(query);
}

/**
 * The control a visitor just changed: the next state's form (a new one, keyed by the
 * search) gives it focus back, so keyboard and screen-reader users stay where they were.
 */
let changedControl: { name: string; value: string } | null = null;

/**
 * The filter form (spec 3, 9): a plain GET form, server-rendered with its fields
 * (without JavaScript its Apply button submits it). With JavaScript every change
 * applies at once: the URL's search keys become the form's, other keys (compare
 * selection, campaign tags) stay, and the page goes back to page 1. Its "Clear all
 * filters" link navigates in place too.
 */
export function FilterForm({
  id,
  action,
  label,
  children,
}: {
  id: string;
  action: string;
  label: string;
  children: ReactNode;
}) {
  const { pending, navigate } = useContext(SearchNavigationContext);
  const ref = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const control = changedControl;
    changedControl = null;
    if (!control || !ref.current) return;
    const match = [...ref.current.elements].find(
      (element): element is HTMLInputElement | HTMLSelectElement =>
        (element instanceof HTMLInputElement || element instanceof HTMLSelectElement) &&
        element.name === control.name &&
        (element instanceof HTMLSelectElement ||
          (element.type !== "checkbox" && element.type !== "radio") ||
          element.value === control.value),
    );
    match?.focus();
  }, []);
  const apply = (form: HTMLFormElement) => {
    const next = queryFromForm(form);
    for (const [key, value] of otherKeys(window.location.search)) next.append(key, value);
    navigate(canonicalHref(window.location.pathname, next));
  };
  return (
    <form
      ref={ref}
      id={id}
      action={action}
      method="get"
      aria-label={label}
      aria-busy={pending}
      // No preventDefault on change: for a checkbox it would undo the click.
      onChange={(event: ChangeEvent<HTMLFormElement>) => {
        const target = event.target as unknown as HTMLInputElement | HTMLSelectElement;
        changedControl = { name: target.name, value: target.value };
        apply(event.currentTarget);
      }}
      onSubmit={(event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        apply(event.currentTarget);
      }}
      // "Clear all filters" (a link, keyboard-operable on its own): an in-place navigation.
      onClick={(event) => {
        if (event.defaultPrevented || modifiedClick(event)) return;
        const link = (event.target as Element).closest?.("a[data-search-link]");
        const href = link?.getAttribute("href");
        if (!href) return;
        event.preventDefault();
        navigate(withOtherKeys(href));
      }}
    >
      {children}
    </form>
  );
}
