"use client";

import { Box, Grid, Heading, Link, Text } from "@chakra-ui/react";
import { useEffect, useMemo, useRef, useState } from "react";
import useSWR from "swr";
import type { Provider, ProviderSearchResult } from "@web/directory/types";
import type { SiteId } from "@web/site/sites";
import { asSearchResult } from "./asSearchResult";
import { SavedProviderCard } from "./SavedProviderCard";
import { useSavedProviders } from "./SavedProvidersProvider";

export interface SavedProvidersListProps {
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

async function fetchProvidersByIds(ids: readonly string[]): Promise<Provider[]> {
  const response = await fetch("/api/v1/location/by-ids", {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify({ ids }),
  });
  if (!response.ok) throw new Error(`by-ids answered ${response.status}`);
  const body = (await response.json()) as { providers?: Provider[] };
  return body.providers ?? [];
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

  const { error, isLoading, mutate } = useSWR(
    toFetch.length > 0 ? ["saved-providers", ...toFetch] : null,
    ([, ...keyIds]: string[]) => fetchProvidersByIds(keyIds),
    {
      revalidateOnFocus: false,
      revalidateIfStale: false,
      onSuccess(providers, key) {
        const requested = (key as unknown as string[]).slice(1);
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
      },
    },
  );

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
      <Box role="alert" py="6">
        <Text fontSize="lg" mb="3">
          We could not load your saved providers. Please try again.
        </Text>
        <Box
          as="button"
          onClick={() => void mutate()}
          minH="11"
          px="5"
          borderRadius="md"
          bg="brand.solid"
          color="brand.contrast"
          fontWeight="semibold"
          cursor="pointer"
          _hover={{ bg: "brand.solidHover" }}
        >
          Try again
        </Box>
      </Box>
    );
  }

  if (waiting && !error) {
    return (
      <Text role="status" fontSize="lg" py="6" data-saved-state="loading">
        Loading your saved providers…
      </Text>
    );
  }

  if (providers.length === 0) {
    return (
      <Box
        py={{ base: "6", md: "10" }}
        px={{ base: "4", md: "8" }}
        bg="brand.subtle"
        borderRadius="lg"
        data-saved-state="empty"
      >
        <Heading
          as="h2"
          size="xl"
          mb="3"
          color="brand.text"
          tabIndex={-1}
          ref={(element: HTMLHeadingElement | null) => {
            focusTarget.current = element;
          }}
        >
          {emptyTitle}
        </Heading>
        <Text fontSize="lg" mb="5" maxW="60ch">
          {emptyText}
        </Text>
        <Link
          href={searchPath}
          display="inline-flex"
          alignItems="center"
          minH="11"
          px="6"
          borderRadius="md"
          bg="brand.solid"
          color="brand.contrast"
          fontWeight="semibold"
          fontSize="lg"
          textDecoration="none"
          _hover={{ bg: "brand.solidHover", textDecoration: "underline" }}
        >
          {browseLinkLabel}
        </Link>
      </Box>
    );
  }

  return (
    <Box data-saved-state="list">
      <Text
        role="status"
        fontSize="lg"
        mb="4"
        tabIndex={-1}
        ref={(element: HTMLParagraphElement | null) => {
          focusTarget.current = element;
        }}
      >
        {providers.length === 1
          ? "You have 1 saved provider."
          : `You have ${providers.length} saved providers.`}
      </Text>
      <Grid
        as="ul"
        listStyleType="none"
        p="0"
        m="0"
        gap="6"
        templateColumns={{ base: "1fr", md: "repeat(2, 1fr)", lg: "repeat(3, 1fr)" }}
        aria-label="Saved providers"
      >
        {providers.map((provider, index) => (
          <Box as="li" key={provider.id} minW="0">
            <SavedProviderCard provider={provider} siteId={siteId} imagePriority={index < 3} />
          </Box>
        ))}
      </Grid>
    </Box>
  );
}
