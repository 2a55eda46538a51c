/** @jest-environment jsdom */
import { describe, expect, it } from "@jest/globals";
import {
  ANON_ID_STORAGE_KEY,
  anonIdOf,
  careLocationOf,
  pageFactsOf,
  trackingNotesOf,
} from "@web/client/attribution";

/** A storage over a map, or one that refuses every call (a private mode). */
function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    values,
  };
}
const refusing = {
  getItem: () => {
    throw new Error("SecurityError");
  },
  setItem: () => {
    throw new Error("SecurityError");
  },
};

const page = (html: string) => {
  const root = document.createElement("div");
  root.innerHTML = html;
  return pageFactsOf(root);
};
const url = (href: string) => new URL(href, "https://main.example");

describe("a lead's attribution (spec 3 inquiry payload)", () => {
  it("keeps one anonymous id per browser: made once, then read back", () => {
    const storage = memoryStorage();
    const first = anonIdOf(storage, () => "3f1c2a9e-7b4d-4e1a-9c2b-5d6e7f8a9b0c");
    expect(first).toBe("3f1c2a9e-7b4d-4e1a-9c2b-5d6e7f8a9b0c");
    expect(storage.values.get(ANON_ID_STORAGE_KEY)).toBe(first);
    expect(anonIdOf(storage, () => "another-id-00000000")).toBe(first);
  });

  it("replaces a tampered stored id and sends none where storage is refused", () => {
    const storage = memoryStorage({ [ANON_ID_STORAGE_KEY]: "<script>" });
    expect(anonIdOf(storage, () => "fresh-id-0000000001")).toBe("fresh-id-0000000001");
    expect(anonIdOf(refusing)).toBeNull();
    expect(anonIdOf(null)).toBeNull();
  });

  it("names where care is wanted: the provider's place, the page's, the search's, else UNKNOWN", () => {
    const geo = page('<div data-page-type="geo-city" data-care-location="Austin, TX"></div>');
    const search = page('<div data-page-type="content"></div>');
    const searchUrl = url("/local/search?keyword=Round+Rock%2C+TX");
    expect(
      careLocationOf({ providerLocation: "Pflugerville, TX", page: geo, url: searchUrl }),
    ).toBe("Pflugerville, TX");
    expect(careLocationOf({ providerLocation: " ", page: geo, url: searchUrl })).toBe("Austin, TX");
    expect(careLocationOf({ page: search, url: searchUrl })).toBe("Round Rock, TX");
    expect(careLocationOf({ page: search, url: url("/get-costs") })).toBe("UNKNOWN");
    expect(
      careLocationOf({ page: search, url: url(`/search?keyword=${"x".repeat(300)}`) }),
    ).toHaveLength(200);
  });

  it("notes the page the form was sent from, and the other site the visitor came from", () => {
    const provider = page('<div data-page-type="provider"></div>');
    const from = url("/senior-living/texas/austin/sunrise?utm_source=mail");
    expect(
      trackingNotesOf({ page: provider, url: from, referrer: "https://www.google.com/search?q=x" }),
    ).toBe("page provider /senior-living/texas/austin/sunrise; from www.google.com");
    // The site's own pages and an unreadable referrer add nothing; no page type is content.
    expect(trackingNotesOf({ page: provider, url: from, referrer: "https://main.example/" })).toBe(
      "page provider /senior-living/texas/austin/sunrise",
    );
    expect(trackingNotesOf({ page: page("<p></p>"), url: url("/about"), referrer: "::" })).toBe(
      "page content /about",
    );
  });
});
