/** @jest-environment jsdom */
/**
 * The browser layer's React side: the one URL-state store, the one hydration flag,
 * and the saved list over useProvidersByIds. The browser boundary is `fetch`,
 * stubbed here with answers shaped like the real API (tests/unit/client/api.test.ts
 * runs the same calls over real HTTP).
 */
import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { SWRConfig } from "swr";
import { SavedProvidersList } from "@registry/blocks/SavedProviders/SavedProvidersList";
import { SavedProvidersProvider } from "@registry/parts/saved/useSavedProviders";
import { SAVED_PROVIDERS_COOKIE } from "@web/client/savedProvidersCookie";
import { useHydrated } from "@web/client/useHydrated";
import { releaseUrlHold, useUrlSearch, writeUrlSearch } from "@web/client/urlState";
import type { Provider } from "@web/rules/model/types";
import { setLogSink, type LogEntry } from "@web/lib/log";

jest.mock("next/navigation", () => ({
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), prefetch: jest.fn(), back: jest.fn() }),
}));

function UrlSearch({ server }: { server: string }) {
  return <output aria-label="search">{useUrlSearch(server)}</output>;
}
function Hydrated() {
  return <output aria-label="hydrated">{String(useHydrated())}</output>;
}
const shown = (name: string) => screen.getByRole("status", { name }).textContent;

