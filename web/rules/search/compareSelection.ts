/**
 * Compare selection (spec 2.2 selectedCommunities / isModalOpen, spec 4 "Compare
 * selection", spec 8 "Too many compare selections", spec 9 "Compare").
 *
 * Pure rules: the UI in component-registry/parts/compare/ keeps the selection in the
 * query string and asks these functions what it may do and what to show.
 */
import { isTruthy } from "@web/lib/truthy";

/** Query-string names of the compare view (spec 2.2). */
const SELECTED_COMMUNITIES_PARAM = "selectedCommunities";
const IS_MODAL_OPEN_PARAM = "isModalOpen";

/**
 * spec 9: limit 4 in the reading this product follows (a fifth add is refused); the
 * site settings' compareLimit overrides it.
 */
export const DEFAULT_COMPARE_LIMIT = 4;
/** spec 9: the minimum number of providers to compare. */
export const COMPARE_MINIMUM = 2;
/** No site may raise the limit past this: the compare modal shows at most 3 cards at once. */
export const COMPARE_LIMIT_MAX = 12;

/** spec 4: the bar's text for a single selection. */
export const ADD_ANOTHER_TEXT = "Add another community to compare";
/** spec 8: the limit dialog's title. */
export const TOO_MANY_SELECTIONS_TITLE = "Too many selections";

/** Provider ids are UUIDs or legacy numbers; anything else in the URL is junk. */
const PROVIDER_ID = /^[A-Za-z0-9_-]{1,100}$/;

/** The site's compare limit: a whole number from 1 to COMPARE_LIMIT_MAX, else the default. */
export function compareLimitFrom(value: unknown): number {
  if (typeof value !== "number" || !Number.isInteger(value)) return DEFAULT_COMPARE_LIMIT;
  if (value < 1 || value > COMPARE_LIMIT_MAX) return DEFAULT_COMPARE_LIMIT;
  return value;
}

/** True for a string that can be a provider id. */
function isProviderId(value: unknown): value is string {
  return typeof value === "string" && PROVIDER_ID.test(value);
}

/**
 * spec 2.2: selectedCommunities is a comma-separated list of provider ids. Blank and
 * malformed entries are dropped, duplicates keep their first place, and the list is
 * cut at the limit (a hand-edited link cannot select more than the bar allows).
 */
export function parseSelectedCommunities(
  value: string | readonly string[] | null | undefined,
  limit: number = DEFAULT_COMPARE_LIMIT,
): string[] {
  const raw = typeof value === "string" ? [value] : (value ?? []);
  const ids: string[] = [];
  for (const part of raw.flatMap((entry) => String(entry).split(","))) {
    const id = part.trim();
    if (!isProviderId(id) || ids.includes(id)) continue;
    ids.push(id);
    if (ids.length >= compareLimitFrom(limit)) break;
  }
  return ids;
}

/** spec 2.2: the ids joined with commas, in selection order. */
export function serializeSelectedCommunities(ids: readonly string[]): string {
  return ids.join(",");
}

/** spec 2.2: isModalOpen is written 'true' or 'false', read with spec 5's truthiness. */
export function parseIsModalOpen(value: string | null | undefined): boolean {
  return isTruthy(value);
}

export interface CompareUrlState {
  selectedIds: string[];
  /** The flag as written in the URL. */
  isModalOpen: boolean;
}

/** Reads the compare view's state from a query string ("?a=b&..." or "a=b&..."). */
export function compareStateFromSearch(search: string, limit: number): CompareUrlState {
  const params = new URLSearchParams(search);
  return {
    selectedIds: parseSelectedCommunities(params.getAll(SELECTED_COMMUNITIES_PARAM), limit),
    isModalOpen: parseIsModalOpen(params.get(IS_MODAL_OPEN_PARAM)),
  };
}

/**
 * Writes the compare view's state into a query string, keeping every other parameter
 * (the search state) as it is. With nothing selected both parameters are removed;
 * otherwise isModalOpen is written as 'true' or 'false' (spec 2.2). Returns the query
 * string with its leading '?', or '' when it is empty.
 */
export function searchWithCompareState(search: string, state: CompareUrlState): string {
  // Other parameters are kept byte for byte: the search state's own encoding is not ours.
  const kept = search
    .replace(/^\?/, "")
    .split("&")
    .filter((part) => part !== "" && !isCompareParam(part));
  if (state.selectedIds.length > 0) {
    // Ids never hold a comma or a reserved character, so the list stays readable.
    kept.push(
      `${SELECTED_COMMUNITIES_PARAM}=${serializeSelectedCommunities(state.selectedIds.filter(isProviderId))}`,
      `${IS_MODAL_OPEN_PARAM}=${String(state.isModalOpen)}`,
    );
  }
  return kept.length > 0 ? `?${kept.join("&")}` : "";
}

function isCompareParam(part: string): boolean {
  const rawName = part.split("=", 1)[0] ?? "";
  let name: string;
  try {
    name = decodeURIComponent(rawName.replace(/\+/g, " "));
  } catch {
    name = rawName;
  }
  return name === SELECTED_COMMUNITIES_PARAM || name === IS_MODAL_OPEN_PARAM;
}

export type AddResult =
  { ok: true; selectedIds: string[] } | { ok: false; reason: "limit"; selectedIds: string[] };

/**
 * spec 4: a provider can be added; at the limit the add is refused (with the limit 4,
 * the add is refused when 4 are already selected, so 4 are allowed). Adding a
 * provider that is already selected changes nothing.
 */
export function addToCompare(
  selectedIds: readonly string[],
  id: string,
  limit: number = DEFAULT_COMPARE_LIMIT,
): AddResult {
  if (selectedIds.includes(id)) return { ok: true, selectedIds: [...selectedIds] };
  if (selectedIds.length >= compareLimitFrom(limit)) {
    return { ok: false, reason: "limit", selectedIds: [...selectedIds] };
  }
  return { ok: true, selectedIds: [...selectedIds, id] };
}

/** spec 4: a provider can be removed. */
export function removeFromCompare(selectedIds: readonly string[], id: string): string[] {
  return selectedIds.filter((selected) => selected !== id);
}

/** spec 4 and 9: Compare is disabled with fewer than 2 providers. */
export function canCompare(count: number): boolean {
  return count >= COMPARE_MINIMUM;
}

/**
 * spec 4: the bar reads 'Add another community to compare' for 1 provider and
 * 'Compare N of 4' otherwise (4 being the limit).
 */
export function compareBarText(count: number, limit: number = DEFAULT_COMPARE_LIMIT): string {
  if (count === 1) return ADD_ANOTHER_TEXT;
  return `Compare ${count} of ${compareLimitFrom(limit)}`;
}

/** spec 8: the limit dialog's text, e.g. 'You can only compare 4 communities at a time.' */
export function tooManySelectionsText(limit: number = DEFAULT_COMPARE_LIMIT): string {
  return `You can only compare ${compareLimitFrom(limit)} communities at a time.`;
}

/**
 * spec 9: the carousel shows 1 card below 768 px, 2 below 991 px and 3 above; never
 * more cards per view than there are providers.
 */
export const COMPARE_CAROUSEL_BREAKPOINTS = { two: 768, three: 991 } as const;

export function compareCardsPerView(viewportWidth: number, count: number): number {
  const perView =
    viewportWidth >= COMPARE_CAROUSEL_BREAKPOINTS.three
      ? 3
      : viewportWidth >= COMPARE_CAROUSEL_BREAKPOINTS.two
        ? 2
        : 1;
  return Math.max(1, Math.min(perView, count));
}
