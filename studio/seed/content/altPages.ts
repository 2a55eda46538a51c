import { ALL_CARE_TYPES, DEFAULT_CARE_TYPE } from "@web/rules/careTypes";
import {
  badgeShowcase,
  callToAction,
  faqList,
  hero,
  inquiryForm,
  miniSearch,
  page,
  richText,
  savedProviders,
  searchGrid,
  tableOfContents,
} from "../blocks";
import type { SeedPage } from "../model";
import { body, bullets, h2, h3, numbered, p } from "../portableText";
import { faq } from "./faqs";
import { guidedSearchCta } from "./guidedSearchPages";
import { BRANDS, searchUrl, telLink } from "./shell";

/** Golden Years Guide (alternate site): warm, plain-spoken, talks to "you". */

const site = "alt";
const brand = BRANDS.alt;

const home: SeedPage = page({
  site,
  path: "/",
  title: "Home",
  metaTitle: "Golden Years Guide | Senior Living and Care Made Simple",
  metaDescription:
    "Find assisted living, memory care and home care near you. Compare prices and reviews, read plain-English guides, and get free help from a real person.",
  blocks: [
    hero({
      eyebrow: "Free help for families",
      heading: "Senior living, made a little easier",
      subheading:
        "Tell us where to look. We'll show you communities and caregivers nearby, what they cost, and what other families think of them.",
      showSearch: true,
      cta: ["Get Costs", searchUrl(site, "assisted-living")],
    }),
    miniSearch({
      heading: "Start with a city or ZIP code",
      placeholder: "e.g. Tucson, AZ or 85701",
      careType: DEFAULT_CARE_TYPE,
    }),
    // Issue 24: the questionnaire, for families who do not know which care to search for.
    guidedSearchCta(site),
    richText(
      body(
        h2("Why families use Golden Years Guide"),
        p(
          "You probably didn't plan to become an expert in senior care this month. That's fine: we've done the homework. Every listing shows what a place offers, a starting price when the provider shares one, and reviews from people who've been there.",
        ),
        bullets(
          "**Honest listings.** Good reviews and bad ones, side by side.",
          "**Real prices.** Starting monthly costs, so there are fewer surprises on a tour.",
          "**A person to call.** Our care guides answer questions for free, with no pressure.",
        ),
        h2("Not sure what kind of care you need?"),
        p(
          "Start with our plain-English guides: [independent or assisted living?](/resources/independent-living-vs-assisted-living), [how to pay for assisted living](/resources/paying-for-assisted-living) and [how Medicaid helps with long-term care](/resources/medicaid-and-long-term-care).",
        ),
      ),
    ),
    inquiryForm({
      heading: "Want a care guide to call you?",
      intro: "It takes a minute. We'll find prices and openings near you.",
      layout: "fullPageModal",
      ctaText: "Get Costs",
      hideWhoAreYouLookingFor: true,
      askTourTime: true,
    }),
    callToAction({
      heading: "Want prices without the runaround?",
      body: "Ask us for current costs at communities near you. We'll get back to you quickly, and it won't cost a cent.",
      url: searchUrl(site, "assisted-living"),
    }),
    badgeShowcase("What the badges on our listings mean", [
      {
        kind: "topRated",
        title: "Top Rated",
        description: "Given each year to the places families rate most highly.",
        years: [2020, 2021, 2022, 2023, 2024, 2025],
      },
      {
        kind: "caringStars",
        title: "Caring Stars",
        description: "Caring Stars Winners over the last 3 years, picked from real reviews.",
        years: [2024, 2025],
      },
    ]),
    faqList(
      "Good questions we hear a lot",
      faq(
        "is-the-service-free",
        "what-does-assisted-living-cost",
        "does-medicaid-pay-for-assisted-living",
        "how-saved-works",
      ),
    ),
  ],
});

const about: SeedPage = page({
  site,
  path: "/about",
  title: "About Golden Years Guide",
  metaTitle: "About Us | Golden Years Guide",
  metaDescription:
    "Who we are, how we help families find senior living and care, and how we keep our service free.",
  blocks: [
    hero({
      eyebrow: "Who we are",
      heading: "We're here for the family member doing the research",
      subheading:
        "Usually that's an adult daughter or son with a full-time job and a lot of browser tabs open.",
    }),
    richText(
      body(
        h2("Our story"),
        p(
          "Golden Years Guide started with a simple idea: finding care for someone you love shouldn't require a spreadsheet and a week off work. We put listings, prices, reviews and straightforward advice in one place, and we pick up the phone when you call.",
        ),
        h2("How we keep it free"),
        p(
          "Communities and home care agencies that partner with us pay a referral fee if you choose them. You pay the same price either way. We show places that don't partner with us too, because you deserve the whole picture.",
        ),
        h2("How a care guide can help"),
        numbered(
          "We ask about the person you're helping: health, daily routine, budget and favourite things.",
          "We suggest a few places that fit and tell you what they really cost.",
          "We help set up visits and check in afterwards, as much or as little as you like.",
        ),
        p(`Talk to us: [${brand.phone}](${telLink(brand.phone)}).`),
      ),
    ),
    callToAction({
      heading: "Let's find a good fit together",
      url: searchUrl(site, ALL_CARE_TYPES),
      buttonLabel: "Get Costs",
    }),
  ],
});

