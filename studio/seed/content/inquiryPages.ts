import { hero, inquiryForm, miniSearch, page, richText, thankYou } from "../blocks";
import type { SeedPage, SiteId } from "../model";
import { body, bullets, h2, p } from "../portableText";
import { BRANDS } from "./shell";

/**
 * The pages of the inquiry path on every brand (spec 2.1, 2.3, 4): /get-costs holds the
 * request-costs form inline (the header's form falls back to it without JavaScript), and
 * /thank-you is where a submission without a provider in the answer ends.
 */

const GET_COSTS_COPY: Record<
  SiteId,
  { heading: string; intro: string; whyHeading: string; why: string[]; landingTitle: string }
> = {
  main: {
    heading: "Get current costs from communities near you",
    whyHeading: "Why ask a Family Advisor",
    landingTitle: "Compare Senior Living Costs",
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
    whyHeading: "Why ask a care guide",
    landingTitle: "Find Out What Care Costs",
    intro:
      "Leave your details and one of our care guides will find current prices at places near you, then get back to you. It's free, with no pressure.",
    why: [
      "**Real numbers.** We ask communities and agencies for today's prices.",
      "**A real person.** A care guide walks you through the options.",
      "**Free to you.** Our partners pay us, never families.",
    ],
  },
  homes: {
    heading: "See what homes near you cost",
    whyHeading: "Why ask a Home Advisor",
    landingTitle: "Compare Senior Home Prices",
    intro:
      "Tell us where you'd like to live and how to reach you. A Home Advisor finds today's prices and open apartments at communities near you, free of charge.",
    why: [
      "**Today's prices.** We ask each community for its current monthly rates.",
      "**Open apartments.** Know which homes have room before you tour.",
      "**Free for families.** Communities pay us; your price stays the same.",
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
          h2(copy.whyHeading),
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
  homes: {
    message:
      "Thank you. A Home Advisor is gathering prices and open apartments near you and will call you shortly. During business hours we call back within 2 minutes.",
    providerLinkText: "Back to the home",
    next: [
      "**We call you.** Your Home Advisor asks where and how you'd like to live.",
      "**We check prices.** Today's rates and openings at homes that fit.",
      "**You visit.** Tour the homes you like; we can book the visits for you.",
    ],
    searchHeading: "Keep looking at homes",
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

/** The SEM landing page's hero and form (the page's feature flags lay them out, issue 24). */
const SEM_COPY: Record<
  SiteId,
  { eyebrow: string; heading: string; subheading: string; formHeading: string; formIntro: string }
> = {
  main: {
    eyebrow: "Free help from a local Family Advisor",
    heading: "Compare senior living costs near you",
    subheading:
      "Current prices and availability from communities in your area, in one call. Free to families, with no obligation.",
    formHeading: "Get your free cost report",
    formIntro: "Tell us about the care you need. A Family Advisor calls you back with prices.",
  },
  alt: {
    eyebrow: "Free guidance, no pressure",
    heading: "Find out what care costs near you",
    subheading:
      "A care guide checks today's prices and openings at places nearby, then calls you back. It's free.",
    formHeading: "Get prices near you",
    formIntro: "Tell us about the care you need and how to reach you.",
  },
  homes: {
    eyebrow: "Free help from a Home Advisor",
    heading: "See what senior homes near you cost",
    subheading:
      "Today's rates and open apartments at homes in your area, in one call. Free to families, with no obligation.",
    formHeading: "Get this month's prices",
    formIntro: "Tell us about the care you need. A Home Advisor calls you back with prices.",
  },
};

/**
 * spec 2.1, 2.3: an SEM landing page (page type multi-step-form) per brand: the
 * simplified header, the hero and the form first, no menu to wander off through. Kept
 * out of search engines: it is for paid traffic. Its form asks the monthly budget; the
 * main site's settings turn on the page's three flags (hero behind the form, the budget
 * as radio buttons, the form in steps), the alternate's leave them off (shell.ts).
 */
export function semLandingPage(site: SiteId): SeedPage {
  const copy = GET_COSTS_COPY[site];
  const sem = SEM_COPY[site];
  return page({
    site,
    path: "/lp/senior-living-costs",
    title: copy.landingTitle,
    metaTitle: `Senior Living Costs Near You | ${BRANDS[site].name}`,
    metaDescription: copy.intro,
    noIndex: true,
    pageType: "multi-step-form",
    blocks: [
      hero({ eyebrow: sem.eyebrow, heading: sem.heading, subheading: sem.subheading }),
      inquiryForm({
        heading: sem.formHeading,
        intro: sem.formIntro,
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
