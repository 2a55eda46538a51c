import { ALL_CARE_TYPES, careTypeLabel, findCareType } from "../careTypes";
import type { SearchParams } from "./searchParams";

/** What a search over every care type is called in its heading. */
const ALL_CARE_TYPES_HEADING = "Senior living and care";

/**
 * Issue 23: the results page's heading names the search it shows, "Assisted living near
 * Chicago, IL", as the best sites of the field do; the block's own heading (the editor's
 * "Senior living near you") stays for a search without a place, where the visitor's own
 * location is meant.
 */
export function searchHeading(
  search: Pick<SearchParams, "keyword" | "careType">,
  blockHeading: string,
): string {
  const place = search.keyword?.trim();
  if (!place) return blockHeading;
  const careType =
    search.careType && search.careType !== ALL_CARE_TYPES ? findCareType(search.careType) : null;
  return `${careType ? careTypeLabel(careType) : ALL_CARE_TYPES_HEADING} near ${place}`;
}
