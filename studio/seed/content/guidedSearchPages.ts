import { SITES } from "@web/rules/sites";
import { callToAction, guidedSearch, page, richText } from "../blocks";
import type { SeedPage, SiteId } from "../model";
import { body, bullets, h2, p } from "../portableText";

/**
 * Issue 24 "Guided search": the "Which care is right for you?" page of each brand,
 * linked from its header's Senior Living menu and its home page. The questions and the
 * rule are the product's (web/rules/search/guidedSearch.ts); the page says in words how
 * the suggestion is made.
 */
export const GUIDED_SEARCH_PATH = "/which-care-is-right";

/** The header menu's and the home page's words for the questionnaire, per brand. */
export const GUIDED_SEARCH_LINKS: Record<
  SiteId,
  { menu: string; homeHeading: string; homeBody: string; homeButton: string }
> = {
  main: {
    menu: "Which Care Is Right for You?",
    homeHeading: "Not sure which type of care is right?",
    homeBody:
      "Answer four short questions and we'll suggest the care that fits, then show you options near you.",
    homeButton: "Find the right care",
  },
  alt: {
    menu: "Help Me Choose",
    homeHeading: "Which kind of care fits your family?",
    homeBody: "Four quick questions, no sign-up. We'll point you to the care that fits.",
    homeButton: "Help me choose",
  },
  homes: {
    menu: "Which Home Is Right?",
    homeHeading: "Not sure which kind of home fits?",
    homeBody: "Four short questions about daily life and health, and we'll suggest where to look.",
    homeButton: "Help me decide",
  },
};

/** The home page's call to action to the questionnaire (issue 24), in the brand's words. */
export function guidedSearchCta(site: SiteId) {
  const words = GUIDED_SEARCH_LINKS[site];
  return callToAction({
    heading: words.homeHeading,
    body: words.homeBody,
    buttonLabel: words.homeButton,
    url: GUIDED_SEARCH_PATH,
    showPhone: false,
  });
}

const COPY: Record<
  SiteId,
  {
    heading: string;
    intro: string;
    advisorText: string;
    howHeading: string;
    howIntro: string;
    how: string[];
    note: string;
  }
> = {
  main: {
    heading: "Which care is right for you?",
    intro:
      "Answer four short questions about the person who needs care. We'll suggest the type of senior care that fits and show you options nearby.",
    advisorText: "Prefer to talk it through? A Family Advisor can help you decide, free of charge.",
    howHeading: "How we make a suggestion",
    howIntro: "We read the answers from the most care to the least:",
    how: [
      "**Nursing homes** when someone needs skilled nursing care around the clock.",
      "**Memory care** for a diagnosis of dementia or Alzheimer's, or for wandering.",
      "**In-home care** when staying at home matters most.",
      "**Assisted living** for help with daily tasks such as bathing, dressing and medication.",
      "**Independent living** when no daily care is needed.",
    ],
    note: "A suggestion is a starting point, not a diagnosis. Talk to a doctor about medical needs, and [ask a Family Advisor about costs](/get-costs) near you.",
  },
  alt: {
    heading: "Find the right kind of care",
    intro:
      "Four quick questions, no sign-up. We'll point you to the kind of care that fits and show you places near you.",
    advisorText: "Rather talk to a person? Our care guides help for free, with no pressure.",
    howHeading: "How the questions add up",
    howIntro: "The answer that needs the most care decides:",
    how: [
      "**Nursing homes** if a nurse has to be there day and night.",
      "**Memory care** if dementia, Alzheimer's or wandering is part of the picture.",
      "**In-home care** if staying put is what matters.",
      "**Assisted living** if everyday things like bathing, dressing or pills need a hand.",
      "**Independent living** if no daily help is needed at all.",
    ],
    note: "It's a place to start, not medical advice: check with a doctor, and [ask a care guide about prices](/get-costs) nearby.",
  },
  homes: {
    heading: "Which senior home is right for you?",
    intro:
      "Four short questions about the person who will live there. We'll suggest the kind of home or care that fits and show you places nearby.",
    advisorText: "Prefer a person? A Home Advisor can help you decide, free of charge.",
    howHeading: "How we make a suggestion",
    howIntro: "The answer that needs the most care decides:",
    how: [
      "**Nursing homes** when a nurse must be on hand day and night.",
      "**Memory care** for dementia, Alzheimer's or wandering.",
      "**In-home care** when staying at home matters most.",
      "**Assisted living** for help with bathing, dressing or medication.",
      "**Independent living** when no daily care is needed.",
    ],
    note: "A suggestion is a starting point, not medical advice: talk to a doctor, and [ask a Home Advisor about prices](/get-costs) near you.",
  },
};

export function guidedSearchPage(site: SiteId): SeedPage {
  const copy = COPY[site];
  return page({
    site,
    path: GUIDED_SEARCH_PATH,
    title: copy.heading,
    metaTitle: `${copy.heading} | ${SITES[site].brand}`,
    metaDescription: copy.intro,
    blocks: [
      guidedSearch({ heading: copy.heading, intro: copy.intro, advisorText: copy.advisorText }),
      richText(body(h2(copy.howHeading), p(copy.howIntro), bullets(...copy.how), p(copy.note))),
    ],
  });
}
