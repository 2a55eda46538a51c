/** @jest-environment jsdom */
import { afterEach, beforeEach, describe, it } from "@jest/globals";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { GuidedSearch } from "@registry/blocks/GuidedSearch/GuidedSearch";
import type { BlockProps } from "@registry/types";
import { setLogSink, type LogEntry } from "@web/lib/log";
import { SEARCH_DEFAULTS } from "@web/rules/search/searchParams";
import { SITES } from "@web/site/sites";

// The block loads its questionnaire through next/dynamic (a chunk of its own); the server
// renders it in place, as the real one here does, so a test sees the page's first HTML.
jest.mock("@registry/blocks/GuidedSearch/GuidedSearch.client", () => ({
  GuidedSearchQuiz: jest.requireActual<
    typeof import("@registry/blocks/GuidedSearch/GuidedSearchQuiz")
  >("@registry/blocks/GuidedSearch/GuidedSearchQuiz").GuidedSearchQuiz,
}));

type Props = BlockProps<"guidedSearch">;

const block = {
  _type: "guidedSearch",
  _key: "quiz",
  heading: "Which care is right for you?",
  intro: "Answer four short questions.",
  advisorText: "Prefer to talk it through?",
  costsLink: { _type: "link", url: "/get-costs" },
  showPhone: true,
} as unknown as Props["block"];

function context(site: "main" | "alt", careType: string | null = null): Props["context"] {
  return {
    site: SITES[site],
    settings: { phone: "(800) 555-0199", ctaDefaults: { text: "Get Costs" } },
    search: { ...SEARCH_DEFAULTS, keyword: null, careType },
    headings: [],
    preview: false,
  } as unknown as Props["context"];
}

const stored = (key: string) => JSON.parse(window.sessionStorage.getItem(key) ?? "null");

/** The question on screen: the one visible group (the others are hidden steps). */
const step = () => screen.getByRole("group");

let logs: LogEntry[];
let restoreLog: () => void;

beforeEach(() => {
  logs = [];
  restoreLog = setLogSink((entry) => logs.push(entry));
  window.history.replaceState(null, "", "/which-care-is-right");
});

afterEach(() => {
  restoreLog();
  window.sessionStorage.clear();
  jest.restoreAllMocks();
});

async function answerAll(
  user: ReturnType<typeof userEvent.setup>,
  answers: [question: RegExp, answer: RegExp][],
) {
  for (const [question, answer] of answers) {
    expect(step()).toHaveAccessibleName(question);
    await user.click(within(step()).getByRole("radio", { name: answer }));
    await user.click(screen.getByRole("button", { name: /^(Next|See my match)$/ }));
  }
}

