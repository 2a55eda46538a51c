/**
 * Lead attribution (spec 3 "Inquiry payload": anonId, trackingNotes, careLocation): what an
 * inquiry carries besides the typed answers, so that a lead can be joined to the visitor's
 * analytics events and an advisor can see where the family was looking.
 *
 * - `anonId`: one random id per browser, kept in local storage; the page-tracking wrapper
 *   puts the same id on every analytics event (docs/analytics.md).
 * - `careLocation`: where care is wanted: the provider's "City, ST" when the form asks about
 *   one, else the place the page is about (a geo page's, a provider page's), else the
 *   search's location, else spec 9's "UNKNOWN".
 * - `trackingNotes`: the page the form was sent from (its type and path) and, when the
 *   visitor came from another site, that site's host.
 */
import { UNKNOWN_CARE_LOCATION } from "@web/rules/inquiry/inquiryConstants";

type KeyValueStorage = Pick<Storage, "getItem" | "setItem">;

export const ANON_ID_STORAGE_KEY = "anonId";
/** What a page states about itself, on its root element (web/pageKinds/*). */
export const PAGE_TYPE_ATTRIBUTE = "data-page-type";
export const CARE_LOCATION_ATTRIBUTE = "data-care-location";

/** Within the server's limits (200 and 2,000 characters, web/rules/inquiry/inquiry.ts, which brings yup). */
const MAX_LOCATION = 200;
const MAX_NOTES = 500;

const ANON_ID = /^[A-Za-z0-9-]{8,64}$/;

/**
 * This browser's anonymous id: the stored one, else a new one stored for next time; null
 * where storage is refused (private modes), so nothing unstable is sent.
 */
export function anonIdOf(
  storage: KeyValueStorage | null,
  newId: () => string = () => crypto.randomUUID(),
): string | null {
  if (!storage) return null;
  try {
    const stored = storage.getItem(ANON_ID_STORAGE_KEY);
    if (stored && ANON_ID.test(stored)) return stored;
    const id = newId();
    storage.setItem(ANON_ID_STORAGE_KEY, id);
    return id;
  } catch {
    return null;
  }
}

/** The browser's local storage, or null where reading it throws. */
export function localStorageOrNull(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** What the page says about itself: its type and the place it is about, if any. */
export interface PageFacts {
  pageType: string | null;
  careLocation: string | null;
}

export function pageFactsOf(root: ParentNode): PageFacts {
  const page = root.querySelector(`[${PAGE_TYPE_ATTRIBUTE}]`);
  const place = root.querySelector(`[${CARE_LOCATION_ATTRIBUTE}]`);
  return {
    pageType: page?.getAttribute(PAGE_TYPE_ATTRIBUTE) || null,
    careLocation: place?.getAttribute(CARE_LOCATION_ATTRIBUTE)?.trim() || null,
  };
}

const clip = (text: string, max: number) => (text.length <= max ? text : text.slice(0, max));

/** spec 3/9: where care is wanted, most specific first; "UNKNOWN" when nothing says. */
export function careLocationOf({
  providerLocation,
  page,
  url,
}: {
  providerLocation?: string | null;
  page: PageFacts;
  url: URL;
}): string {
  const location =
    providerLocation?.trim() ||
    page.careLocation ||
    url.searchParams.get("keyword")?.trim() ||
    UNKNOWN_CARE_LOCATION;
  return clip(location, MAX_LOCATION);
}

/** "page provider /senior-living/texas/austin/x; from www.example.com" */
export function trackingNotesOf({
  page,
  url,
  referrer,
}: {
  page: PageFacts;
  url: URL;
  referrer: string;
}): string {
  const notes = [`page ${page.pageType ?? "content"} ${url.pathname}`];
  try {
    const from = referrer ? new URL(referrer) : null;
    if (from && from.origin !== url.origin) notes.push(`from ${from.host}`);
  } catch {
    // An unreadable referrer says nothing.
  }
  return clip(notes.join("; "), MAX_NOTES);
}

/** The three, for the inquiry form about to send (`location` and `document` of this page). */
export function leadAttribution(providerLocation?: string | null) {
  const url = new URL(window.location.href);
  const page = pageFactsOf(document);
  return {
    anonId: anonIdOf(localStorageOrNull()),
    careLocation: careLocationOf({ providerLocation, page, url }),
    trackingNotes: trackingNotesOf({ page, url, referrer: document.referrer }),
  };
}
