/** @jest-environment jsdom */
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { ResultsList } from "@registry/blocks/SearchGrid/CardControls";
import { ProviderCard } from "@registry/parts/card/ProviderCard";
import {
  DelegatedCompareCheckbox,
  DelegatedSaveToggle,
} from "@registry/parts/card/delegatedControls";
import { CompareProvider } from "@registry/parts/compare/CompareProvider";
import { InquirySettingsProvider } from "@registry/parts/inquiryForm/InquirySettings";
import { SavedProvidersProvider } from "@registry/parts/saved/useSavedProviders";
import { SAVED_PROVIDERS_COOKIE } from "@web/client/savedProvidersCookie";
import { releaseUrlHold } from "@web/client/urlState";
import { setLogSink, type LogEntry } from "@web/lib/log";
import { placeholderImageFor } from "@web/rules/card/placeholderImage";
import type { ProviderSearchResult } from "@web/rules/model/types";
import { verifiedPartnerTooltip } from "@web/rules/card/verifiedPartner";
import { SITES } from "@web/rules/sites";
import { makeSearchResult } from "../../support/providerFixture";

/*
 * The search results' cards as server markup whose controls one client component per
 * list makes work (CardControls.tsx, issue 23): rendered to HTML, ticked before the
 * script runs, hydrated, then used as a visitor would. The browser tests run the same
 * controls on the real search page (providerCard, compare, saved and inquiry specs).
 */

jest.mock("next/navigation", () => ({
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), prefetch: jest.fn(), back: jest.fn() }),
  useServerInsertedHTML: () => undefined,
}));
jest.mock("@web/client/tracker", () => ({ track: jest.fn() }));

const LONG = `<p>${"Sunny rooms and a garden club. ".repeat(10)}</p><p>Second paragraph.</p><script>alert(1)</script>`;

const answer = (status: number, body: unknown) =>
  Promise.resolve({ ok: status >= 200 && status < 300, status, json: async () => body });

const LONG_TEXT =
  "Oak Meadow serves older adults and their families in Austin. Residents enjoy chef-prepared meals, " +
  "a full calendar of activities and a warm, welcoming community.";

const enhancedService = {
  category: { name: "Assisted Living", description: "", imageURL: "" },
  careType: "assisted-living" as const,
  costs: { startingPriceCents: 325000 },
  legacyResourceId: 10,
  isClaimed: true,
  accommodations: [],
  contract: { type: "subscription", isSuppressed: false },
  amenities: [],
};

function card(id: string, name: string, overrides: Partial<ProviderSearchResult> = {}) {
  return makeSearchResult({
    id,
    name,
    description: `<p>${LONG_TEXT}</p>`,
    photos: [{ url: `/images/providers/${id}.jpg`, caption: "Exterior" }],
    startPriceInCents: 325000,
    ...overrides,
  });
}

const PROVIDERS = [
  card("prov-1", "Oak Meadow", {
    enhancedListing: true,
    isSuppressed: false,
    services: [enhancedService],
    caringStars: [2019, 2020, 2021, 2022, 2023],
    isCaringStar: true,
  }),
  card("prov-2", "Cedar Grove"),
  card("prov-3", "Pine Court", { description: "Small and friendly." }),
];

function Page() {
  return (
    <InquirySettingsProvider settings={{ siteId: "main", phone: "(855) 555-0142" }}>
      <SavedProvidersProvider limit={30}>
        <CompareProvider limit={4}>
          <ResultsList
            label="Search results"
            verifiedPartnerTip={verifiedPartnerTooltip(SITES.main.brand)}
          >
            {PROVIDERS.map((provider) => (
              <li key={provider.id}>
                <ProviderCard
                  provider={provider}
                  siteId="main"
                  headingLevel={2}
                  delegated={{ inquiryLabel: null }}
                  compareControl={<DelegatedCompareCheckbox provider={provider} />}
                  saveControl={<DelegatedSaveToggle provider={provider} />}
                />
              </li>
            ))}
          </ResultsList>
        </CompareProvider>
      </SavedProvidersProvider>
    </InquirySettingsProvider>
  );
}

const cardOf = (name: string) => screen.getByRole("article", { name }) as HTMLElement;

let container: HTMLElement;
let root: Root | null = null;

beforeEach(() => {
  // jsdom has no fetch: the compare bar's and READ MORE's loads fail and log a warning
  // (the preview and the names stay; the browser tests load them for real).
  jest.spyOn(console, "warn").mockImplementation(() => {});
  releaseUrlHold();
  window.history.replaceState(null, "", "/local/search?keyword=Austin%2C+TX");
  document.cookie = `${SAVED_PROVIDERS_COOKIE}=; Path=/; Max-Age=0`;
  container = document.createElement("div");
  container.innerHTML = renderToString(<Page />);
  document.body.append(container);
});

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  container.remove();
  jest.restoreAllMocks();
});

