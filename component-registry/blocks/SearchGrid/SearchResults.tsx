"use client";

import { Fragment, useCallback, useMemo, useRef } from "react";
import { useFacetedSearch } from "@web/client/api";
import { useHydrated } from "@web/client/useHydrated";
import { useUrlSearch, writeUrlSearch } from "@web/client/urlState";
import type { FacetedSearchResponse } from "@web/directory/types";
import { ALL_CARE_TYPES } from "@web/rules/careTypes";
import { phoneNumberHref } from "@web/rules/phoneNumber";
import {
  contentBlockForPage,
  hasSearchInput,
  paginationWindow,
  parseSearchQuery,
  RESULTS_BEFORE_CONTENT_BLOCK,
  searchQueryOf,
  withSearchChange,
} from "@web/rules/searchQuery";
import type { SiteId } from "@web/site/sites";
import { CompareBar } from "@registry/parts/compare/CompareBar";
import { CompareCheckbox } from "@registry/parts/compare/CompareCheckbox";
import { CompareProvider } from "@registry/parts/compare/CompareProvider";
import { ProviderCard } from "@registry/parts/ProviderCard";
import { SaveToggle } from "@registry/parts/saved/SaveToggle";
import { SearchFilters } from "./SearchFilters";
import styles from "./SearchResults.module.css";

interface SearchResultsProps {
  siteId: SiteId;
  searchPath: string;
  /** The search's query string the server rendered (defaults applied). */
  initialQuery: string;
  /** The server-rendered first page; null when there was no search input. */
  initialResponse: FacetedSearchResponse | null;
  phone: string | null;
  compareLimit: number;
  /** spec 2.3: optional generic content after the first 6 results (block 1, block 2). */
  contentBlocks: [string | null, string | null];
  /**
   * Search keys the page itself implies (a geo page's place and care type): applied
   * under the URL's own state and left out of the links the results write.
   */
  fixedQuery?: string;
  /**
   * "sort": the sort alone instead of every filter (a geo page's listing: the issue's
   * cards, sorts and pagination; fewer elements to render and hydrate).
   */
  controls?: "filters" | "sort";
}

/** spec 2.3 / 8: the two empty states, with their exact text. */
function EmptyState({ kind, phone }: { kind: "no-input" | "no-matches"; phone: string | null }) {
  const tel = phoneNumberHref(phone);
  if (kind === "no-input") {
    return (
      <div role="status" className={styles.emptyState}>
        <h2 className={styles.emptyTitle}>No Results</h2>
        <p className={styles.emptyText}>Please change your filters to produce results</p>
      </div>
    );
  }
  return (
    <div role="status" className={styles.emptyState}>
      <h2 className={styles.noMatchesTitle}>
        There aren&apos;t any providers that match your preferences...
      </h2>
      <p className={styles.advice}>
        Try using fewer filters, a larger distance or a nearby city to see more results.
      </p>
      {phone && tel ? (
        <p className={styles.emptyText}>
          Or talk to our Family Advisor team for free:{" "}
          <a href={tel} className={styles.phoneLink}>
            Call {phone}
          </a>
        </p>
      ) : null}
    </div>
  );
}

function Pagination({
  pageIndex,
  totalPages,
  hrefFor,
  onNavigate,
}: {
  pageIndex: number;
  totalPages: number;
  hrefFor: (pageIndex: number) => string;
  onNavigate: (pageIndex: number) => void;
}) {
  const pages = paginationWindow(pageIndex, totalPages);
  if (pages.length === 0) return null;
  const link = (target: number, label: string, current = false, ariaLabel?: string) => (
    <a
      href={hrefFor(target)}
      aria-current={current ? "page" : undefined}
      aria-label={ariaLabel}
      onClick={(event) => {
        event.preventDefault();
        onNavigate(target);
      }}
      className={styles.pageLink}
    >
      {label}
    </a>
  );
  return (
    <nav aria-label="Pagination" className={styles.pagination}>
      {pageIndex > 0 ? link(pageIndex - 1, "Previous", false, "Previous page") : null}
      {pages.map((page, index) =>
        page === null ? (
          <span key={`gap-${index}`} className={styles.pageGap} aria-hidden="true">
            …
          </span>
        ) : (
          <Fragment key={page}>
            {link(page - 1, String(page), page - 1 === pageIndex, `Page ${page}`)}
          </Fragment>
        ),
      )}
      {pageIndex < totalPages - 1 ? link(pageIndex + 1, "Next", false, "Next page") : null}
    </nav>
  );
}

/**
 * The search journey's results (spec 2.3, 3, 4): filters, sort, the grid of
 * provider cards, pagination and empty states. All state lives in the query
 * string; the server renders the first page and later changes are fetched
 * with SWR and written to the URL with the History API, so back/forward and
 * shared links restore the exact state.
 */