const reviewsFaq: SeedPage = page({
  site,
  path: "/about/reviews_faq",
  title: "Reviews and Common Questions",
  metaTitle: "Reviews & Common Questions | Golden Years Guide",
  metaDescription:
    "How reviews on Golden Years Guide are written and checked, plus quick answers about our free service, badges and tools.",
  blocks: [
    hero({
      eyebrow: "Reviews & questions",
      heading: "Real reviews, straight answers",
      subheading: "Here's how our reviews work, and answers to the things people ask us most.",
    }),
    tableOfContents("Jump to"),
    richText(
      body(
        h2("Where our reviews come from"),
        p(
          "Residents, relatives and friends write our reviews. Before one goes live, a member of our team reads it to make sure it's about a real experience and follows a few simple rules: no private medical details, no names of staff or other residents, no insults and no reviews from people who work for the provider or its competitors.",
        ),
        h3("We don't hide bad reviews"),
        p(
          "A provider can't pay to remove a review. It can post a public reply, which appears right under the review so you can see both sides.",
        ),
        h2("Tips for a helpful review"),
        bullets(
          "Say when you visited or how long your family member has lived there.",
          "Describe the care, the food, the activities and how staff communicated.",
          "Mention what surprised you, good or bad.",
        ),
      ),
    ),
    faqList("Reviews", faq("are-reviews-verified", "can-providers-respond", "how-to-write-review")),
    faqList(
      "Our service",
      faq("is-the-service-free", "how-fast-will-someone-call", "is-my-information-shared"),
    ),
    faqList(
      "Badges and handy tools",
      faq("what-are-caring-stars", "how-to-compare", "how-saved-works"),
    ),
  ],
});

const medicare: SeedPage = page({
  site,
  path: "/medicare",
  title: "Medicare Basics",
  metaTitle: "Medicare Basics for Families | Golden Years Guide",
  metaDescription:
    "A plain-English look at Medicare: the four parts, what it pays for in senior care, and the dates you shouldn't miss.",
  blocks: [
    hero({
      eyebrow: "Medicare basics",
      heading: "Medicare, in plain English",
      subheading:
        "It pays for a lot of medical care. It doesn't pay for most long-term care. Here's the difference.",
    }),
    tableOfContents("Jump to"),
    richText(
      body(
        h2("Four parts, four jobs"),
        p(
          "Think of Medicare as health insurance for people 65 and older (and some younger people with disabilities). **Part A** covers hospital stays, **Part B** covers doctors and outpatient care, **Part D** covers prescriptions, and **Part C**, known as Medicare Advantage, bundles them through a private insurer.",
        ),
        h2("What it pays for in senior care"),
        bullets(
          "Up to 100 days in a skilled nursing facility after a hospital stay of at least three days as an inpatient, when skilled care is still needed (a daily coinsurance applies from day 21).",
          "Part-time skilled nursing and therapy at home for people who are homebound.",
          "Hospice care, including short inpatient respite stays for the family caregiver.",
          "Medical equipment such as walkers and wheelchairs when a doctor prescribes them.",
        ),
        h3("What it doesn't pay for"),
        p(
          "Rent, meals and everyday personal care in assisted living, memory care or a long-term nursing home stay. Those are paid privately, by long-term care insurance, by VA benefits or by Medicaid. Our [Medicaid guide](/resources/medicaid-and-long-term-care) explains that last one.",
        ),
        h2("Dates to put on the calendar"),
        bullets(
          "Your first chance to sign up: the seven months around your 65th birthday.",
          "October 15 to December 7: switch plans for the coming year.",
          "January 1 to March 31: if you're in a Medicare Advantage plan, you can switch plans once or go back to Original Medicare.",
        ),
        p(
          "Questions about your own plan? Your State Health Insurance Assistance Program (SHIP) offers free, one-on-one help.",
        ),
      ),
    ),
    faqList(
      "People also ask",
      faq("does-medicare-pay-for-assisted-living", "assisted-living-vs-nursing-home"),
    ),
  ],
});

