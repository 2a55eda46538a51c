/** @jest-environment jsdom */
import { ChakraProvider } from "@chakra-ui/react";
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { AppToaster, dismissToasts } from "@registry/parts/toasts/Toaster";
import { SaveToggle } from "@registry/parts/saved/SaveToggle";
import { SavedProvidersProvider } from "@registry/parts/saved/useSavedProviders";
import { readSavedProviders, SAVED_PROVIDERS_COOKIE } from "@web/client/savedProvidersCookie";
import { installFirstPartyTracker } from "@web/client/tracker";
import { systems } from "@web/site/theme/systems";

const push = jest.fn();
jest.mock("next/navigation", () => ({
  useRouter: () => ({ push, replace: jest.fn(), prefetch: jest.fn(), back: jest.fn() }),
  // Chakra's scope registers its server-rendered styles; a browser render has none.
  useServerInsertedHTML: () => undefined,
}));

const oak = { id: "prov-oak", name: "Oak Meadow" };

function setCookie(value: string) {
  document.cookie = `${SAVED_PROVIDERS_COOKIE}=${value}; Path=/`;
}
const savedIds = () => readSavedProviders(document.cookie, Infinity, () => {});
const encoded = (ids: string[]) => encodeURIComponent(JSON.stringify(ids));

function renderToggle(limit = 30, provider = oak) {
  return render(
    <ChakraProvider value={systems.main}>
      <SavedProvidersProvider limit={limit}>
        <SaveToggle provider={provider} />
      </SavedProvidersProvider>
      <AppToaster />
    </ChakraProvider>,
  );
}

const toggle = () => screen.getByRole("button", { name: "Save Oak Meadow" });

/** The toast region's visible toasts (Chakra renders them as role=status / role=alert). */
async function toastWith(title: string) {
  const region = await screen.findByRole("region", { name: /notifications/i });
  await waitFor(() => expect(within(region).getByText(title)).toBeInTheDocument());
  return within(region);
}

let warn: jest.SpyInstance;

beforeEach(() => {
  document.cookie = `${SAVED_PROVIDERS_COOKIE}=; Path=/; Max-Age=0`;
  delete window.analyticsTracker;
  window.__trackedEvents = [];
  installFirstPartyTracker();
  push.mockReset();
  warn = jest.spyOn(console, "warn").mockImplementation(() => {});
});

afterEach(async () => {
  await act(async () => {
    dismissToasts();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  warn.mockRestore();
});

describe("SaveToggle", () => {
  it("is a toggle button with a stable name and aria-pressed", async () => {
    renderToggle();
    // Let the toaster finish subscribing to its store (it updates after mounting).
    await act(async () => {});
    const button = toggle();
    expect(button).toHaveAttribute("type", "button");
    expect(button).toHaveAttribute("aria-pressed", "false");
  });

  it("saves: cookie written, pressed, success toast, 'favourited' tracked", async () => {
    const user = userEvent.setup();
    renderToggle();
    await user.click(toggle());
    expect(savedIds()).toEqual(["prov-oak"]);
    expect(toggle()).toHaveAttribute("aria-pressed", "true");
    const toast = await toastWith("Provider Successfully Saved");
    expect(toast.getByRole("status")).toBeInTheDocument();
    expect(window.__trackedEvents?.map((e) => [e.event, e.properties.providerId])).toEqual([
      ["favourited", "prov-oak"],
    ]);
  });

  it("unsaves: cookie cleared, not pressed, info toast, 'unfavourited' tracked", async () => {
    setCookie(encoded(["prov-other", "prov-oak"]));
    const user = userEvent.setup();
    renderToggle();
    expect(toggle()).toHaveAttribute("aria-pressed", "true");
    await user.click(toggle());
    expect(savedIds()).toEqual(["prov-other"]);
    expect(toggle()).toHaveAttribute("aria-pressed", "false");
    await toastWith("Provider Unsaved");
    expect(window.__trackedEvents?.map((e) => e.event)).toEqual(["unfavourited"]);
  });

  it("shows one toast at a time: a new one replaces the previous", async () => {
    const user = userEvent.setup();
    renderToggle();
    await user.click(toggle());
    await toastWith("Provider Successfully Saved");
    await user.click(toggle());
    const region = await toastWith("Provider Unsaved");
    await waitFor(() =>
      expect(region.queryByText("Provider Successfully Saved")).not.toBeInTheDocument(),
    );
  });

  it("at the limit: nothing saved, error toast with 'View Saved Providers' going to /saved", async () => {
    setCookie(encoded(["a", "b"]));
    const user = userEvent.setup();
    renderToggle(2);
    await user.click(toggle());
    expect(savedIds()).toEqual(["a", "b"]);
    expect(toggle()).toHaveAttribute("aria-pressed", "false");
    const toast = await toastWith("Saved Providers Limit Reached");
    expect(toast.getByRole("alert")).toBeInTheDocument();
    await user.click(toast.getByRole("button", { name: "View Saved Providers" }));
    expect(push).toHaveBeenCalledWith("/saved");
    expect(window.__trackedEvents).toEqual([]);
  });

  it("on failure (the cookie does not stick): error toast, state unchanged", async () => {
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, "cookie")!;
    Object.defineProperty(document, "cookie", {
      configurable: true,
      get: () => descriptor.get!.call(document),
      set: () => {},
    });
    try {
      const user = userEvent.setup();
      renderToggle();
      await user.click(toggle());
      await toastWith("Unable to complete action. Please try again.");
      expect(toggle()).toHaveAttribute("aria-pressed", "false");
      expect(savedIds()).toEqual([]);
      expect(window.__trackedEvents).toEqual([]);
    } finally {
      delete (document as { cookie?: string }).cookie;
    }
  });

  it("reads an unparseable cookie as empty (logged) and saves over it", async () => {
    setCookie("%7Bnot-json");
    const user = userEvent.setup();
    renderToggle();
    expect(toggle()).toHaveAttribute("aria-pressed", "false");
    expect(warn).toHaveBeenCalledWith(
      expect.stringMatching(/"where":"saved providers cookie","message":"unparseable/),
    );
    await user.click(toggle());
    expect(savedIds()).toEqual(["prov-oak"]);
    await toastWith("Provider Successfully Saved");
  });

  it("the toast has a labelled close button", async () => {
    const user = userEvent.setup();
    renderToggle();
    await user.click(toggle());
    const toast = await toastWith("Provider Successfully Saved");
    expect(toast.getByRole("button", { name: "Close notification" })).toBeInTheDocument();
  });
});
