/** @jest-environment jsdom */
import { ChakraProvider } from "@chakra-ui/react";
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { LocationAutocomplete } from "@registry/parts/LocationAutocomplete";
import { resetGeoLocation } from "@web/client/api";
import { installFirstPartyTracker } from "@web/client/tracker";
import { systems } from "@web/site/theme/systems";
import { logEntry } from "../../support/logLines";

/**
 * The browser boundary is `fetch`: it is stubbed with canned answers shaped like
 * GET /api/v1/location/autocomplete-suggestions (docs/api.md).
 */
interface FakeAnswer {
  ok: boolean;
  status: number;
  json: () => Promise<unknown>;
}

const answer = (body: unknown, status = 200): FakeAnswer => ({
  ok: status >= 200 && status < 300,
  status,
  json: async () => body,
});

const places = (prefix: string, count = 10) => ({
  locations: Array.from({ length: count }, (_, index) => ({
    label: `${prefix} ${index + 1}, TX`,
    value: `${prefix} ${index + 1}, TX`,
    kind: "city",
  })),
});

let fetchMock: jest.Mock<Promise<FakeAnswer>, [string, RequestInit?]>;
/** GET /api/geoip, asked once a page for the empty box's prefill: empty unless a test says. */
let geoIpMock: jest.Mock<Promise<FakeAnswer>, [string]>;
const EMPTY_LOCATION = { city: "", state: "", latitude: null, longitude: null };
let warn: jest.SpyInstance;
let error: jest.SpyInstance;

beforeEach(() => {
  jest.useFakeTimers();
  fetchMock = jest.fn(async (url: string) => {
    const query = new URL(url, "http://localhost").searchParams.get("query") ?? "";
    return answer(places(query));
  });
  geoIpMock = jest.fn<Promise<FakeAnswer>, [string]>(async () => answer(EMPTY_LOCATION));
  resetGeoLocation();
  (globalThis as { fetch?: unknown }).fetch = (url: string, init?: RequestInit) =>
    url.startsWith("/api/geoip") ? geoIpMock(url) : fetchMock(url, init);
  warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
  error = jest.spyOn(console, "error");
  delete window.analyticsTracker;
  window.__trackedEvents = [];
  installFirstPartyTracker();
});

const tracked = () =>
  (window.__trackedEvents ?? []).map(({ event, properties }) => ({ event, properties }));

afterEach(() => {
  jest.useRealTimers();
  delete (globalThis as { fetch?: unknown }).fetch;
  warn.mockRestore();
  expect(error).not.toHaveBeenCalled();
  error.mockRestore();
});

function renderForm(
  props: {
    onSelect?: (label: string) => void;
    siteId?: "main" | "alt";
    predictive?: boolean;
    defaultValue?: string;
  } = {},
) {
  const submitted: string[] = [];
  const onSubmit = jest.fn((event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submitted.push(new URLSearchParams(new FormData(event.currentTarget) as never).toString());
  });
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  render(
    <ChakraProvider value={systems.main}>
      <form action="/local/search/" method="get" onSubmit={onSubmit}>
        <label htmlFor="loc">Location</label>
        <LocationAutocomplete
          id="loc"
          name="keyword"
          label="Location"
          siteId={props.siteId ?? "main"}
          onSelect={props.onSelect}
          predictive={props.predictive}
          defaultValue={props.defaultValue}
        />
        <input type="hidden" name="care-type" value="assisted-living" />
        <button type="submit">Search</button>
      </form>
    </ChakraProvider>,
  );
  const input = screen.getByRole(props.predictive === false ? "searchbox" : "combobox", {
    name: "Location",
  }) as HTMLInputElement;
  return { user, input, onSubmit, submitted };
}

/** Lets the 500 ms pause pass and the stubbed answer arrive. */
async function pause(ms = 500) {
  await act(async () => {
    jest.advanceTimersByTime(ms);
  });
}

const visibleList = () => screen.queryByRole("listbox", { name: "Suggestions" });
const optionLabels = () =>
  within(screen.getByRole("listbox"))
    .getAllByRole("option")
    .map((option) => option.textContent);

