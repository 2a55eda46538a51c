"use client";

import type { ProviderSearchResult } from "@web/rules/model/types";
import type { SiteId } from "@web/site/sites";
import { ProviderCard } from "@registry/parts/card/ProviderCard";
import type { SaveOutcome } from "@registry/parts/saved/useSavedProviders";
import { SaveToggle } from "@registry/parts/saved/SaveToggle";

/** A saved provider on /saved: the search page's card with its save toggle (no Compare). */
export function SavedProviderCard({
  provider,
  siteId,
  onToggle,
  imagePriority = false,
}: {
  provider: ProviderSearchResult;
  siteId: SiteId;
  onToggle?: (outcome: SaveOutcome) => void;
  imagePriority?: boolean;
}) {
  return (
    <ProviderCard
      provider={provider}
      siteId={siteId}
      headingLevel={2}
      imagePriority={imagePriority}
      saveControl={<SaveToggle provider={provider} onToggle={onToggle} />}
    />
  );
}
