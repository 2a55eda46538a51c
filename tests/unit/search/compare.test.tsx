/** @jest-environment jsdom */
import { ChakraProvider } from "@chakra-ui/react";
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import type { ProviderSearchResult } from "@web/rules/model/types";
import { systems } from "@web/site/theme/systems";
import { CompareBar } from "@registry/parts/compare/CompareBar";
import { CompareCheckbox } from "@registry/parts/compare/CompareCheckbox";
import { CompareProvider } from "@registry/parts/compare/CompareProvider";
import {
  COPY_LINK_FAILURE,
  COPY_LINK_SUCCESS,
  shareResults,
} from "@registry/parts/compare/shareResults";
import { AppToaster, dismissToasts } from "@registry/parts/toasts/Toaster";
import { track } from "@web/client/tracker";
import { releaseUrlHold } from "@web/client/urlState";

// Swiper ships as ES modules only; the carousel's layout is covered by the browser tests.
jest.mock("@registry/parts/compare/CompareCarousel", () => ({
  CompareCarousel: ({ providers }: { providers: readonly { id: string; name: string }[] }) => (
    <ul aria-label="Compared communities">
      {providers.map((provider) => (
        <li key={provider.id}>{provider.name}</li>
      ))}
    </ul>
  ),
}));
jest.mock("@web/client/tracker", () => ({ track: jest.fn() }));

function provider(id: string, name: string): ProviderSearchResult {
  return {
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
  } as unknown as ProviderSearchResult;
}

const PROVIDERS = [
  provider("p1", "Oak Meadow"),
  provider("p2", "Cedar Grove"),
  provider("p3", "Maple House"),
  provider("p4", "Pine Court"),
  provider("p5", "Willow Park"),
];

function Page({
  providers = PROVIDERS,
  children,
}: {
  providers?: ProviderSearchResult[];
  children?: ReactNode;
}) {
  return (
    <ChakraProvider value={systems.main}>
      <CompareProvider limit={4} providers={providers}>
        {providers.map((p) => (
          <CompareCheckbox key={p.id} provider={p} />
        ))}
        <CompareBar />
        {children}
      </CompareProvider>
      <AppToaster />
    </ChakraProvider>
  );
}

// `hidden`: the page behind an open modal is aria-hidden, the boxes are still there.
const checkbox = (name: string) =>
  screen.getByRole("checkbox", { name: `Compare ${name}`, hidden: true });
const barText = () => document.querySelector("[data-compare-bar-text]")?.textContent;
const toastTitle = () =>
  document.querySelector('[data-scope="toast"][data-part="title"]')?.textContent;
const query = () => new URLSearchParams(window.location.search);

beforeEach(() => {
  // A new page for each case: no hold on the last case's URL (web/client/urlState.ts).
  releaseUrlHold();
  window.history.replaceState(null, "", "/local/search/?keyword=Austin%2C+TX");
  jest.mocked(track).mockClear();
});

afterEach(() => {
  act(() => dismissToasts());
  document.body.style.paddingBottom = "";
});

describe("Compare checkbox", () => {
  it("is a real checkbox labelled 'Compare' with the provider's name for assistive technology", () => {
    render(<Page />);
    const box = checkbox("Oak Meadow");
    expect(box).toHaveAttribute("type", "checkbox");
    expect(box).not.toBeChecked();
    expect(box.closest("label")).toHaveTextContent(/^Compare$/);
  });
});

describe("Compare checkbox before its script runs", () => {
  it("keeps a tick made on the server's HTML before hydration", async () => {
    const page = (
      <CompareProvider limit={4}>
        {PROVIDERS.slice(0, 2).map((p) => (
          <CompareCheckbox key={p.id} provider={{ id: p.id, name: p.name }} />
        ))}
      </CompareProvider>
    );
    const container = document.createElement("div");
    container.innerHTML = renderToString(page);
    document.body.append(container);
    // A quick tap on the second box while the page's JavaScript is still loading.
    const early = container.querySelectorAll<HTMLInputElement>("input[type=checkbox]")[1]!;
    early.checked = true;
    let root: ReturnType<typeof hydrateRoot> | undefined;
    try {
      await act(async () => {
        root = hydrateRoot(container, page);
      });
      expect(query().get("selectedCommunities")).toBe("p2");
      expect(early).toBeChecked();
      const [first] = container.querySelectorAll<HTMLInputElement>("input[type=checkbox]");
      expect(first).not.toBeChecked();
    } finally {
      act(() => root?.unmount());
      container.remove();
    }
  });
});