describe("useUrlSearch and writeUrlSearch: the one URL-state store", () => {
  beforeEach(() => {
    // A new page for each case: no hold on the last case's URL.
    releaseUrlHold();
    window.history.replaceState(null, "", "/local/search?keyword=Austin#top");
  });

  it("renders the server's search state on the server", () => {
    expect(renderToString(<UrlSearch server="?keyword=Miami" />)).toContain("keyword=Miami");
  });

  it("reads the browser's query string without '?' once in the browser", () => {
    render(<UrlSearch server="keyword=Miami" />);
    expect(shown("search")).toBe("keyword=Austin");
  });

  it("updates every reader on a push, keeping the path and the hash, and adds a history entry", () => {
    render(
      <>
        <UrlSearch server="" />
        <UrlSearch server="" />
      </>,
    );
    const entries = window.history.length;
    act(() => writeUrlSearch("keyword=Denver&page=2", "push"));
    expect(window.location.pathname + window.location.search + window.location.hash).toBe(
      "/local/search?keyword=Denver&page=2#top",
    );
    expect(window.history.length).toBe(entries + 1);
    for (const output of screen.getAllByRole("status", { name: "search" })) {
      expect(output).toHaveTextContent("keyword=Denver&page=2");
    }
  });

  it("replaces the entry on a replace, and an empty search leaves no '?'", () => {
    render(<UrlSearch server="" />);
    const entries = window.history.length;
    act(() => writeUrlSearch("?", "replace"));
    expect(window.location.href).toMatch(/\/local\/search#top$/);
    expect(window.history.length).toBe(entries);
    expect(shown("search")).toBe("");
  });

  it("puts the newest URL back when an older write is written back after it", async () => {
    render(<UrlSearch server="" />);
    act(() => writeUrlSearch("photo-index=1", "replace"));
    act(() => writeUrlSearch("photo-index=1&street-view=true", "replace"));
    // Next's router commits the first write late and writes that URL back.
    window.history.replaceState({ __NA: true }, "", "/local/search?photo-index=1#top");
    await waitFor(() => expect(window.location.search).toBe("?photo-index=1&street-view=true"));
    expect(shown("search")).toBe("photo-index=1&street-view=true");
  });

  it("holds the newest until the router commits it, then lets the router's writes through", async () => {
    render(<UrlSearch server="" />);
    act(() => writeUrlSearch("photo-index=1", "replace"));
    act(() => writeUrlSearch("photo-index=2", "replace"));
    // The router commits the newest write: the hold ends there.
    window.history.replaceState({ __NA: true }, "", "/local/search?photo-index=2#top");
    // A later write of the router's own (its navigation back to that URL) goes through.
    window.history.replaceState({ __NA: true }, "", "/local/search?photo-index=1#top");
    await new Promise((done) => setTimeout(done, 0));
    expect(window.location.search).toBe("?photo-index=1");
  });

  it("lets a navigation to another URL through while it holds the newest", async () => {
    render(<UrlSearch server="" />);
    act(() => writeUrlSearch("selectedCommunities=a", "replace"));
    // The router navigates to a new search (its own history write).
    window.history.pushState({ __NA: true }, "", "/local/search?keyword=Denver#top");
    await new Promise((done) => setTimeout(done, 100));
    expect(window.location.search).toBe("?keyword=Denver");
  });

  it("lets back and forward change the URL while it holds the newest", async () => {
    render(<UrlSearch server="" />);
    act(() => writeUrlSearch("keyword=Denver", "push"));
    act(() => {
      window.history.replaceState(null, "", "/local/search?keyword=Austin#top");
      window.dispatchEvent(new PopStateEvent("popstate"));
    });
    await new Promise((done) => setTimeout(done, 100));
    expect(window.location.search).toBe("?keyword=Austin");
    expect(shown("search")).toBe("keyword=Austin");
  });

  it("follows back and forward (popstate)", () => {
    render(<UrlSearch server="" />);
    act(() => {
      window.history.pushState(null, "", "/local/search?keyword=Reno");
      window.dispatchEvent(new PopStateEvent("popstate"));
    });
    expect(shown("search")).toBe("keyword=Reno");
  });
});

describe("useHydrated", () => {
  it("is false in the server HTML and true once hydrated", () => {
    const html = renderToString(<Hydrated />);
    expect(html).toContain("false");
    const container = document.createElement("div");
    container.innerHTML = html;
    document.body.append(container);
    render(<Hydrated />, { container, hydrate: true });
    expect(shown("hydrated")).toBe("true");
    container.remove();
  });
});

describe("the saved list over useProvidersByIds", () => {
  let fetchMock: jest.Mock;
  let entries: LogEntry[];
  let restoreSink: () => void;

  function answer(status: number, body: unknown) {
    return { ok: status >= 200 && status < 300, status, json: async () => body };
  }
  const provider = (id: string, name: string) =>
    ({
      id,
      name,
      path: `/senior-living/texas/austin/${id}`,
      photos: [],
      amenities: [],
      tags: ["Assisted Living"],
      address: { formattedAddress: "1 Main St, Austin, TX 78701" },
      averageRating: 4.5,
      reviewCount: 10,
      startPriceInCents: 325_000,
    }) as unknown as Provider;

  function renderList(ids: string[]) {
    document.cookie = `${SAVED_PROVIDERS_COOKIE}=${encodeURIComponent(JSON.stringify(ids))}; Path=/`;
    return render(
      <SWRConfig value={{ provider: () => new Map(), shouldRetryOnError: false }}>
        <SavedProvidersProvider limit={30}>
          <SavedProvidersList
            siteId="main"
            searchPath="/local/search"
            emptyTitle="You have no saved providers yet"
            emptyText="Select the heart on any listing to save it here."
            browseLinkLabel="Search senior living"
            initialIds={null}
            initialProviders={[]}
          />
        </SavedProvidersProvider>
      </SWRConfig>,
    );
  }

  beforeEach(() => {
    fetchMock = jest.fn();
    (globalThis as { fetch?: unknown }).fetch = fetchMock;
    entries = [];
    restoreSink = setLogSink((entry) => entries.push(entry));
  });

  afterEach(() => {
    delete (globalThis as { fetch?: unknown }).fetch;
    restoreSink();
    document.cookie = `${SAVED_PROVIDERS_COOKIE}=; Path=/; Max-Age=0`;
  });

  it("asks for the saved ids once, newest first, and lists the providers", async () => {
    fetchMock.mockResolvedValue(
      answer(200, { providers: [provider("p2", "Birch Hall"), provider("p1", "Oak Meadow")] }),
    );
    renderList(["p1", "p2"]);
    expect(await screen.findByText("You have 2 saved providers.")).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe("/api/v1/location/by-ids");
    expect(JSON.parse(String(init.body))).toEqual({ ids: ["p2", "p1"] });
    expect(entries).toEqual([]);
  });

  it("shows the empty state when the directory no longer knows a saved id", async () => {
    fetchMock.mockResolvedValue(answer(200, { providers: [] }));
    renderList(["deleted-provider"]);
    expect(
      await screen.findByRole("heading", { name: "You have no saved providers yet" }),
    ).toBeInTheDocument();
    expect(screen.queryByText("Loading your saved providers…")).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("after a failed call: the error with a retry, one log line, and the retry loads the list", async () => {
    fetchMock.mockResolvedValueOnce(answer(500, { error: "boom" }));
    renderList(["p1"]);
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("We could not load your saved providers. Please try again.");
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ level: "warn", where: "providers by id" });

    fetchMock.mockResolvedValueOnce(answer(200, { providers: [provider("p1", "Oak Meadow")] }));
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("You have 1 saved provider.")).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
