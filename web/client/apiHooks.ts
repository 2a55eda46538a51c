import useSWR, { type SWRResponse } from "swr";
import type { Provider } from "@web/rules/model/types";
import { fetchProvidersByIds } from "./api";

/**
 * The browser data layer's SWR hooks (web/client/api.ts has the calls): only
 * components that render from an API answer import this module, so SWR loads with
 * them (the saved list), not with every page.
 */

/**
 * The providers with these ids for a component (the saved list), over SWR; no
 * call while `ids` is empty. A failed call is SWR's `error` (already logged), so
 * the component can offer a retry (`mutate`). `onLoaded` gets each answer with
 * the ids it was asked for (those missing from the answer are unknown).
 */
export function useProvidersByIds(
  ids: readonly string[],
  onLoaded: (providers: Provider[], requested: readonly string[]) => void,
): SWRResponse<ProvidersForIds> {
  return useSWR(
    ids.length > 0 ? ["providers-by-ids", ...ids] : null,
    async ([, ...requested]: string[]): Promise<ProvidersForIds> => {
      const answer = await fetchProvidersByIds(requested);
      if (answer.failed) throw new Error("the providers could not be loaded");
      return { requested, providers: answer.data };
    },
    {
      revalidateOnFocus: false,
      revalidateIfStale: false,
      // SWR passes its serialised key here, not the array: the ids come with the data.
      onSuccess({ requested, providers }: ProvidersForIds) {
        onLoaded(providers, requested);
      },
    },
  );
}

interface ProvidersForIds {
  requested: readonly string[];
  providers: Provider[];
}