describe("Compare bar on a page that sends no provider details (the search page)", () => {
  it("names a pick at once and shows its photo once it has loaded by id", async () => {
    let answer: (value: unknown) => void = () => undefined;
    const fetchMock = jest.fn(
      () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    );
    const realFetch = global.fetch;
    global.fetch = fetchMock as unknown as typeof fetch;
    try {
      const withPhoto = {
        ...PROVIDERS[0]!,
        photos: [{ url: "/images/p1.jpg", caption: "Exterior" }],
      };
      const user = userEvent.setup();
      render(
        <ChakraProvider value={systems.main}>
          <CompareProvider limit={4}>
            <CompareCheckbox provider={{ id: "p1", name: "Oak Meadow" }} />
            <CompareBar />
          </CompareProvider>
        </ChakraProvider>,
      );
      await user.click(checkbox("Oak Meadow"));
      const selected = screen.getByRole("list", { name: "Selected communities" });
      expect(within(selected).getByText("Oak Meadow")).toBeInTheDocument();
      expect(selected.querySelector("img")).toBeNull();
      expect(fetchMock).toHaveBeenCalledTimes(1);
      await act(async () => {
        answer({ ok: true, status: 200, json: async () => ({ providers: [withPhoto] }) });
      });
      await waitFor(() =>
        expect(selected.querySelector("img")).toHaveAttribute("src", "/images/p1.jpg"),
      );
    } finally {
      global.fetch = realFetch;
    }
  });
});

