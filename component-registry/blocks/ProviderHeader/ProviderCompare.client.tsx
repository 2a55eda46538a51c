"use client";

import { CompareBar } from "@registry/parts/compare/CompareBar";
import { CompareCheckbox } from "@registry/parts/compare/CompareCheckbox";
import { CompareProvider } from "@registry/parts/compare/CompareProvider";
import type { CompareProviderItem } from "@registry/parts/compare/compareItem";

/**
 * The provider page's Compare checkbox and the compare bar, shared with search
 * (spec 2.3, 4): the selection lives in the URL (selectedCommunities), so a
 * provider added here joins the ones picked on the results page.
 */
export function ProviderCompare({
  provider,
  limit,
}: {
  provider: CompareProviderItem;
  limit: number;
}) {
  return (
    <CompareProvider limit={limit} providers={[provider]}>
      <CompareCheckbox provider={provider} />
      <CompareBar />
    </CompareProvider>
  );
}
