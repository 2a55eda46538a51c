/** @jest-environment jsdom */
import { act, render, screen, within } from "@testing-library/react";
import { collectPageHeadings } from "@registry/headings";
import { PageBuilder } from "@registry/PageBuilder";
import { InquirySettingsProvider } from "@registry/parts/inquiryForm/InquirySettings";
import { heroBehindFormStage, semInquiryOptions } from "@registry/semLanding";
import type { BlockContext, HeadingContext, PageBlock } from "@registry/types";
import type { FeatureFlag } from "@web/lib/featureFlags";
import { BUDGET_OPTIONS } from "@web/rules/inquiry/inquiry";
import { NO_SEARCH_STATE } from "@web/rules/search/searchParams";
import { SITES } from "@web/site/sites";

/**
 * Issue 24 "Feature flags": the SEM landing page's three flags (spec 9), each on and off,
 * as the page renders its blocks: `sem-hero-behind-form-layout` (the hero and the form on
 * one stage), `sem-budget-question-radio` (the budget question's radio buttons) and
 * `enhanced-inquiry-form` (the form in steps). None changes another page type.
 */

const block = (type: string, fields: Record<string, unknown> = {}, key = `${type}-key`) =>
  ({ _type: type, _key: key, ...fields }) as unknown as PageBlock;

const SEM_BLOCKS: PageBlock[] = [
  block("hero", { heading: "Compare senior living costs near you", subheading: "Free." }),
  block("inquiryForm", {
    heading: "Get your free cost report",
    layout: "vertical",
    ctaText: "Get Costs",
    rollUpType: "senior-living",
    showPayingWithMedicaid: true,
    askTypeOfCare: true,
  }),
  block("richText", { body: [] }, "next"),
];

function contextFor(flags: FeatureFlag[], pageType = "multi-step-form"): BlockContext {
  const base: HeadingContext = {
    site: SITES.main,
    settings: null,
    document: { id: "page.sem", type: "page" },
    preview: false,
    studioUrl: null,
    ...NO_SEARCH_STATE,
    query: new URLSearchParams(),
    featureFlags: new Set(flags),
    pageType,
  };
  return { ...base, headings: collectPageHeadings(SEM_BLOCKS, base) };
}

async function renderPage(flags: FeatureFlag[], pageType?: string) {
  const view = render(
    <InquirySettingsProvider settings={{ siteId: "main" }}>
      <PageBuilder blocks={SEM_BLOCKS} context={contextFor(flags, pageType)} />
    </InquirySettingsProvider>,
  );
  // The form is a lazy client leaf.
  await act(async () => undefined);
  return view;
}

const form = () => document.querySelector<HTMLFormElement>("form[data-inquiry-form]")!;
const BUDGET = "What is your monthly budget? (optional)";

