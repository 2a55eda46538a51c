import { inquiryFormLayout, isModalLayout } from "@web/rules/inquiry/inquiryForm";
import { stegaClean } from "@web/rules/stegaClean";
import type { BlockContext, PageBlock } from "./types";

/**
 * The SEM landing page (spec 2.1: page type `multi-step-form`, for paid search) and
 * its three feature flags (spec 9, issue 24), read from the block context in one place
 * so the page's blocks agree:
 * - `sem-hero-behind-form-layout`: the page's opening hero and form share one stage,
 *   the form's card over the hero (PageBuilder, the hero and the form blocks);
 * - `sem-budget-question-radio`: the form's budget question as radio buttons, not a
 *   select;
 * - `enhanced-inquiry-form`: the form in steps.
 * Every flag is off unless the site turns it on, and none changes another page type.
 */
export const SEM_PAGE_TYPE = "multi-step-form";

type FlagContext = Pick<BlockContext, "pageType" | "featureFlags">;

export function isSemLandingPage(context: FlagContext): boolean {
  return context.pageType === SEM_PAGE_TYPE;
}

/** Whether the SEM landing page lays its hero behind its form. */
export function heroBehindForm(context: FlagContext): boolean {
  return isSemLandingPage(context) && context.featureFlags.has("sem-hero-behind-form-layout");
}

/**
 * The blocks PageBuilder lays out as the SEM landing page's stage: the first hero that
 * an inline inquiry form follows, and that form (their positions); null when the flag
 * is off, on another page type, or when the page has no such pair (then nothing moves).
 */
export function heroBehindFormStage(
  blocks: readonly PageBlock[],
  context: FlagContext,
): { hero: number; form: number } | null {
  if (!heroBehindForm(context)) return null;
  const hero = blocks.findIndex((block, index) => {
    const next = blocks[index + 1];
    return (
      block._type === "hero" &&
      next?._type === "inquiryForm" &&
      !isModalLayout(inquiryFormLayout(stegaClean(next.layout)))
    );
  });
  return hero < 0 ? null : { hero, form: hero + 1 };
}

/** What an inquiry form block asks, and how, on the page of `context`. */
export function semInquiryOptions(context: FlagContext): {
  askBudget: boolean;
  budgetInput: "select" | "radio";
  multiStep: boolean;
} {
  const sem = isSemLandingPage(context);
  return {
    // The budget question belongs to the SEM landing page's form.
    askBudget: sem,
    budgetInput: sem && context.featureFlags.has("sem-budget-question-radio") ? "radio" : "select",
    multiStep: sem && context.featureFlags.has("enhanced-inquiry-form"),
  };
}