async function hydrate() {
  const errors = jest.spyOn(console, "error").mockImplementation(() => {});
  await act(async () => {
    root = hydrateRoot(container, <Page />);
  });
  // No hydration mismatch: the server markup is what the client renders.
  expect(errors).not.toHaveBeenCalled();
  errors.mockRestore();
}

describe("server-rendered cards before the list's script runs", () => {
  it("link the inquiry to the provider page's costs; the save and years toggles are not ready yet", () => {
    const oak = within(cardOf("Oak Meadow"));
    expect(oak.getByRole("link", { name: "Get Pricing" })).toHaveAttribute(
      "href",
      expect.stringContaining("#provider-costs-"),
    );
    expect(oak.queryByRole("button", { name: "Get Pricing" })).not.toBeInTheDocument();
    expect(oak.getByRole("button", { name: "Save Oak Meadow" })).toHaveAttribute(
      "data-ready",
      "false",
    );
    expect(oak.getByRole("button", { name: "View More" })).toHaveAttribute("data-ready", "false");
  });
});

describe("the list's controls", () => {
  it("keep a tick made before hydration and turn the inquiry link into a dialog button", async () => {
    const box = within(cardOf("Cedar Grove")).getByRole("checkbox", {
      name: "Compare Cedar Grove",
    }) as HTMLInputElement;
    box.checked = true;
    await hydrate();
    await waitFor(() =>
      expect(new URLSearchParams(window.location.search).get("selectedCommunities")).toContain(
        "prov-2",
      ),
    );
    expect(box).toBeChecked();
    const oak = within(cardOf("Oak Meadow"));
    expect(oak.queryByRole("link", { name: "Get Pricing" })).not.toBeInTheDocument();
    const opener = oak.getByRole("button", { name: "Get Pricing" });
    expect(opener).toHaveAttribute("aria-haspopup", "dialog");
    expect(opener).toHaveAttribute("data-inquiry-opener", "");
  });

  it("compare: a tick adds, an untick removes", async () => {
    const user = userEvent.setup();
    await hydrate();
    const box = screen.getByRole("checkbox", { name: "Compare Oak Meadow" });
    await user.click(box);
    await waitFor(() =>
      expect(new URLSearchParams(window.location.search).get("selectedCommunities")).toContain(
        "prov-1",
      ),
    );
    expect(box).toBeChecked();
    await user.click(box);
    await waitFor(() =>
      expect(
        new URLSearchParams(window.location.search).get("selectedCommunities") ?? "",
      ).not.toContain("prov-1"),
    );
    expect(box).not.toBeChecked();
  });

  it("save: aria-pressed and the heart follow the saved ids", async () => {
    const user = userEvent.setup();
    await hydrate();
    const save = screen.getByRole("button", { name: "Save Oak Meadow" });
    await waitFor(() => expect(save).toHaveAttribute("data-ready", "true"));
    expect(save).toHaveAttribute("aria-pressed", "false");
    await user.click(save);
    await waitFor(() => expect(save).toHaveAttribute("aria-pressed", "true"));
    expect(save).toHaveAttribute("data-saved", "true");
    expect(save.querySelector("[data-icon]")).toHaveAttribute("data-icon", "heart-filled");
    expect(document.cookie).toContain("prov-1");
    // The other card stays unsaved; the label never changes (toggle-button pattern).
    expect(screen.getByRole("button", { name: "Save Cedar Grove" })).toHaveAttribute(
      "aria-pressed",
      "false",
    );
    await user.click(save);
    await waitFor(() => expect(save).toHaveAttribute("aria-pressed", "false"));
    expect(save.querySelector("[data-icon]")).toHaveAttribute("data-icon", "heart");
  });

  it("an image that fails falls back to the provider's placeholder", async () => {
    await hydrate();
    const image = cardOf("Cedar Grove").querySelector("img") as HTMLImageElement;
    expect(image).toHaveAttribute("data-placeholder", "false");
    act(() => {
      image.dispatchEvent(new Event("error"));
    });
    expect(image.getAttribute("src")).toBe(placeholderImageFor("prov-2"));
    expect(image).toHaveAttribute("alt", "");
    expect(image).toHaveAttribute("data-placeholder", "true");
  });

  it("View More / View Less of the award years, and the Verified Partner toggletip", async () => {
    const user = userEvent.setup();
    await hydrate();
    const oak = within(cardOf("Oak Meadow"));
    const years = oak.getByRole("list", { name: /caring stars/i });
    expect(within(years).getAllByRole("listitem")).toHaveLength(3);
    const more = oak.getByRole("button", { name: "View More" });
    expect(more).toHaveAttribute("aria-expanded", "false");
    expect(more).toHaveAttribute("data-ready", "true");
    await user.click(more);
    expect(within(years).getAllByRole("listitem")).toHaveLength(5);
    const less = oak.getByRole("button", { name: "View Less" });
    expect(less).toHaveAttribute("aria-expanded", "true");
    await user.click(less);
    expect(within(years).getAllByRole("listitem")).toHaveLength(3);

    const badge = oak.getByRole("button", { name: "Verified Partner" });
    expect(badge).toHaveAttribute("aria-expanded", "false");
    await user.click(badge);
    expect(badge).toHaveAttribute("aria-expanded", "true");
    expect(oak.getByText(/vetted for quality/)).toBeVisible();
    await user.keyboard("{Escape}");
    expect(badge).toHaveAttribute("aria-expanded", "false");
    expect(oak.getByRole("note", { hidden: true })).not.toBeVisible();
  });

  it("READ MORE expands the preview at once and READ LESS collapses it", async () => {
    const user = userEvent.setup();
    await hydrate();
    const cedar = within(cardOf("Cedar Grove"));
    const more = cedar.getByRole("button", { name: "READ MORE" });
    expect(more).toHaveAttribute("aria-expanded", "false");
    expect(more).toHaveAttribute("aria-describedby", "card-prov-2");
    const content = document.getElementById(more.getAttribute("aria-controls")!)!;
    await user.click(more);
    const less = cedar.getByRole("button", { name: "READ LESS" });
    expect(less).toHaveAttribute("aria-expanded", "true");
    expect(content.closest("[data-description]")).toHaveAttribute("data-description", "expanded");
    await user.click(less);
    expect(cedar.getByRole("button", { name: "READ MORE" })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
    expect(content.closest("[data-description]")).toHaveAttribute("data-description", "collapsed");
    expect(content.querySelector("[data-expanded-text]")).toBeNull();
  });
});

/*
 * A server-rendered card sends only its description's preview (issue 15): the whole
 * text loads from GET /api/v2/location/{id}?fields=description on the first READ MORE.
 */
describe("READ MORE on a server-rendered card", () => {
  let fetchMock: jest.Mock;
  let entries: LogEntry[];
  let restoreSink: () => void;
  beforeEach(() => {
    fetchMock = jest.fn(() => answer(200, {}));
    (globalThis as { fetch?: unknown }).fetch = fetchMock;
    entries = [];
    restoreSink = setLogSink((entry) => entries.push(entry));
  });
  afterEach(() => {
    delete (globalThis as { fetch?: unknown }).fetch;
    restoreSink();
  });
  const descriptionOf = (name: string) => cardOf(name).querySelector("[data-description]")!;
  const descriptionCalls = () =>
    fetchMock.mock.calls.filter(([url]) => String(url).includes("fields=description"));

  it("asks for nothing until READ MORE, then loads the whole text once, sanitised", async () => {
    const user = userEvent.setup();
    fetchMock.mockImplementation((url: string) =>
      answer(200, url.includes("fields=description") ? { id: "prov-2", description: LONG } : {}),
    );
    await hydrate();
    const description = descriptionOf("Cedar Grove");
    const preview = description.textContent ?? "";
    expect(descriptionCalls()).toHaveLength(0);
    await user.click(within(cardOf("Cedar Grove")).getByRole("button", { name: "READ MORE" }));
    expect(descriptionCalls()).toHaveLength(1);
    expect(descriptionCalls()[0]![0]).toBe("/api/v2/location/prov-2?fields=description");
    await waitFor(() => expect(description).toHaveTextContent("Second paragraph."));
    await waitFor(() => expect(description.querySelector("p + p")).not.toBeNull());
    expect(description.innerHTML).not.toContain("<script");
    expect(description).toHaveAttribute("data-description", "expanded");
    // Collapsing and expanding again asks for nothing more.
    await user.click(within(cardOf("Cedar Grove")).getByRole("button", { name: "READ LESS" }));
    expect(description).toHaveTextContent(preview);
    expect(description).not.toHaveTextContent("Second paragraph.");
    await user.click(within(cardOf("Cedar Grove")).getByRole("button", { name: "READ MORE" }));
    await waitFor(() => expect(description).toHaveTextContent("Second paragraph."));
    expect(descriptionCalls()).toHaveLength(1);
  });

  it("keeps the preview when the description cannot be loaded, and logs it once", async () => {
    const user = userEvent.setup();
    fetchMock.mockImplementation((url: string) =>
      answer(url.includes("fields=description") ? 500 : 200, { error: "boom" }),
    );
    await hydrate();
    const description = descriptionOf("Oak Meadow");
    const preview = (description.textContent ?? "").replace("READ MORE", "");
    await user.click(within(cardOf("Oak Meadow")).getByRole("button", { name: "READ MORE" }));
    await waitFor(() =>
      expect(entries.filter((entry) => entry.where === "provider description")).toHaveLength(1),
    );
    expect(description).toHaveAttribute("data-description", "expanded");
    expect(description).toHaveTextContent(preview);
  });

  it("a short description has no READ MORE and loads nothing", async () => {
    await hydrate();
    const pine = cardOf("Pine Court");
    expect(within(pine).queryByRole("button", { name: "READ MORE" })).toBeNull();
    expect(within(pine).getByText("Small and friendly.")).toHaveAttribute(
      "data-description",
      "full",
    );
    expect(descriptionCalls()).toHaveLength(0);
  });
});