describe("Compare bar (spec 4)", () => {
  it("is hidden while nothing is selected", () => {
    render(<Page />);
    expect(document.querySelector("[data-compare-bar]")).toBeNull();
  });

  it("reads 'Add another community to compare' for 1, with Compare disabled", async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(checkbox("Oak Meadow"));
    expect(checkbox("Oak Meadow")).toBeChecked();
    expect(barText()).toBe("Add another community to compare");
    expect(screen.getByRole("button", { name: "Compare" })).toBeDisabled();
    expect(query().get("selectedCommunities")).toBe("p1");
    expect(query().get("keyword")).toBe("Austin, TX");
  });

  it("reads 'Compare N of 4' from 2 on, with Compare enabled", async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(checkbox("Oak Meadow"));
    await user.click(checkbox("Cedar Grove"));
    expect(barText()).toBe("Compare 2 of 4");
    expect(screen.getByRole("button", { name: "Compare" })).toBeEnabled();
    await user.click(checkbox("Maple House"));
    expect(barText()).toBe("Compare 3 of 4");
    expect(window.location.search).toBe(
      "?keyword=Austin%2C+TX&selectedCommunities=p1,p2,p3&isModalOpen=false",
    );
  });

  it("lists the selected providers with remove buttons, and unchecking removes too", async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(checkbox("Oak Meadow"));
    await user.click(checkbox("Cedar Grove"));
    await user.click(screen.getByRole("button", { name: "Show selected (2)" }));
    const list = screen.getByRole("list", { name: "Selected communities" });
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((li) => li.textContent?.replace("✕", "")),
    ).toEqual(["Oak Meadow", "Cedar Grove"]);
    await user.click(screen.getByRole("button", { name: "Remove Oak Meadow from the comparison" }));
    expect(checkbox("Oak Meadow")).not.toBeChecked();
    expect(barText()).toBe("Add another community to compare");
    await user.click(checkbox("Cedar Grove"));
    expect(document.querySelector("[data-compare-bar]")).toBeNull();
    expect(window.location.search).toBe("?keyword=Austin%2C+TX");
  });

  it("has a toggle for the list on small screens that says whether it is open", async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(checkbox("Oak Meadow"));
    const toggle = screen.getByRole("button", { name: "Show selected (1)" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    await user.click(toggle);
    expect(screen.getByRole("button", { name: "Hide selected" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
  });

  it("pads the page's bottom while shown and restores it after", async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(checkbox("Oak Meadow"));
    expect(document.body.style.paddingBottom).toMatch(/px$/);
    await user.click(screen.getByRole("button", { name: "Clear all" }));
    expect(document.body.style.paddingBottom).toBe("");
  });
});

describe("Too many selections (spec 8)", () => {
  it("refuses a fifth add and explains the limit until Continue", async () => {
    const user = userEvent.setup();
    render(<Page />);
    for (const name of ["Oak Meadow", "Cedar Grove", "Maple House", "Pine Court"]) {
      await user.click(checkbox(name));
    }
    expect(barText()).toBe("Compare 4 of 4");
    await user.click(checkbox("Willow Park"));
    const dialog = await screen.findByRole("alertdialog", { name: "Too many selections" });
    expect(dialog).toHaveTextContent("You can only compare 4 communities at a time.");
    expect(checkbox("Willow Park")).not.toBeChecked();
    expect(query().get("selectedCommunities")).toBe("p1,p2,p3,p4");
    await user.click(within(dialog).getByRole("button", { name: "Continue" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(barText()).toBe("Compare 4 of 4");
  });
});

describe("Compare modal (spec 2.2, 4)", () => {
  it("opens from the bar, writes isModalOpen and is tracked; closing writes it back", async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(checkbox("Oak Meadow"));
    await user.click(checkbox("Cedar Grove"));
    await user.click(screen.getByRole("button", { name: "Compare" }));
    const dialog = await screen.findByRole("dialog", { name: "Compare communities" });
    expect(within(dialog).getByRole("list", { name: "Compared communities" })).toHaveTextContent(
      "Oak MeadowCedar Grove",
    );
    expect(query().get("isModalOpen")).toBe("true");
    expect(track).toHaveBeenCalledWith("location comparison viewed", {
      providerIds: ["p1", "p2"],
      count: 2,
    });
    await user.click(within(dialog).getByRole("button", { name: "Close the comparison" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(query().get("isModalOpen")).toBe("false");
    expect(query().get("selectedCommunities")).toBe("p1,p2");
  });

  it("opens from the URL, loading providers it has not seen by id", async () => {
    const fetchMock = jest.fn(async () => ({
      ok: true,
      json: async () => ({ providers: [provider("x9", "Birch Hall")] }),
    }));
    const original = global.fetch;
    global.fetch = fetchMock as unknown as typeof fetch;
    try {
      window.history.replaceState(
        null,
        "",
        "/local/search/?keyword=Austin%2C+TX&selectedCommunities=p1,x9,zz&isModalOpen=true",
      );
      render(<Page />);
      const dialog = await screen.findByRole("dialog", { name: "Compare communities" });
      expect(fetchMock).toHaveBeenCalledTimes(1);
      const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
      expect(url).toBe("/api/v1/location/by-ids");
      expect(JSON.parse(String(init.body))).toEqual({ ids: ["x9", "zz"] });
      await waitFor(() =>
        expect(
          within(dialog).getByRole("list", { name: "Compared communities" }),
        ).toHaveTextContent("Oak MeadowBirch Hall"),
      );
      // 'zz' is unknown to the directory: it leaves the selection.
      await waitFor(() => expect(query().get("selectedCommunities")).toBe("p1,x9"));
      expect(checkbox("Oak Meadow")).toBeChecked();
    } finally {
      global.fetch = original;
    }
  });

  it("does not open from the URL with fewer than 2 selected", () => {
    window.history.replaceState(null, "", "/local/search/?selectedCommunities=p1&isModalOpen=true");
    render(<Page />);
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(barText()).toBe("Add another community to compare");
  });

  it("follows back and forward (popstate)", async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(checkbox("Oak Meadow"));
    await user.click(checkbox("Cedar Grove"));
    act(() => {
      window.history.pushState(null, "", "/local/search/?keyword=Austin%2C+TX");
      window.dispatchEvent(new PopStateEvent("popstate"));
    });
    expect(document.querySelector("[data-compare-bar]")).toBeNull();
    act(() => {
      window.history.pushState(
        null,
        "",
        "/local/search/?selectedCommunities=p3,p4&isModalOpen=true",
      );
      window.dispatchEvent(new PopStateEvent("popstate"));
    });
    expect(await screen.findByRole("dialog", { name: "Compare communities" })).toBeInTheDocument();
    expect(checkbox("Maple House")).toBeChecked();
  });
});

describe("Share Results (spec 2.3, 8)", () => {
  function stubNavigator(value: Partial<Navigator>) {
    const spies = Object.entries(value).map(([key, stub]) => {
      const previous = Object.getOwnPropertyDescriptor(window.navigator, key);
      Object.defineProperty(window.navigator, key, { value: stub, configurable: true });
      return () => {
        if (previous) Object.defineProperty(window.navigator, key, previous);
        else delete (window.navigator as unknown as Record<string, unknown>)[key];
      };
    });
    return () => spies.forEach((restore) => restore());
  }

  async function openModalAndShare(user: ReturnType<typeof userEvent.setup>) {
    window.history.replaceState(
      null,
      "",
      "/local/search/?selectedCommunities=p1,p2&isModalOpen=true",
    );
    render(<Page />);
    const dialog = await screen.findByRole("dialog", { name: "Compare communities" });
    const share = within(dialog).getByRole("button", { name: "Share Results" });
    // The toast appears after the clipboard's promise settles: let it inside act.
    await act(async () => {
      await user.click(share);
    });
  }

  it("copies the page link without a share dialog and says so (3 s, closable)", async () => {
    const writeText = jest.fn(async (text: string) => void text);
    // user-event installs its own clipboard: stub after it.
    const user = userEvent.setup();
    const restore = stubNavigator({
      clipboard: { writeText } as unknown as Clipboard,
      share: undefined,
    });
    try {
      await openModalAndShare(user);
      expect(writeText).toHaveBeenCalledWith(
        "http://localhost/local/search/?selectedCommunities=p1,p2&isModalOpen=true",
      );
      await waitFor(() => expect(toastTitle()).toBe(COPY_LINK_SUCCESS));
      expect(COPY_LINK_SUCCESS).toBe("Copied the link to this page!");
      expect(
        screen.getByRole("button", { name: "Close notification", hidden: true }),
      ).toBeInTheDocument();
      // The toaster sits outside the dialog (hidden from assistive technology while it is
      // open), so the dialog announces the outcome itself.
      expect(screen.getByRole("dialog")).toHaveTextContent(COPY_LINK_SUCCESS);
    } finally {
      restore();
    }
  });

  it("shows the error toast when copying fails", async () => {
    const writeText = jest.fn(async () => {
      throw new Error("denied");
    });
    // user-event installs its own clipboard: stub after it.
    const user = userEvent.setup();
    const restore = stubNavigator({
      clipboard: { writeText } as unknown as Clipboard,
      share: undefined,
    });
    try {
      await openModalAndShare(user);
      await waitFor(() => expect(toastTitle()).toBe(COPY_LINK_FAILURE));
      expect(COPY_LINK_FAILURE).toBe(
        "Sorry! This browser does not support copying to the clipboard",
      );
    } finally {
      restore();
    }
  });

  it("uses the browser's share dialog when there is one, and ignores a cancel", async () => {
    const share = jest.fn(async (data?: ShareData) => {
      void data;
      throw new DOMException("Share canceled", "AbortError");
    });
    const writeText = jest.fn(async () => undefined);
    // user-event installs its own clipboard: stub after it.
    const user = userEvent.setup();
    const restore = stubNavigator({ share, clipboard: { writeText } as unknown as Clipboard });
    const errors = jest.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      await openModalAndShare(user);
      await waitFor(() => expect(share).toHaveBeenCalledWith({ url: window.location.href }));
      await act(async () => undefined);
      expect(writeText).not.toHaveBeenCalled();
      expect(screen.queryByText(COPY_LINK_SUCCESS)).toBeNull();
      expect(screen.queryByText(COPY_LINK_FAILURE)).toBeNull();
      // A cancelled share logs nothing. (React's act() notices about the previous
      // test's toast animation finishing late on a loaded machine are not the share's.)
      const shareErrors = errors.mock.calls.filter((call) => !/act\(/.test(String(call[0])));
      expect(shareErrors).toEqual([]);
    } finally {
      errors.mockRestore();
      restore();
    }
  });
});

describe("shareResults", () => {
  const url = "https://elderpath.example/local/search/?selectedCommunities=a,b&isModalOpen=true";

  it("shares the URL, and a cancelled share is silent", async () => {
    const notify = jest.fn();
    expect(await shareResults(url, { share: async () => undefined }, notify)).toBe("shared");
    const cancel = async () => {
      throw new DOMException("cancelled", "AbortError");
    };
    expect(await shareResults(url, { share: cancel }, notify)).toBe("cancelled");
    expect(notify).not.toHaveBeenCalled();
  });

  it("rethrows other share errors", async () => {
    const notify = jest.fn();
    const failure = new DOMException("not allowed", "NotAllowedError");
    await expect(
      shareResults(url, { share: async () => Promise.reject(failure) }, notify),
    ).rejects.toBe(failure);
    expect(notify).not.toHaveBeenCalled();
  });

  it("copies with 3-second toasts, and without a clipboard shows the error toast", async () => {
    const notify = jest.fn();
    const writeText = jest.fn(async (text: string) => void text);
    expect(await shareResults(url, { clipboard: { writeText } }, notify)).toBe("copied");
    expect(writeText).toHaveBeenCalledWith(url);
    expect(notify).toHaveBeenLastCalledWith({
      type: "success",
      title: "Copied the link to this page!",
      duration: 3000,
      closable: true,
    });
    expect(await shareResults(url, {}, notify)).toBe("copy-failed");
    expect(notify).toHaveBeenLastCalledWith(
      expect.objectContaining({
        type: "error",
        title: "Sorry! This browser does not support copying to the clipboard",
        duration: 3000,
      }),
    );
  });
});
