import { Fragment } from "react";
import type { FacetedSearchResponse } from "@web/rules/model/types";
import { ALL_CARE_TYPES } from "@web/rules/careTypes";
import { resultsLinkQuery, searchQueryFromParams } from "@web/rules/search/canonicalSearch";
import { phoneNumberHref } from "@web/rules/inquiry/phoneNumber";
import { hasVerifiedPartners, siteVerifiedPartnerTooltip } from "@web/rules/card/verifiedPartner";
import type { SearchParams } from "@web/rules/search/searchParams";
import {
  activeFilterCount,
  contentBlockForPage,
  hasSearchInput,
  paginationWindow,
  RESULTS_BEFORE_CONTENT_BLOCK,
  withChange,
  withoutFilters,
  type FixedSearch,
  type PageParam,
} from "@web/rules/search/searchQuery";
import type { SiteId } from "@web/site/sites";
import { ProviderCard } from "@registry/parts/card/ProviderCard";
import {
  DelegatedCompareCheckbox,
  DelegatedSaveToggle,
} from "@registry/parts/card/delegatedControls";
import { FiltersDisclosure, ResultsArea, ResultsList, SearchShell } from "./SearchGrid.client";
import { SearchFilters } from "./SearchFilters";
import styles from "./SearchResults.module.css";

/** The filter button's text: how many filters narrow the results, when any do (issue 23). */
function filtersSummary(active: number): string {
  return active > 0 ? `Filter and sort results (${active} active)` : "Filter and sort results";
}