const seniorProducts: SeedPage = page({
  site,
  path: "/senior-products",
  title: "Helpful Products",
  metaTitle: "Helpful Products for Aging at Home | Golden Years Guide",
  metaDescription:
    "Simple products that help older adults stay safe and independent at home, and what to check before buying.",
  blocks: [
    hero({
      eyebrow: "Helpful products",
      heading: "Small changes that help at home",
      subheading:
        "A few well-chosen products can prevent a fall or make a phone call easier. Here's where to start.",
    }),
    tableOfContents("Jump to"),
    richText(
      body(
        h2("Start with a walk-through"),
        p(
          "Walk through the home with fresh eyes. Loose rugs, dim hallways, a low toilet and a slippery tub are the usual troublemakers. An occupational therapist can do a home safety check and suggest fixes, and a doctor's referral may get it covered.",
        ),
        h2("Our short list"),
        bullets(
          "**Grab bars** by the toilet and in the shower, screwed into wall studs (suction-cup bars aren't safe for support).",
          "**Night lights** with motion sensors between the bedroom and bathroom.",
          "**A medical alert button**, ideally with fall detection, worn all the time, even in the shower.",
          "**Pill organisers or an automatic dispenser** that beeps at dose times.",
          "**An amplified or captioned phone** for anyone who struggles to hear calls.",
        ),
        h2("Before you buy"),
        p(
          "Check the return policy and any monthly fees, and read the contract before signing up for a monitoring service. Ask whether Medicare, a Medicare Advantage plan or your state's aging services program helps pay for the item.",
        ),
      ),
    ),
    callToAction({
      heading: "Need more help than a gadget can give?",
      body: "We can tell you what home care costs near you, or talk through other options.",
      url: searchUrl(site, "in-home-care"),
    }),
  ],
});

const search: SeedPage = page({
  site,
  path: "/search",
  title: "Search",
  metaTitle: "Find Senior Living and Home Care Near You | Golden Years Guide",
  metaDescription:
    "Search senior living communities and home care by location. See prices, photos and reviews, and compare your favourites.",
  blocks: [
    miniSearch({
      heading: "Where should we look?",
      placeholder: "e.g. Tucson, AZ or 85701",
      careType: DEFAULT_CARE_TYPE,
    }),
    searchGrid({
      heading: "Places near you",
      defaultCareType: DEFAULT_CARE_TYPE,
      contentBlock1:
        "Feeling overwhelmed by the choices? Give us a call. We'll help you narrow the list down to a few places that match your needs and budget, free of charge.",
      contentBlock2:
        "Tip: Save the places you like and compare up to four of them side by side. It makes the family conversation a lot easier.",
    }),
  ],
});

/** spec 2.1 /saved: the alternate site has no Saved button, but the route works. */
const saved: SeedPage = page({
  site,
  path: "/saved",
  title: "Saved places",
  metaTitle: "Your Saved Places | Golden Years Guide",
  metaDescription:
    "The senior living places and home care providers you saved, kept in this browser.",
  noIndex: true,
  blocks: [
    savedProviders({
      heading: "Your saved places",
      emptyTitle: "Nothing saved yet",
      emptyText:
        "Tap the heart on any place you like and it will wait for you here. Your list stays in this browser.",
      browseLinkLabel: "Find places near you",
    }),
  ],
});

const resourcesHub = (guides: SeedPage[]): SeedPage =>
  page({
    site,
    path: "/resources",
    title: "Guides",
    metaTitle: "Senior Care Guides for Families | Golden Years Guide",
    metaDescription:
      "Straightforward guides on paying for care, Medicaid, respite care, touring communities and talking with a parent about moving.",
    blocks: [
      hero({
        eyebrow: "Guides",
        heading: "Answers for the big decisions (and the small ones)",
        subheading: "Short, practical guides written for busy families.",
      }),
      richText(
        body(
          h2("Our guides"),
          bullets(...guides.map((guide) => `[${guide.title}](${guide.path})`)),
          h2("Quick reads"),
          bullets("[Medicare basics](/medicare)", "[Helpful products for home](/senior-products)"),
        ),
      ),
      callToAction({
        heading: "Rather talk it through?",
        body: "Our care guides are a phone call away.",
        url: searchUrl(site, ALL_CARE_TYPES),
      }),
    ],
  });

export const altPages = (guides: SeedPage[]): SeedPage[] => [
  home,
  about,
  reviewsFaq,
  resourcesHub(guides),
  medicare,
  seniorProducts,
  search,
  saved,
];