const MEMORY_CARE: [RegExp, RegExp][] = [
  [/Where would the person/, /In a community/],
  [/everyday tasks/, /Some help/],
  [/memory loss/, /Dementia or Alzheimer's/],
  [/nursing care around the clock/, /^No$/],
];

describe("the guided search (issue 24)", () => {
  it("asks one question a step, with its progress, and says when no answer is chosen", async () => {
    const user = userEvent.setup();
    render(<GuidedSearch block={block} context={context("main")} />);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(
      "Which care is right for you?",
    );
    expect(screen.getByText("Step 1 of 4")).toBeInTheDocument();
    expect(step()).toHaveAccessibleName("Where would the person who needs care like to live?");
    expect(within(step()).getAllByRole("radio")).toHaveLength(3);
    expect(screen.queryByRole("button", { name: "Back" })).toBeNull();

    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(within(step()).getByText("Please choose an answer")).toBeInTheDocument();
    expect(step()).toHaveAccessibleDescription("Please choose an answer");
    expect(within(step()).getAllByRole("radio")[0]).toHaveFocus();
    expect(screen.getByText("Step 1 of 4")).toBeInTheDocument();

    await user.click(within(step()).getByRole("radio", { name: /At home/ }));
    expect(screen.queryByText("Please choose an answer")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(screen.getByText("Step 2 of 4")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: /everyday tasks/ })).toHaveFocus();
    expect(step()).toHaveAccessibleDescription(/bathing, dressing/);

    await user.click(screen.getByRole("button", { name: "Back" }));
    expect(screen.getByRole("heading", { name: /Where would the person/ })).toHaveFocus();
    expect(within(step()).getByRole("radio", { name: /At home/ })).toBeChecked();
  });

  it("keeps the questions and answers in session storage under the spec's keys", async () => {
    const user = userEvent.setup();
    render(<GuidedSearch block={block} context={context("main")} />);
    const questions = stored("guidedSearchQuestions");
    expect(questions.map((question: { id: string }) => question.id)).toEqual([
      "living",
      "dailyHelp",
      "memory",
      "medical",
    ]);
    expect(questions[0].question).toBe("Where would the person who needs care like to live?");

    await answerAll(user, MEMORY_CARE.slice(0, 2));
    expect(stored("guidedSearchValues")).toEqual({ living: "community", dailyHelp: "some" });
    expect(stored("guidedSearchMatchingCareType")).toBeNull();

    await answerAll(user, MEMORY_CARE.slice(2));
    expect(stored("guidedSearchValues")).toEqual({
      living: "community",
      dailyHelp: "some",
      memory: "dementia",
      medical: "no",
    });
    expect(window.sessionStorage.getItem("guidedSearchMatchingCareType")).toBe(
      '"memory-care-facilities"',
    );
  });

  it("ends on the suggestion, the search for it, and an advisor", async () => {
    const user = userEvent.setup();
    render(<GuidedSearch block={block} context={context("alt")} />);
    await answerAll(user, MEMORY_CARE);

    const result = screen.getByRole("heading", { name: "We suggest: Memory care" });
    expect(result).toHaveFocus();
    expect(screen.getByText(/secure home, staff trained in memory loss/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Read about memory care" })).toHaveAttribute(
      "href",
      "/senior-living/memory-care-facilities",
    );
    const search = screen.getByRole("search");
    expect(search).toHaveAttribute("action", "/search");
    expect(within(search).getByRole("combobox", { name: "Type of care" })).toHaveValue(
      "memory-care-facilities",
    );
    expect(screen.getByRole("link", { name: "Get Costs" })).toHaveAttribute("href", "/get-costs");
    expect(screen.getByRole("link", { name: "Call (800) 555-0199" })).toHaveAttribute(
      "href",
      expect.stringMatching(/^tel:/),
    );
    // A reload finds the match in the page's own address.
    expect(window.location.search).toBe("?care-type=memory-care-facilities");

    await user.click(screen.getByRole("button", { name: "Change my answers" }));
    expect(screen.getByRole("heading", { name: /Where would the person/ })).toHaveFocus();
    expect(within(step()).getByRole("radio", { name: /In a community/ })).toBeChecked();
    expect(window.location.search).toBe("");
    expect(stored("guidedSearchMatchingCareType")).toBeNull();
  });

  it("restores the answers of this session at the first question still open", () => {
    window.sessionStorage.setItem(
      "guidedSearchValues",
      JSON.stringify({ living: "home", dailyHelp: "most" }),
    );
    render(<GuidedSearch block={block} context={context("main")} />);
    expect(screen.getByText("Step 3 of 4")).toBeInTheDocument();
    expect(step()).toHaveAccessibleName("Do they have memory loss?");
  });

  it("shows a finished session's match again, and starts over from nothing", async () => {
    const user = userEvent.setup();
    window.sessionStorage.setItem(
      "guidedSearchValues",
      JSON.stringify({ living: "home", dailyHelp: "some", memory: "none", medical: "no" }),
    );
    window.sessionStorage.setItem("guidedSearchMatchingCareType", '"in-home-care"');
    render(<GuidedSearch block={block} context={context("main")} />);
    expect(screen.getByRole("heading", { name: "We suggest: In-home care" })).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Start over" }));
    expect(screen.getByText("Step 1 of 4")).toBeInTheDocument();
    expect(within(step()).queryByRole("radio", { checked: true })).toBeNull();
    expect(window.sessionStorage.getItem("guidedSearchValues")).toBeNull();
    expect(window.sessionStorage.getItem("guidedSearchMatchingCareType")).toBeNull();
  });

  it("still works when storage is unavailable, and logs it (spec 8)", async () => {
    const user = userEvent.setup();
    const blocked = () => {
      throw new DOMException("The operation is insecure.", "SecurityError");
    };
    jest.spyOn(Storage.prototype, "getItem").mockImplementation(blocked);
    jest.spyOn(Storage.prototype, "setItem").mockImplementation(blocked);
    render(<GuidedSearch block={block} context={context("main")} />);
    await answerAll(user, [
      [/Where would the person/, /In a community/],
      [/everyday tasks/, /None/],
      [/memory loss/, /No memory concerns/],
      [/nursing care around the clock/, /Yes/],
    ]);
    expect(screen.getByRole("heading", { name: "We suggest: Nursing homes" })).toHaveFocus();
    expect(logs.map((entry) => entry.event)).toContain("guided-search-storage");
    expect(logs.find((entry) => entry.event === "guided-search-storage")).toMatchObject({
      level: "warn",
      message: "The operation is insecure.",
    });
  });

  it("shows the match the page's search names (the no-JavaScript form's answer)", () => {
    render(<GuidedSearch block={block} context={context("main", "independent-living")} />);
    expect(screen.getByRole("heading", { name: "We suggest: Independent living" })).toBeVisible();
    expect(screen.getByRole("search")).toHaveAttribute("action", "/local/search");
    expect(stored("guidedSearchMatchingCareType")).toBe("independent-living");
  });

  it("asks from the start when the page's search names no care type the quiz ends on", () => {
    render(<GuidedSearch block={block} context={context("main", "senior-living")} />);
    expect(screen.getByText("Step 1 of 4")).toBeInTheDocument();
  });

  it("sends every question in one GET form before JavaScript runs", () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(<GuidedSearch block={block} context={context("main")} />);
    const form = container.querySelector("form")!;
    expect(form.getAttribute("method")).toBe("get");
    expect(form.hasAttribute("action")).toBe(false);
    expect(form.querySelector('input[type="hidden"][name="guided-search"]')).not.toBeNull();
    const steps = [...form.querySelectorAll("fieldset")];
    expect(steps).toHaveLength(4);
    expect(steps.some((fieldset) => fieldset.hidden)).toBe(false);
    expect(
      [...form.querySelectorAll<HTMLInputElement>('input[type="radio"]')].every(
        (radio) => radio.required,
      ),
    ).toBe(true);
    expect(form.querySelector('button[type="submit"]')?.textContent).toContain("See my match");
  });
});