describe("LocationAutocomplete", () => {
  it("server-renders a plain search input (works without JavaScript)", () => {
    const html = renderToString(
      <ChakraProvider value={systems.main}>
        <LocationAutocomplete
          id="loc"
          name="keyword"
          label="Location"
          siteId="main"
          defaultValue="Austin, TX"
          required
        />
      </ChakraProvider>,
    );
    const host = document.createElement("div");
    host.innerHTML = html;
    const inputs = host.querySelectorAll("input");
    expect(inputs).toHaveLength(1);
    const input = inputs[0]!;
    expect(input.id).toBe("loc");
    expect(input.name).toBe("keyword");
    expect(input.type).toBe("search");
    expect(input.required).toBe(true);
    expect(input.getAttribute("value")).toBe("Austin, TX");
    expect(input.getAttribute("autocomplete")).toBe("address-level2");
    expect(input.hasAttribute("role")).toBe(false);
    expect(host.querySelector("[role=listbox]")).toBeNull();
  });

  it("is a WAI-ARIA list combobox with the plain input's id and name", () => {
    const { input } = renderForm();
    expect(input).toHaveAttribute("id", "loc");
    expect(input).toHaveAttribute("name", "keyword");
    expect(input).toHaveAttribute("type", "search");
    expect(input).toHaveAttribute("aria-autocomplete", "list");
    expect(input).toHaveAttribute("aria-expanded", "false");
    expect(input).toHaveAttribute("autocomplete", "off");
    expect(input).not.toHaveAttribute("aria-activedescendant");
    const controls = input.getAttribute("aria-controls");
    expect(controls).toBeTruthy();
    const listbox = document.getElementById(controls as string);
    expect(listbox).toHaveAttribute("role", "listbox");
    expect(listbox).not.toBeVisible();
  });

  it("makes no request and shows no list under 3 trimmed characters", async () => {
    const { user, input } = renderForm();
    await user.type(input, "au");
    await pause(2000);
    await user.clear(input);
    await user.type(input, "  au   ");
    await pause(2000);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(visibleList()).toBeNull();
    expect(input).toHaveAttribute("aria-expanded", "false");
  });

  it("asks once, after a 500 ms pause, and shows 6 of the 10 suggestions", async () => {
    const { user, input } = renderForm({ siteId: "alt" });
    await user.type(input, "Aus");
    await pause(499);
    expect(fetchMock).not.toHaveBeenCalled();
    await user.type(input, "t");
    await pause(499);
    expect(fetchMock).not.toHaveBeenCalled();
    await pause(1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const url = new URL(fetchMock.mock.calls[0]![0], "http://localhost");
    expect(url.pathname).toBe("/api/v1/location/autocomplete-suggestions");
    expect(url.searchParams.get("query")).toBe("Aust");
    expect(url.searchParams.get("pageSize")).toBe("10");
    expect(url.searchParams.get("domain")).toBe("alt");

    expect(visibleList()).toBeVisible();
    expect(optionLabels()).toEqual([
      "Aust 1, TX",
      "Aust 2, TX",
      "Aust 3, TX",
      "Aust 4, TX",
      "Aust 5, TX",
      "Aust 6, TX",
    ]);
    expect(input).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByText("6 suggestions available")).toHaveAttribute("aria-live", "polite");
  });

  it("moves the focus with the arrow keys (wrapping) and Enter picks the focused one", async () => {
    const { user, input, submitted } = renderForm();
    await user.type(input, "Aus");
    await pause();
    const options = () => within(screen.getByRole("listbox")).getAllByRole("option");

    await user.keyboard("{ArrowDown}");
    expect(options()[0]).toHaveAttribute("aria-selected", "true");
    expect(input).toHaveAttribute("aria-activedescendant", options()[0]!.id);
    await user.keyboard("{ArrowDown}{ArrowDown}");
    expect(input).toHaveAttribute("aria-activedescendant", options()[2]!.id);
    expect(options()[0]).toHaveAttribute("aria-selected", "false");
    await user.keyboard("{ArrowUp}");
    expect(input).toHaveAttribute("aria-activedescendant", options()[1]!.id);
    await user.keyboard("{ArrowUp}{ArrowUp}");
    expect(input).toHaveAttribute("aria-activedescendant", options()[5]!.id);
    await user.keyboard("{ArrowDown}{ArrowDown}");
    expect(input).toHaveAttribute("aria-activedescendant", options()[1]!.id);

    await user.keyboard("{Enter}");
    expect(input.value).toBe("Aus 2, TX");
    expect(submitted).toEqual(["keyword=Aus+2%2C+TX&care-type=assisted-living"]);
    expect(tracked()).toEqual([
      {
        event: "search submitted",
        properties: {
          keyword: "Aus 2, TX",
          careType: "assisted-living",
          siteId: "main",
          suggestionPicked: true,
        },
      },
    ]);
    expect(visibleList()).toBeNull();
    expect(input).toHaveAttribute("aria-expanded", "false");
  });

  it("Enter with no focused suggestion picks the first one", async () => {
    const { user, input, submitted } = renderForm();
    await user.type(input, "Sea");
    await pause();
    expect(visibleList()).toBeVisible();
    await user.keyboard("{Enter}");
    expect(input.value).toBe("Sea 1, TX");
    expect(submitted).toEqual(["keyword=Sea+1%2C+TX&care-type=assisted-living"]);
  });

  it("Enter while the list answers older text searches the typed text as it is", async () => {
    const { user, input, submitted } = renderForm();
    await user.type(input, "Sea");
    await pause();
    await user.type(input, "ttle");
    expect(visibleList()).toBeVisible();
    await user.keyboard("{Enter}");
    expect(submitted).toEqual(["keyword=Seattle&care-type=assisted-living"]);
    expect(tracked()).toEqual([
      {
        event: "search submitted",
        properties: {
          keyword: "Seattle",
          careType: "assisted-living",
          siteId: "main",
          suggestionPicked: false,
        },
      },
    ]);
  });

  it("Escape closes the list, a second Escape clears the text; Tab closes", async () => {
    const { user, input, onSubmit } = renderForm();
    await user.type(input, "Aus");
    await pause();
    await user.keyboard("{ArrowDown}{Escape}");
    expect(visibleList()).toBeNull();
    expect(input).toHaveAttribute("aria-expanded", "false");
    expect(input).not.toHaveAttribute("aria-activedescendant");
    expect(input.value).toBe("Aus");
    await user.keyboard("{ArrowDown}");
    expect(visibleList()).toBeVisible();
    await user.keyboard("{Tab}");
    expect(visibleList()).toBeNull();
    await user.click(input);
    await user.keyboard("{Escape}");
    expect(visibleList()).toBeNull();
    await user.keyboard("{Escape}");
    expect(input.value).toBe("");
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("leaves Escape to the page once there is nothing to close or clear (a dialog closes)", async () => {
    const { user, input } = renderForm();
    const escapes: boolean[] = [];
    const listener = (event: KeyboardEvent) => {
      if (event.key === "Escape") escapes.push(event.defaultPrevented);
    };
    document.addEventListener("keydown", listener);
    await user.type(input, "Aus");
    await user.keyboard("{Escape}{Escape}");
    expect(input.value).toBe("");
    // The one that cleared the text was the box's; the next is the page's.
    expect(escapes).toEqual([true, false]);
    document.removeEventListener("keydown", listener);
  });

  it("a click on a suggestion picks it; a click outside closes the list", async () => {
    const { user, input, submitted } = renderForm();
    await user.type(input, "Den");
    await pause();
    await user.click(document.body);
    expect(visibleList()).toBeNull();
    await user.click(input);
    expect(visibleList()).toBeVisible();
    await user.click(screen.getByRole("option", { name: "Den 3, TX" }));
    expect(input.value).toBe("Den 3, TX");
    expect(submitted).toEqual(["keyword=Den+3%2C+TX&care-type=assisted-living"]);
  });

  it("hands the pick to onSelect instead of submitting when given", async () => {
    const onSelect = jest.fn();
    const { user, input, onSubmit } = renderForm({ onSelect });
    await user.type(input, "Mia");
    await pause();
    await user.keyboard("{ArrowDown}{Enter}");
    expect(onSelect).toHaveBeenCalledWith("Mia 1, TX");
    expect(onSubmit).not.toHaveBeenCalled();
    expect(input.value).toBe("Mia 1, TX");
    expect(tracked()).toEqual([]);
  });

  it("ignores an older answer arriving after a newer one", async () => {
    const pending = new Map<string, (value: FakeAnswer) => void>();
    const signals: AbortSignal[] = [];
    fetchMock.mockImplementation((url: string, init?: RequestInit) => {
      if (init?.signal) signals.push(init.signal);
      const query = new URL(url, "http://localhost").searchParams.get("query") ?? "";
      return new Promise((resolve) => pending.set(query, resolve));
    });
    const { user, input } = renderForm();
    await user.type(input, "Aus");
    await pause();
    await user.type(input, "tin");
    await pause();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(signals[0]?.aborted).toBe(true);
    await act(async () => pending.get("Austin")!(answer(places("Austin", 3))));
    await act(async () => pending.get("Aus")!(answer(places("Aus"))));
    expect(optionLabels()).toEqual(["Austin 1, TX", "Austin 2, TX", "Austin 3, TX"]);
    expect(screen.getByText("3 suggestions available")).toBeInTheDocument();
  });

  it("announces when there are no suggestions and shows no list", async () => {
    fetchMock.mockImplementation(async () => answer({ locations: [] }));
    const { user, input } = renderForm();
    await user.type(input, "zzz");
    await pause();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(visibleList()).toBeNull();
    expect(screen.getByText("No suggestions")).toBeInTheDocument();
  });

  it.each([
    ["a network error", () => Promise.reject(new TypeError("Failed to fetch"))],
    ["a 500 answer", async () => answer({ error: "boom" }, 500)],
    [
      "an answer that is not JSON",
      async () => ({
        ok: true,
        status: 200,
        json: async () => {
          throw new SyntaxError("Unexpected token < in JSON");
        },
      }),
    ],
    ["an answer without locations", async () => answer({ items: [] })],
  ])("after %s: no list, one warning log line, and the input still submits", async (_, failure) => {
    fetchMock.mockImplementation(failure as () => Promise<FakeAnswer>);
    const { user, input, submitted } = renderForm();
    await user.type(input, "Austin");
    await pause();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(visibleList()).toBeNull();
    expect(input).toHaveAttribute("aria-expanded", "false");
    expect(warn).toHaveBeenCalledTimes(1);
    // spec 8: one structured line (web/lib/log.ts) with an ISO timestamp.
    const line = logEntry(warn.mock.calls[0]![0]);
    expect(line).toMatchObject({ level: "warn", where: "location autocomplete" });
    expect(line.timestamp).toMatch(/^\d{4}-\d\d-\d\dT[\d:.]+Z$/);
    expect(line.message).toMatch(/^suggestions for "Austin" failed/);
    await user.keyboard("{ArrowDown}{Enter}");
    expect(submitted).toEqual(["keyword=Austin&care-type=assisted-living"]);
  });
});

describe("LocationAutocomplete without predictive suggestions (spec 2.3 mini search)", () => {
  it("stays a plain search box: no combobox, no list, no suggestion request", async () => {
    const { user, input, submitted } = renderForm({ predictive: false });
    expect(screen.queryByRole("combobox")).toBeNull();
    expect(input).toHaveAttribute("autocomplete", "address-level2");
    await user.type(input, "Austin");
    await pause(2000);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(visibleList()).toBeNull();
    await user.keyboard("{Enter}");
    expect(submitted).toEqual(["keyword=Austin&care-type=assisted-living"]);
    // Its submissions are still tracked.
    expect(tracked()).toContainEqual({
      event: "search submitted",
      properties: expect.objectContaining({ keyword: "Austin", suggestionPicked: false }),
    });
  });
});

describe("LocationAutocomplete prefilled from the visitor's IP (spec 3 geo location, 5, 7)", () => {
  const AUSTIN = { city: "Austin", state: "TX", latitude: 30.2672, longitude: -97.7431 };
  const settle = () => act(async () => undefined);

  it("fills an empty box with 'City, ST' once the answer comes, asking once a page", async () => {
    geoIpMock.mockImplementation(async () => answer(AUSTIN));
    const { input } = renderForm();
    expect(input.value).toBe("");
    await settle();
    expect(input.value).toBe("Austin, TX");
    renderForm({ predictive: false });
    await settle();
    expect(geoIpMock).toHaveBeenCalledTimes(1);
    expect(geoIpMock.mock.calls[0]![0]).toBe("/api/geoip");
    // Prefilling is not typing: no suggestions are asked for.
    await pause(2000);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("leaves a box the visitor typed in, or is in, alone", async () => {
    let release: (value: FakeAnswer) => void = () => undefined;
    geoIpMock.mockImplementation(() => new Promise((resolve) => (release = resolve)));
    const { user, input } = renderForm();
    await user.type(input, "Da");
    release(answer(AUSTIN));
    await settle();
    expect(input.value).toBe("Da");
  });

  it("leaves the focused empty box alone", async () => {
    let release: (value: FakeAnswer) => void = () => undefined;
    geoIpMock.mockImplementation(() => new Promise((resolve) => (release = resolve)));
    const { user, input } = renderForm();
    await user.click(input);
    release(answer(AUSTIN));
    await settle();
    expect(input.value).toBe("");
  });

  it("does not ask when the box already names a place", async () => {
    geoIpMock.mockImplementation(async () => answer(AUSTIN));
    const { input } = renderForm({ defaultValue: "Dallas, TX" });
    await settle();
    expect(input.value).toBe("Dallas, TX");
    expect(geoIpMock).not.toHaveBeenCalled();
  });

  it.each([
    ["an empty answer (spec 8)", async () => answer(EMPTY_LOCATION)],
    ["an answer without coordinates (spec 5)", async () => answer({ ...AUSTIN, latitude: null })],
    ["a failed request", async () => answer({ error: "boom" }, 500)],
  ])("keeps the box empty on %s", async (_, reply) => {
    geoIpMock.mockImplementation(reply);
    const { input } = renderForm();
    await settle();
    expect(input.value).toBe("");
  });
});
