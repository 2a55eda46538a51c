import { BlockSection } from "@registry/parts/BlockSection";
import section from "@registry/parts/BlockSection.module.css";
import { DEFAULT_SAVED_LIMIT } from "@web/client/savedProvidersCookie";
import { SavedProvidersList } from "./SavedProviders.client";
import { SavedProvidersProvider } from "@registry/parts/saved/useSavedProviders";
import type { BlockProps } from "@registry/types";

/**
 * spec 2.1 /saved: the providers saved in this browser (the `savedProviders`
 * cookie), with the search page's cards and save toggles, or an empty state
 * linking to the site's search route. The limit comes from site settings.
 * The page itself is the same for every visitor (and cached as such): the
 * browser reads the cookie and loads the providers (POST /api/v1/location/by-ids).
 */
export function SavedProviders({ block, context }: BlockProps<"savedProviders">) {
  const limit = context.settings?.savedLimit ?? DEFAULT_SAVED_LIMIT;
  return (
    <BlockSection block="savedProviders">
      <h1 className={section.title}>{block.heading ?? "Your saved providers"}</h1>
      <SavedProvidersProvider limit={limit} initialIds={null}>
        <SavedProvidersList
          siteId={context.site.id}
          searchPath={context.site.searchPath}
          emptyTitle={block.emptyTitle ?? "You have no saved providers yet"}
          emptyText={
            block.emptyText ??
            "Select the heart on any listing to save it here. Saved providers are kept in this browser."
          }
          browseLinkLabel={block.browseLinkLabel ?? "Search senior living"}
          initialIds={null}
          initialProviders={[]}
        />
      </SavedProvidersProvider>
    </BlockSection>
  );
}
