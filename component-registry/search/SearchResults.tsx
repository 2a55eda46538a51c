"use client";

import { Box, Button, chakra, Flex, Grid, Heading, Link, Text } from "@chakra-ui/react";
import { Fragment, useCallback, useEffect, useMemo, useRef, useSyncExternalStore } from "react";
import useSWR from "swr";
import type { FacetedSearchResponse } from "@web/directory/types";
import { phoneNumberHref } from "@web/rules/phoneNumber";
import {
  contentBlockForPage,
  hasSearchInput,
  paginationWindow,
  parseSearchQuery,
  RESULTS_BEFORE_CONTENT_BLOCK,
  searchQueryOf,
  toApiQuery,
  withSearchChange,
} from "@web/rules/searchQuery";
import type { SiteId } from "@web/site/sites";
import { CompareBar } from "./compare/CompareBar";
import { CompareCheckbox } from "./compare/CompareCheckbox";
import { CompareProvider } from "./compare/CompareProvider";
import { ProviderCard } from "./ProviderCard";
import { SaveToggle } from "./saved/SaveToggle";
import { SearchFilters } from "./SearchFilters";
import { notifyLocationChange, useLocationSearch } from "./useLocationSearch";

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
}

interface ApiAnswer {
  data: Omit<FacetedSearchResponse, "facets">;
  facets: FacetedSearchResponse["facets"];
}

async function fetchSearch(url: string): Promise<FacetedSearchResponse> {
  const response = await fetch(url, { headers: { accept: "application/json" } });
  if (!response.ok) throw new Error(`search answered ${response.status}`);
  const answer = (await response.json()) as ApiAnswer;
  return { ...answer.data, facets: answer.facets };
}

function searchUrl(query: URLSearchParams, siteId: SiteId): string {
  const apiQuery = toApiQuery(query);
  apiQuery.set("domain", siteId);
  return `/api/v2/faceted-search?${apiQuery.toString()}`;
}

/** spec 2.3 / 8: the two empty states, with their exact text. */
function EmptyState({ kind, phone }: { kind: "no-input" | "no-matches"; phone: string | null }) {
  const tel = phoneNumberHref(phone);
  if (kind === "no-input") {
    return (
      <Box role="status" bg="gray.50" borderRadius="lg" p="8" textAlign="center">
        <Heading as="h2" size="xl" mb="2">
          No Results
        </Heading>
        <Text fontSize="lg">Please change your filters to produce results</Text>
      </Box>
    );
  }
  return (
    <Box role="status" bg="gray.50" borderRadius="lg" p="8" textAlign="center">
      <Heading as="h2" size="lg" mb="2">
        There aren&apos;t any providers that match your preferences...
      </Heading>
      <Text fontSize="lg" mb="3">
        Try using fewer filters, a larger distance or a nearby city to see more results.
      </Text>
      {phone && tel ? (
        <Text fontSize="lg">
          Or talk to our Family Advisor team for free:{" "}
          <Link href={tel} color="brand.text" fontWeight="bold" textDecoration="underline">
            Call {phone}
          </Link>
        </Text>
      ) : null}
    </Box>
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
    <Link
      href={hrefFor(target)}
      aria-current={current ? "page" : undefined}
      aria-label={ariaLabel}
      onClick={(event) => {
        event.preventDefault();
        onNavigate(target);
      }}
      minW="44px"
      minH="44px"
      display="inline-flex"
      alignItems="center"
      justifyContent="center"
      px="3"
      borderRadius="md"
      borderWidth="1px"
      borderColor={current ? "brand.solid" : "gray.400"}
      bg={current ? "brand.solid" : "white"}
      color={current ? "brand.contrast" : "gray.900"}
      fontWeight="semibold"
    >
      {label}
    </Link>
  );
  return (
    <Flex as="nav" aria-label="Pagination" gap="2" wrap="wrap" justify="center" mt="8">
      {pageIndex > 0 ? link(pageIndex - 1, "Previous", false, "Previous page") : null}
      {pages.map((page, index) =>
        page === null ? (
          <Text as="span" key={`gap-${index}`} alignSelf="center" aria-hidden="true">
            …
          </Text>
        ) : (
          <Fragment key={page}>
            {link(page - 1, String(page), page - 1 === pageIndex, `Page ${page}`)}
          </Fragment>
        ),
      )}
      {pageIndex < totalPages - 1 ? link(pageIndex + 1, "Next", false, "Next page") : null}
    </Flex>
  );
}