export function SearchResults({
  siteId,
  searchPath,
  initialQuery,
  initialResponse,
  phone,
  compareLimit,
  contentBlocks,
  fixedQuery = "",
  controls = "filters",
}: SearchResultsProps) {
  const urlSearch = useUrlSearch(initialQuery);
  // false on the server and while hydrating, true once the results are interactive.
  const interactive = useHydrated();
  const resultsTop = useRef<HTMLDivElement>(null);
  const defaultCareType = new URLSearchParams(initialQuery).get("care-type");

  const query = useMemo(() => {
    const current = searchQueryOf(new URLSearchParams(urlSearch));
    new URLSearchParams(fixedQuery).forEach((value, key) => {
      if (!current.has(key)) current.set(key, value);
    });
    if (!current.has("care-type") && defaultCareType) current.set("care-type", defaultCareType);
    return searchQueryOf(current);
  }, [urlSearch, defaultCareType, fixedQuery]);
  const queryString = query.toString();
  const params = useMemo(() => parseSearchQuery(query), [query]);
  const hasInput = hasSearchInput(params);

  const { data, error, isLoading, isValidating } = useFacetedSearch(
    hasInput ? query : null,
    siteId,
    queryString === initialQuery && initialResponse ? initialResponse : undefined,
  );

  const navigate = useCallback((next: URLSearchParams, scroll: boolean) => {
    writeUrlSearch(next.toString(), "push");
    if (scroll) resultsTop.current?.scrollIntoView({ block: "start" });
  }, []);

  const fullUrlQuery = () => new URLSearchParams(window.location.search);
  const applyFilters = (filters: URLSearchParams) => {
    const next = new URLSearchParams(fullUrlQuery());
    for (const key of [...searchQueryOf(next).keys()]) next.delete(key);
    filters.forEach((value, key) => next.set(key, value));
    navigate(next, false);
  };
  const hrefForPage = (pageIndex: number) => {
    const next = withSearchChange(query, { page: pageIndex === 0 ? null : String(pageIndex + 1) });
    new URLSearchParams(fixedQuery).forEach((value, key) => {
      if (next.get(key) === value) next.delete(key);
    });
    const search = next.toString();
    return search ? `${searchPath}?${search}` : searchPath;
  };
  const goToPage = (pageIndex: number) =>
    navigate(
      withSearchChange(fullUrlQuery(), { page: pageIndex === 0 ? null : String(pageIndex + 1) }),
      true,
    );

  const response = hasInput ? data : undefined;
  const results = response?.results ?? [];
  const busy = isLoading || isValidating;
  const contentBlock = contentBlocks[contentBlockForPage(params.page) - 1];
  const filterProps = {
    searchPath,
    params,
    careType: query.get("care-type") ?? ALL_CARE_TYPES,
    facets: response?.facets.inRegionFacets ?? {},
    busy,
    onChange: applyFilters,
  };

  return (
    <CompareProvider limit={compareLimit} providers={results}>
      <div className={styles.layout}>
        <aside aria-label={controls === "sort" ? "Sort" : "Filters"}>
          {/* One form: a disclosure on small screens, always shown beside the results on large ones. */}
          <details className={styles.filters}>
            <summary className={styles.filtersSummary}>
              {controls === "sort" ? "Sort results" : "Filter and sort results"}
            </summary>
            <SearchFilters
              key={queryString}
              formId="search-filters"
              {...filterProps}
              sortOnly={controls === "sort"}
            />
          </details>
        </aside>
        <div
          ref={resultsTop}
          className={styles.resultsArea}
          aria-busy={busy}
          data-interactive={interactive ? "true" : undefined}
        >
          <p role="status" aria-live="polite" className={styles.status}>
            {!hasInput
              ? ""
              : response
                ? `${response.totalItems.toLocaleString("en-US")} ${response.totalItems === 1 ? "provider" : "providers"}${params.keyword ? ` near ${params.keyword}` : ""}${response.totalPages > 1 ? ` · page ${params.page + 1} of ${response.totalPages}` : ""}`
                : "Searching…"}
          </p>
          {!hasInput ? (
            <EmptyState kind="no-input" phone={phone} />
          ) : response && results.length === 0 ? (
            <EmptyState kind="no-matches" phone={phone} />
          ) : (
            <ul aria-label="Search results" className={styles.results}>
              {results.map((provider, index) => (
                <Fragment key={provider.id}>
                  {index === RESULTS_BEFORE_CONTENT_BLOCK && contentBlock ? (
                    <li
                      className={styles.contentBlock}
                      data-content-block={contentBlockForPage(params.page)}
                    >
                      <p className={styles.contentBlockText}>{contentBlock}</p>
                    </li>
                  ) : null}
                  <li className={styles.result} data-provider-id={provider.id}>
                    <ProviderCard
                      provider={provider}
                      siteId={siteId}
                      headingLevel={2}
                      compareControl={<CompareCheckbox provider={provider} />}
                      saveControl={<SaveToggle provider={provider} />}
                    />
                  </li>
                </Fragment>
              ))}
            </ul>
          )}
          {response ? (
            <Pagination
              pageIndex={params.page}
              totalPages={response.totalPages}
              hrefFor={hrefForPage}
              onNavigate={goToPage}
            />
          ) : null}
          {error && !response ? (
            <div role="alert" className={styles.error}>
              <p>We couldn&apos;t load results just now.</p>
              <button
                type="button"
                className={styles.retry}
                onClick={() => navigate(fullUrlQuery(), false)}
              >
                Try again
              </button>
            </div>
          ) : null}
        </div>
      </div>
      <CompareBar />
    </CompareProvider>
  );
}
