import { inquiryForm, miniSearch, page, richText, thankYou } from "../blocks";
import type { SeedPage, SiteId } from "../model";
import { body, bullets, h2, p } from "../portableText";
import { BRANDS } from "./shell";

/**
 * The pages of the inquiry path on both brands (spec 2.1, 2.3, 4): /get-costs holds the
 * request-costs form inline (the header's form falls back to it without JavaScript), and
 * /thank-you is where a submission without a provider in the answer ends.
 */

const GET_COSTS_COPY: Record<SiteId, { heading: string; intro: string; why: string[] }> = {
  main: {
    heading: "Get current costs from communities near you",
    intro:
      "Tell us who you're looking for and how to reach you. A Family Advisor gathers current prices and availability and calls you back, free of charge.",
    why: [
      "**Current prices.** Communities change rates often; we ask them for today's.",
      "**One call, many options.** Your advisor compares several places for you.",
      "**No obligation.** Our help is free to families, before and after a move.",
    ],
  },
  alt: {
    heading: "Ask us what care costs near you",
    intro:
      "Leave your details and one of our care guides will find current prices at places near you, then get back to you. It's free, with no pressure.",
    why: [
      "**Real numbers.** We ask communities and agencies for today's prices.",
      "**A real person.** A care guide walks you through the options.",
      "**Free to you.** Our partners pay us, never families.",
    ],
  },
};

export function getCostsPage(site: SiteId): SeedPage {
  const copy = GET_COSTS_COPY[site];
  return page({
    site,
    path: "/get-costs",
    title: "Get Costs",
    metaTitle: `Get Costs | ${BRANDS[site].name}`,
    metaDescription: copy.intro,
    blocks: [
      inquiryForm({
        heading: copy.heading,
        intro: copy.intro,
        layout: "vertical",
        ctaText: "Get Costs",
        showPayingWithMedicaid: true,
        askTypeOfCare: true,
      }),
      richText(
        body(
          h2(site === "main" ? "Why ask a Family Advisor" : "Why ask a care guide"),
          bullets(...copy.why),
          p(`Prefer to talk now? Call ${BRANDS[site].phone}.`),
        ),
      ),
    ],
  });
}

const THANK_YOU_COPY: Record<
  SiteId,
  { message: string; providerLinkText: string; next: string[]; searchHeading: string }
> = {
  main: {
    message:
      "A Family Advisor is looking at your request now and will call you shortly. During business hours we call back within 2 minutes.",
    providerLinkText: "Back to the community",
    next: [
      "**We call you.** Your advisor confirms what you need and your budget.",
      "**We gather prices.** Current costs and availability from communities near you.",
      "**You decide.** Tour the places you like; we can book the visits.",
    ],
    searchHeading: "Keep exploring while you wait",
  },
  alt: {
    message:
      "Thanks for reaching out. One of our care guides will call you soon with prices and openings near you. During business hours we call back within 2 minutes.",
    providerLinkText: "Back to the listing",
    next: [
      "**A quick call.** A care guide asks a few questions about the care you need.",
      "**Real prices.** We check today's costs with places nearby.",
      "**No pressure.** You choose what to visit, and when.",
    ],
    searchHeading: "Look around some more",
  },
};

export function thankYouPage(site: SiteId): SeedPage {
  const copy = THANK_YOU_COPY[site];
  return page({
    site,
    path: "/thank-you",
    title: "Thank You",
    metaTitle: `Thank You | ${BRANDS[site].name}`,
    metaDescription: copy.message,
    noIndex: true,
    blocks: [
      thankYou({ message: copy.message, providerLinkText: copy.providerLinkText }),
      richText(body(h2("What happens next"), bullets(...copy.next))),
      miniSearch({ heading: copy.searchHeading, careType: "senior-living" }),
    ],
  });
}

/**
 * spec 2.1, 2.3: an SEM landing page (page type multi-step-form) per brand: the
 * simplified header, the form first, no menu to wander off through. Kept out of search
 * engines: it is for paid traffic.
 */
export function semLandingPage(site: SiteId): SeedPage {
  const copy = GET_COSTS_COPY[site];
  return page({
    site,
    path: "/lp/senior-living-costs",
    title: site === "main" ? "Compare Senior Living Costs" : "Find Out What Care Costs",
    metaTitle: `Senior Living Costs Near You | ${BRANDS[site].name}`,
    metaDescription: copy.intro,
    noIndex: true,
    pageType: "multi-step-form",
    blocks: [
      inquiryForm({
        heading: copy.heading,
        intro: copy.intro,
        layout: "vertical",
        ctaText: "Get Costs",
        showPayingWithMedicaid: true,
        askTypeOfCare: true,
      }),
      richText(body(h2("What happens next"), bullets(...copy.why))),
    ],
  });
}

export const inquiryPages = (site: SiteId): SeedPage[] => [
  getCostsPage(site),
  thankYouPage(site),
  semLandingPage(site),
];
