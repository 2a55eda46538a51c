import { Heading } from "@chakra-ui/react";
import { BlockSection } from "../parts/BlockSection";
import { headers } from "next/headers";
import { appDependencies } from "@web/api/appDependencies";
import { providersByIds } from "@web/api/services";
import { DEFAULT_SAVED_LIMIT, readSavedProviders } from "@web/client/savedProvidersCookie";
import type { ProviderSearchResult } from "@web/directory/types";
import { asSearchResult } from "../search/saved/asSearchResult";
import { SavedProvidersList } from "../search/lazy";
import { SavedProvidersProvider } from "../search/saved/SavedProvidersProvider";
import type { BlockProps } from "../types";

interface InitialSaved {
  ids: string[] | null;
  providers: ProviderSearchResult[];
}

/**
 * The saved ids of the request's cookie and their providers, so the list is
 * in the first HTML. Outside a request (tests, static rendering) nothing is
 * read and the browser loads the list itself.
 */
async function initialSaved(limit: number): Promise<InitialSaved> {
  let cookieHeader: string;
  try {
    cookieHeader = (await headers()).get("cookie") ?? "";
  } catch {
    return { ids: null, providers: [] };
  }
  const ids = readSavedProviders(cookieHeader, limit);
  if (ids.length === 0) return { ids, providers: [] };
  const providers = await providersByIds([...ids].reverse(), appDependencies);
  // Cards do not show FAQs or reviews: keep them out of the page's payload.
  return {
    ids,
    providers: providers.map((provider) => ({
      ...asSearchResult(provider),
      faqs: [],
      reviews: [],
    })),
  };
}

/**
 * spec 2.1 /saved: the providers saved in this browser (the `savedProviders`
 * cookie), with the search page's cards and save toggles, or an empty state
 * linking to the site's search route. The limit comes from site settings.
 */
export async function SavedProviders({ block, context }: BlockProps<"savedProviders">) {
  const limit = context.settings?.savedLimit ?? DEFAULT_SAVED_LIMIT;
  const initial = await initialSaved(limit);
  return (
    <BlockSection block="savedProviders">
      <Heading as="h1" size={{ base: "2xl", md: "3xl" }} mb="4" color="brand.text">
        {block.heading ?? "Your saved providers"}
      </Heading>
      <SavedProvidersProvider limit={limit} initialIds={initial.ids}>
        <SavedProvidersList
          siteId={context.site.id}
          searchPath={context.site.searchPath}
          emptyTitle={block.emptyTitle ?? "You have no saved providers yet"}
          emptyText={
            block.emptyText ??
            "Select the heart on any listing to save it here. Saved providers are kept in this browser."
          }
          browseLinkLabel={block.browseLinkLabel ?? "Search senior living"}
          initialIds={initial.ids}
          initialProviders={initial.providers}
        />
      </SavedProvidersProvider>
    </BlockSection>
  );
}