const subscribeToNothing = () => () => undefined;

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
}: SearchResultsProps) {
  const urlSearch = useLocationSearch(initialQuery);
  // false on the server and while hydrating, true once the results are interactive.
  const interactive = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
  const resultsTop = useRef<HTMLDivElement>(null);
  const defaultCareType = new URLSearchParams(initialQuery).get("care-type");

  const query = useMemo(() => {
    const current = searchQueryOf(new URLSearchParams(urlSearch));
    if (!current.has("care-type") && defaultCareType) current.set("care-type", defaultCareType);
    return current;
  }, [urlSearch, defaultCareType]);
  const queryString = query.toString();
  const params = useMemo(() => parseSearchQuery(query), [query]);
  const hasInput = hasSearchInput(params);

  const { data, error, isLoading, isValidating } = useSWR(
    hasInput ? searchUrl(query, siteId) : null,
    fetchSearch,
    {
      fallbackData: queryString === initialQuery && initialResponse ? initialResponse : undefined,
      keepPreviousData: true,
      revalidateOnFocus: false,
      revalidateIfStale: false,
      revalidateOnReconnect: false,
    },
  );

  useEffect(() => {
    if (error)
      console.warn(
        JSON.stringify({
          level: "warn",
          time: new Date().toISOString(),
          event: "search_failed",
          message: String(error),
        }),
      );
  }, [error]);

  const navigate = useCallback((next: URLSearchParams, scroll: boolean) => {
    const search = next.toString();
    window.history.pushState(
      null,
      "",
      search ? `${window.location.pathname}?${search}` : window.location.pathname,
    );
    notifyLocationChange();
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
    return `${searchPath}?${next.toString()}`;
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
  // The same filters render twice: in a disclosure on small screens, beside the results on large ones.
  const filterProps = {
    searchPath,
    params,
    careType: query.get("care-type") ?? "senior-living",
    facets: response?.facets.inRegionFacets ?? {},
    busy,
    onChange: applyFilters,
  };

  return (
    <CompareProvider limit={compareLimit} providers={results}>
      <Grid templateColumns={{ base: "1fr", lg: "300px 1fr" }} gap="8" alignItems="start">
        <Box as="aside" aria-label="Filters">
          <chakra.details
            hideFrom="lg"
            borderWidth="1px"
            borderColor="gray.300"
            borderRadius="md"
            p="3"
          >
            <chakra.summary
              fontWeight="bold"
              cursor="pointer"
              minH="44px"
              display="flex"
              alignItems="center"
            >
              Filter and sort results
            </chakra.summary>
            <SearchFilters key={`m-${queryString}`} formId="filters-mobile" {...filterProps} />
          </chakra.details>
          <Box hideBelow="lg">
            <SearchFilters key={`d-${queryString}`} formId="filters-desktop" {...filterProps} />
          </Box>
        </Box>
        <Box
          ref={resultsTop}
          scrollMarginTop="4"
          aria-busy={busy}
          data-interactive={interactive ? "true" : undefined}
        >
          <Text role="status" aria-live="polite" fontSize="lg" fontWeight="semibold" mb="4">
            {!hasInput
              ? ""
              : response
                ? `${response.totalItems.toLocaleString("en-US")} ${response.totalItems === 1 ? "provider" : "providers"}${params.keyword ? ` near ${params.keyword}` : ""}${response.totalPages > 1 ? ` · page ${params.page + 1} of ${response.totalPages}` : ""}`
                : "Searching…"}
          </Text>
          {!hasInput ? (
            <EmptyState kind="no-input" phone={phone} />
          ) : response && results.length === 0 ? (
            <EmptyState kind="no-matches" phone={phone} />
          ) : (
            <Grid
              as="ul"
              aria-label="Search results"
              listStyleType="none"
              templateColumns={{ base: "1fr", md: "repeat(2, 1fr)", xl: "repeat(3, 1fr)" }}
              gap="6"
              opacity={busy ? 0.6 : 1}
            >
              {results.map((provider, index) => (
                <Fragment key={provider.id}>
                  {index === RESULTS_BEFORE_CONTENT_BLOCK && contentBlock ? (
                    <Box
                      as="li"
                      gridColumn="1 / -1"
                      bg="brand.subtle"
                      borderRadius="lg"
                      p="6"
                      data-content-block={contentBlockForPage(params.page)}
                    >
                      <Text fontSize="lg" whiteSpace="pre-line">
                        {contentBlock}
                      </Text>
                    </Box>
                  ) : null}
                  <Box as="li" display="flex" data-provider-id={provider.id}>
                    <ProviderCard
                      provider={provider}
                      siteId={siteId}
                      headingLevel={2}
                      compareControl={<CompareCheckbox provider={provider} />}
                      saveControl={<SaveToggle provider={provider} />}
                    />
                  </Box>
                </Fragment>
              ))}
            </Grid>
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
            <Box role="alert" mt="4">
              <Text>We couldn&apos;t load results just now.</Text>
              <Button mt="2" onClick={() => navigate(fullUrlQuery(), false)}>
                Try again
              </Button>
            </Box>
          ) : null}
        </Box>
      </Grid>
      <CompareBar />
    </CompareProvider>
  );
}