interface SearchResultsProps {
  siteId: SiteId;
  searchPath: string;
  /** The search the server rendered (the page's implied keys and defaults applied). */
  search: SearchParams;
  /** The server-rendered page of results; null when there was no search input. */
  initialResponse: FacetedSearchResponse | null;
  phone: string | null;
  compareLimit: number;
  /** spec 2.3: optional generic content after the first 6 results (block 1, block 2). */
  contentBlocks: [string | null, string | null];
  /**
   * Search keys the page itself implies (a geo page's place and care type): applied
   * under the URL's own state and left out of the links the results write.
   */
  fixed?: FixedSearch;
  /**
   * "sort": the sort alone instead of every filter (a geo page's listing: the issue's
   * cards, sorts and pagination; fewer elements to render and hydrate).
   */
  controls?: "filters" | "sort";
  /**
   * The page number's name in the URL: "page" on the search page, "listing-page" on a
   * geo page's listing (spec 2.2). `search` always carries it as the search's `page`.
   */
  pageParam?: PageParam;
  /** What the count counts: providers near the place (a search), or with an address in it (a geo listing). */
  placeScope?: "near" | "address";
  /** The card's inquiry button label the site's settings give (providerInquiryLabel). */
  inquiryLabel?: string | null;
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
}: {
  pageIndex: number;
  totalPages: number;
  hrefFor: (pageIndex: number) => string;
}) {
  const pages = paginationWindow(pageIndex, totalPages);
  if (pages.length === 0) return null;
  // data-search-link: ResultsArea turns the click into an in-place navigation.
  const link = (target: number, label: string, current = false, ariaLabel?: string) => (
    <a
      href={hrefFor(target)}
      aria-current={current ? "page" : undefined}
      aria-label={ariaLabel}
      data-search-link=""
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
 * The status line: how many providers, where, which page. A search counts the providers
 * near its place; a geo listing those with an address in it ("placeScope").
 */
function statusText(
  response: FacetedSearchResponse,
  keyword: string | null,
  pageIndex: number,
  placeScope: "near" | "address",
) {
  const count = `${response.totalItems.toLocaleString("en-US")} ${response.totalItems === 1 ? "provider" : "providers"}`;
  const place = keyword
    ? placeScope === "address"
      ? ` with an address in ${keyword}`
      : ` near ${keyword}`
    : "";
  const page = response.totalPages > 1 ? ` · page ${pageIndex + 1} of ${response.totalPages}` : "";
  return `${count}${place}${page}`;
}

/**
 * The search journey's results (spec 2.3, 3, 4): filters, sort, the grid of
 * provider cards, pagination and empty states, rendered on the server for the
 * search state in the URL (issue 15). Only the interactive leaves hydrate: the
 * filter form, the cards' controls, the compare bar, and the results column that
 * turns pagination into in-place navigation (SearchNavigation.tsx). A change is an
 * App Router navigation to the new URL, so back/forward and shared links restore
 * the exact state.
 */
export function SearchResults({
  siteId,
  searchPath,
  search: params,
  initialResponse,
  phone,
  compareLimit,
  contentBlocks,
  fixed = {},
  controls = "filters",
  pageParam = "page",
  placeScope = "near",
  inquiryLabel = null,
}: SearchResultsProps) {
  const hasInput = hasSearchInput(params);
  const response = hasInput ? initialResponse : null;
  const results = response?.results ?? [];
  const hrefForPage = (pageIndex: number) => {
    const query = resultsLinkQuery(withChange(params, { page: pageIndex }), pageParam, fixed);
    const search = query.toString();
    return search ? `${searchPath}?${search}` : searchPath;
  };
  const contentBlock = contentBlocks[contentBlockForPage(params.page) - 1];
  const activeFilters = activeFilterCount(params);
  const clearAllQuery = resultsLinkQuery(withoutFilters(params), pageParam, fixed).toString();
  const clearAllHref =
    activeFilters > 0 ? (clearAllQuery ? `${searchPath}?${clearAllQuery}` : searchPath) : null;

  return (
    <SearchShell compareLimit={compareLimit}>
      <div className={styles.layout}>
        <aside
          className={controls === "sort" ? styles.sortAside : undefined}
          aria-label={controls === "sort" ? "Sort" : "Filters"}
        >
          {/* One form: a disclosure on small screens, always shown beside the results on large ones. */}
          <FiltersDisclosure
            className={styles.filters}
            summary={controls === "sort" ? "Sort results" : filtersSummary(activeFilters)}
            summaryClassName={styles.filtersSummary}
          >
            <SearchFilters
              stateKey={searchQueryFromParams(params).toString()}
              formId="search-filters"
              searchPath={searchPath}
              params={params}
              careType={params.careType ?? ALL_CARE_TYPES}
              facets={response?.facets.inRegionFacets ?? {}}
              recordFacets={response?.facets.recordFacets}
              clearAllHref={clearAllHref}
              sortOnly={controls === "sort"}
              fixed={fixed}
              verifiedPartners={hasVerifiedPartners(siteId)}
            />
          </FiltersDisclosure>
        </aside>
        <ResultsArea className={styles.resultsArea}>
          <p role="status" aria-live="polite" className={styles.status}>
            {response ? statusText(response, params.keyword, params.page, placeScope) : ""}
          </p>
          {!hasInput ? (
            <EmptyState kind="no-input" phone={phone} />
          ) : results.length === 0 ? (
            <EmptyState kind="no-matches" phone={phone} />
          ) : (
            // One client component for the whole list gives every card's controls their
            // behaviour (CardControls.tsx); the cards themselves are server markup.
            <ResultsList
              label="Search results"
              className={styles.results}
              verifiedPartnerTip={siteVerifiedPartnerTooltip(siteId)}
            >
              {results.flatMap((provider, index) => [
                // Keyed items rather than a fragment per card: one wrapper less per card
                // in the RSC payload.
                ...(index === RESULTS_BEFORE_CONTENT_BLOCK && contentBlock
                  ? [
                      <li
                        key="content-block"
                        className={styles.contentBlock}
                        data-content-block={contentBlockForPage(params.page)}
                      >
                        <p className={styles.contentBlockText}>{contentBlock}</p>
                      </li>,
                    ]
                  : []),
                <li key={provider.id} className={styles.result}>
                  <ProviderCard
                    provider={provider}
                    siteId={siteId}
                    headingLevel={2}
                    delegated={{ inquiryLabel }}
                    idPrefix={`result-${index + 1}`}
                    // The first row is above the fold: the first image is the likely LCP.
                    imagePriority={index === 0 ? "priority" : index < 3 ? "eager" : false}
                    compareControl={
                      <DelegatedCompareCheckbox
                        provider={{ id: provider.id, name: provider.name }}
                      />
                    }
                    saveControl={
                      <DelegatedSaveToggle provider={{ id: provider.id, name: provider.name }} />
                    }
                  />
                </li>,
              ])}
            </ResultsList>
          )}
          {response ? (
            <Pagination
              pageIndex={params.page}
              totalPages={response.totalPages}
              hrefFor={hrefForPage}
            />
          ) : null}
        </ResultsArea>
      </div>
    </SearchShell>
  );
}
