/**
 * Location autocomplete rules (spec 5 and 9): when to ask for suggestions, how
 * many to show, and how the keyboard moves through the list. Pure: the
 * LocationAutocomplete component and its tests share them.
 */

/** spec 9: suggestions are asked for after a 500 ms pause in typing. */
export const AUTOCOMPLETE_DEBOUNCE_MS = 500;
/** spec 5: the trimmed text needs at least 3 characters. */
export const AUTOCOMPLETE_MIN_CHARS = 3;
/** spec 9: 6 suggestions are shown. */
export const AUTOCOMPLETE_VISIBLE = 6;
/** spec 5 / 9: the API path asks for a page of 10. */
export const AUTOCOMPLETE_PAGE_SIZE = 10;
/** The suggestions endpoint (docs/api.md). */
const AUTOCOMPLETE_ENDPOINT = "/api/v1/location/autocomplete-suggestions";

/** spec 5: suggestions only from 3 trimmed characters; under that, no call at all. */
export function shouldQuery(text: string | null | undefined): boolean {
  return typeof text === "string" && text.trim().length >= AUTOCOMPLETE_MIN_CHARS;
}

/** The relative URL asking for suggestions for `text`, or null when no call is due. */
export function autocompleteUrl(text: string, domain: string): string | null {
  if (!shouldQuery(text)) return null;
  const params = new URLSearchParams({
    query: text.trim(),
    pageSize: String(AUTOCOMPLETE_PAGE_SIZE),
    domain,
  });
  return `${AUTOCOMPLETE_ENDPOINT}?${params.toString()}`;
}

/** spec 3: an autocomplete option. */
export interface AutocompleteOption {
  label: string;
  value: string;
}

/**
 * The options to show from an answer `{locations: [{label, value, ...}]}`: at most
 * 6, entries without a label dropped, duplicates (same label) once. Returns null
 * when the answer does not have that shape (a failure, spec 8).
 */
export function visibleOptions(answer: unknown): AutocompleteOption[] | null {
  if (typeof answer !== "object" || answer === null) return null;
  const locations = (answer as { locations?: unknown }).locations;
  if (!Array.isArray(locations)) return null;
  const options: AutocompleteOption[] = [];
  const seen = new Set<string>();
  for (const location of locations) {
    if (options.length >= AUTOCOMPLETE_VISIBLE) break;
    if (typeof location !== "object" || location === null) continue;
    const { label, value } = location as { label?: unknown; value?: unknown };
    if (typeof label !== "string" || label.trim() === "" || seen.has(label)) continue;
    seen.add(label);
    options.push({ label, value: typeof value === "string" && value !== "" ? value : label });
  }
  return options;
}

/**
 * The option the arrow keys move to. `active` is -1 when no option has the focus.
 * Down from the last and up from the first wrap around (WAI-ARIA APG combobox);
 * Up with no focus goes to the last option.
 */
export function nextActiveIndex(
  active: number,
  count: number,
  key: "ArrowDown" | "ArrowUp",
): number {
  if (count <= 0) return -1;
  if (key === "ArrowDown") return active < 0 || active >= count - 1 ? 0 : active + 1;
  return active <= 0 || active >= count ? count - 1 : active - 1;
}

/** spec 5: Enter picks the focused option, or else the first; null with no options. */
export function enterPickIndex(active: number, count: number): number | null {
  if (count <= 0) return null;
  return active >= 0 && active < count ? active : 0;
}

/** What the polite live region says once suggestions have arrived. */
export function suggestionsAnnouncement(count: number): string {
  if (count <= 0) return "No suggestions";
  return `${count} ${count === 1 ? "suggestion" : "suggestions"} available`;
}
