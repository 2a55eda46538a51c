import { ALL_CARE_TYPES } from "@web/rules/careTypes";
import {
  badgeShowcase,
  callToAction,
  faqList,
  hero,
  inquiryForm,
  miniSearch,
  page,
  richText,
  searchGrid,
} from "../blocks";
import type { SeedPage } from "../model";
import { body, bullets, h2, h3, numbered, p } from "../portableText";
import { faq } from "./faqs";
import { guidedSearchCta } from "./guidedSearchPages";
import { BRANDS, searchUrl, telLink } from "./shell";

/**
 * Senior Homes Finder (the senior-homes brand, spec 1): places to live, not care at
 * home; a practical, house-hunting voice ("homes", "Home Advisors"). Its inquiry pages,
 * templates and shell come from the shared builders (build-seed.ts).
 */

const site = "homes";
const brand = BRANDS.homes;

const home: SeedPage = page({
  site,
  path: "/",
  title: "Home",
  metaTitle: "Senior Homes Finder | Find the Right Senior Living Home",
  metaDescription:
    "Find assisted living, memory care, independent living and nursing homes near you. See photos, monthly prices and reviews, and get free help from a Home Advisor.",
  blocks: [
    hero({
      eyebrow: "Senior living homes near you",
      heading: "Find a home you'll be glad to move into",
      subheading:
        "Browse assisted living, memory care and independent living homes by city or ZIP code, with photos, monthly prices and reviews from residents' families.",
      showSearch: true,
      cta: ["Get Costs", "/get-costs"],
    }),
    miniSearch({
      heading: "Where would you like to live?",
      placeholder: "e.g. Boise, ID or 83702",
      careType: ALL_CARE_TYPES,
    }),
    // Issue 24: the questionnaire, for families who do not know which care to search for.
    guidedSearchCta(site),
    richText(
      body(
        h2("House hunting, made for the years ahead"),
        p(
          "A move to senior living is a move home. Senior Homes Finder shows you what each place is like to live in: the apartments, the meals, the neighbourhood and what a month really costs, so you can shortlist homes before you visit.",
        ),
        h3("Look at the homes, not just the care"),
        p(
          "Every listing shows photos, amenities and floor plans where the community shares them, with a starting monthly price and reviews from people who live there or visit often.",
        ),
        h3("Know what's open"),
        p(
          "Apartments fill up. A Home Advisor checks which homes have room this month and what they charge today, before you spend a Saturday touring.",
        ),
      ),
    ),
    inquiryForm({
      heading: "Have a Home Advisor call you",
      intro: "Tell us where you'd like to live. We'll call back with prices and open apartments.",
      layout: "horizontal",
      ctaText: "Request a Call",
      inquiryType: "information",
      outcome: "message",
      successMessage:
        "Thank you! A Home Advisor will call you shortly. During business hours we call back within 2 minutes.",
    }),
    callToAction({
      heading: "What do homes near you cost?",
      body: "Get this month's prices and openings from senior living homes in your area, free and with no obligation.",
      url: "/get-costs",
    }),
    badgeShowcase("What the badges on our homes mean", [
      {
        kind: "topRated",
        title: "Top Rated",
        description: "Homes that residents and their families rated highest in a given year.",
        years: [2023, 2024, 2025],
      },
      {
        kind: "caringStars",
        title: "Caring Stars",
        description: "Caring Stars Winners over the last 3 years, chosen from residents' reviews.",
        years: [2024, 2025],
      },
    ]),
    faqList(
      "Before you move",
      faq(
        "is-the-service-free",
        "what-does-assisted-living-cost",
        "assisted-living-vs-nursing-home",
        "how-to-compare",
      ),
    ),
  ],
});

const search: SeedPage = page({
  site,
  path: brand.searchPath,
  title: "Find a home",
  metaTitle: "Senior Living Homes Near You | Senior Homes Finder",
  metaDescription:
    "Search senior living homes by city, state or ZIP code: assisted living, memory care, independent living and nursing homes, with prices and reviews.",
  blocks: [
    miniSearch({
      heading: "Find senior living homes",
      placeholder: "e.g. Boise, ID or 83702",
      careType: ALL_CARE_TYPES,
    }),
    searchGrid({
      heading: "Homes near you",
      defaultCareType: ALL_CARE_TYPES,
      contentBlock1:
        "Seen a few homes you like? A Home Advisor can tell you which have apartments open this month and what each really costs, free of charge.",
      contentBlock2:
        "Compare up to four homes side by side: monthly prices, amenities and what residents' families say.",
    }),
  ],
});

const about: SeedPage = page({
  site,
  path: "/about",
  title: "About Senior Homes Finder",
  metaTitle: "About Us | Senior Homes Finder",
  metaDescription:
    "Who we are, how Home Advisors help families find a senior living home, and how our service stays free.",
  blocks: [
    hero({
      eyebrow: "About us",
      heading: "We help people find their next home",
      subheading:
        "Senior Homes Finder lists assisted living, memory care, independent living and nursing homes across the country.",
    }),
    richText(
      body(
        h2("What we do"),
        p(
          "We started Senior Homes Finder because choosing a senior living home is a housing decision as much as a care decision. We gather photos, prices and reviews in one place and help you compare homes the way you would compare any place to live.",
        ),
        h2("How a Home Advisor helps"),
        numbered(
          "We ask where you'd like to live, your budget and what a good day looks like.",
          "We shortlist homes with room this month and tell you what they charge.",
          "We book visits at the homes you pick and check in after each one.",
        ),
        h2("How we stay free"),
        bullets(
          "**Families never pay us.** The homes we work with pay a fee when someone we introduce moves in.",
          "**Your price is the same.** The fee never changes what you pay the home.",
          "**Every home is listed.** We show homes that don't work with us, too.",
        ),
        p(`Call a Home Advisor: [${brand.phone}](${telLink(brand.phone)}).`),
      ),
    ),
    callToAction({
      heading: "Start with the homes near you",
      url: searchUrl(site, ALL_CARE_TYPES),
      buttonLabel: "Find a Home",
    }),
  ],
});

export const homesPages = (): SeedPage[] => [home, search, about];