describe("sem-hero-behind-form-layout", () => {
  it("off: the hero's band, then the form in its own section", async () => {
    const { container } = await renderPage([]);
    expect(container.querySelector("[data-sem-layout]")).toBeNull();
    const hero = container.querySelector('[data-block="hero"]')!;
    expect(hero).not.toHaveAttribute("data-stage");
    expect(hero.compareDocumentPosition(form()) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(
      "Compare senior living costs near you",
    );
  });

  it("on: the hero and the form share one stage, the hero as its backdrop's text", async () => {
    const { container } = await renderPage(["sem-hero-behind-form-layout"]);
    const stage = container.querySelector('[data-sem-layout="hero-behind-form"]')!;
    expect(stage).not.toBeNull();
    expect(within(stage as HTMLElement).getByRole("heading", { level: 1 })).toHaveTextContent(
      "Compare senior living costs near you",
    );
    expect(stage.querySelector('[data-block="hero"]')).toHaveAttribute(
      "data-stage",
      "hero-behind-form",
    );
    expect(stage).toContainElement(form());
    // Every block still renders once, in order, each in its click-to-edit wrapper.
    expect(
      [...container.querySelectorAll("[data-block-key]")].map((el) =>
        el.getAttribute("data-block-key"),
      ),
    ).toEqual(["hero-key", "inquiryForm-key", "next"]);
    expect(stage.nextElementSibling).toHaveAttribute("data-block-key", "next");
  });

  it("stages only a hero that an inline form follows, and only on the SEM landing page", () => {
    const flags = new Set<FeatureFlag>(["sem-hero-behind-form-layout"]);
    const sem = { pageType: "multi-step-form", featureFlags: flags };
    expect(heroBehindFormStage(SEM_BLOCKS, sem)).toEqual({ hero: 0, form: 1 });
    expect(heroBehindFormStage(SEM_BLOCKS, { ...sem, pageType: "content" })).toBeNull();
    expect(heroBehindFormStage(SEM_BLOCKS, { ...sem, featureFlags: new Set() })).toBeNull();
    const modal = [SEM_BLOCKS[0]!, block("inquiryForm", { layout: "fullPageModal" })];
    expect(heroBehindFormStage(modal, sem)).toBeNull();
    expect(heroBehindFormStage([SEM_BLOCKS[1]!, SEM_BLOCKS[0]!], sem)).toBeNull();
  });
});

describe("sem-budget-question-radio", () => {
  it("off: the SEM landing page's form asks the monthly budget in a select", async () => {
    await renderPage([]);
    const select = screen.getByRole("combobox", { name: BUDGET });
    expect(
      within(select)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["Select one", ...BUDGET_OPTIONS]);
    expect(screen.queryByRole("radio")).not.toBeInTheDocument();
  });

  it("on: the same question as radio buttons, one per answer, named by the question", async () => {
    await renderPage(["sem-budget-question-radio"]);
    expect(screen.queryByRole("combobox", { name: BUDGET })).not.toBeInTheDocument();
    const group = screen.getByRole("group", { name: BUDGET });
    const radios = within(group).getAllByRole("radio");
    expect(radios.map((radio) => radio.getAttribute("value"))).toEqual([...BUDGET_OPTIONS]);
    expect(radios.every((radio) => radio.getAttribute("name") === "budget")).toBe(true);
    expect(within(group).getByRole("radio", { name: "Over $7,000" })).not.toBeChecked();
  });

  it("asks no budget on other page types, whatever the flags", async () => {
    await renderPage(["sem-budget-question-radio", "enhanced-inquiry-form"], "content");
    expect(screen.queryByText(BUDGET)).not.toBeInTheDocument();
    expect(form()).not.toHaveAttribute("data-inquiry-steps");
    expect(
      semInquiryOptions({ pageType: undefined, featureFlags: new Set(["enhanced-inquiry-form"]) }),
    ).toEqual({ askBudget: false, budgetInput: "select", multiStep: false });
  });
});

describe("enhanced-inquiry-form", () => {
  it("off: the one-step form, every question and the submit button at once", async () => {
    await renderPage([]);
    expect(form()).not.toHaveAttribute("data-inquiry-steps");
    expect(screen.queryByText(/^Step \d of \d/)).not.toBeInTheDocument();
    expect(screen.getByLabelText("Who are you looking for?")).toBeVisible();
    expect(screen.getByLabelText("Your Email")).toBeVisible();
    expect(screen.getByRole("button", { name: "Get Costs" })).toBeVisible();
    expect(screen.queryByRole("button", { name: "Next" })).not.toBeInTheDocument();
  });

  it("on: the same questions in three steps, the first shown with Next", async () => {
    await renderPage(["enhanced-inquiry-form"]);
    expect(form()).toHaveAttribute("data-inquiry-steps", "3");
    const first = screen.getByRole("group", { name: "Step 1 of 3: Who needs care" });
    expect(within(first).getByLabelText("Who are you looking for?")).toBeVisible();
    expect(within(first).getByLabelText("Type of care (optional)")).toBeVisible();
    // The later steps are in the page (a post without JavaScript sends them) but hidden.
    expect(screen.getByLabelText(BUDGET)).not.toBeVisible();
    expect(screen.getByLabelText("Your Email")).not.toBeVisible();
    expect(screen.getByRole("button", { name: "Next" })).toBeVisible();
    expect(screen.queryByRole("button", { name: "Get Costs" })).not.toBeInTheDocument();
  });
});
