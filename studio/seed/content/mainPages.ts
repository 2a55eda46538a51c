import { ALL_CARE_TYPES, DEFAULT_CARE_TYPE } from "@web/rules/careTypes";
import {
  withKeys,
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
import { body, bullets, h2, h3, p } from "../portableText";
import { faq } from "./faqs";
import { guidedSearchCta } from "./guidedSearchPages";
import { BRANDS, searchUrl, telLink } from "./shell";

/** ElderPath (main site): a calm, expert voice; "Family Advisors" do the work. */

const site = "main";
const brand = BRANDS.main;

export const mainHome: SeedPage = page({
  site,
  path: "/",
  title: "Home",
  metaTitle: "ElderPath | The Free Senior Living Advisors",
  metaDescription:
    "Compare assisted living, memory care and in-home care near you. See prices and reviews, and get free, personal advice from an ElderPath Family Advisor.",
  blocks: [
    hero({
      eyebrow: "The Free Senior Living Advisors",
      heading: "Find the right senior living, with an expert by your side",
      subheading:
        "Search thousands of communities and care providers, compare real prices and reviews, and talk to a Family Advisor at no cost.",
      showSearch: true,
      cta: ["Get Costs", searchUrl(site, "assisted-living")],
    }),
    miniSearch({
      heading: "Where are you looking for care?",
      careType: DEFAULT_CARE_TYPE,
    }),
    // Issue 24: the questionnaire, for families who do not know which care to search for.
    guidedSearchCta(site),
    richText(
      body(
        h2("How ElderPath works"),
        p(
          "Choosing senior living usually happens under pressure: after a fall, a hospital stay or a hard conversation. ElderPath brings the facts into one place and pairs you with a **Family Advisor** who knows the communities in your area.",
        ),
        h3("1. Search and compare"),
        p(
          "Look up a city, state or ZIP code to see assisted living, memory care, independent living, nursing homes and in-home care providers nearby, with photos, amenities, starting prices and reviews. Tick Compare on up to four to see them side by side.",
        ),
        h3("2. Talk to a Family Advisor"),
        p(
          "Tell us about the care needed, the budget and the places that matter to you. Your advisor shortlists options, checks current availability and explains what is and is not included in each price.",
        ),
        h3("3. Tour and decide"),
        p(
          "We schedule tours at the times that suit you and follow up afterwards. Our [tour checklist](/resources/touring-checklist) helps you ask the questions that reveal how a community really runs.",
        ),
      ),
    ),
    inquiryForm({
      heading: "Talk to a Family Advisor",
      intro: "Leave your details and an advisor will call you back, usually within minutes.",
      layout: "horizontal",
      ctaText: "Request a Call",
      inquiryType: "information",
      outcome: "message",
      successMessage:
        "Thank you! A Family Advisor will call you shortly. During business hours we call back within 2 minutes.",
    }),
    callToAction({
      heading: "See what care costs near you",
      body: "Get current pricing and availability from communities in your area. It's free, and there's no obligation.",
      url: searchUrl(site, "assisted-living"),
    }),
    badgeShowcase("Badges that help you choose", [
      {
        kind: "topRated",
        title: "Top Rated",
        description:
          "Awarded to communities with the highest ratings from residents and families in a given year.",
        years: [2022, 2023, 2024, 2025],
      },
      {
        kind: "verifiedPartner",
        title: "Verified Partner",
        description:
          "Verified providers have been vetted for quality by their own team, give us up-to-date pricing and are contractually obligated to be in good standing.",
      },
      {
        kind: "caringStars",
        title: "Caring Stars",
        description:
          "Caring Stars Winners over the last 3 years, chosen from thousands of reviews.",
        years: [2023, 2024, 2025],
      },
    ]),
    faqList(
      "Questions families ask us",
      faq(
        "is-the-service-free",
        "what-does-an-advisor-do",
        "what-does-assisted-living-cost",
        "does-medicare-pay-for-assisted-living",
        "how-fast-will-someone-call",
      ),
    ),
  ],
});

export const mainAbout: SeedPage = page({
  site,
  path: "/about",
  title: "About ElderPath",
  metaTitle: "About ElderPath | Free Senior Living Advisors",
  metaDescription:
    "ElderPath helps families find senior living and care with free, local advice. Learn how our Family Advisors work and how we are paid.",
  // Fixed keys: the seeded draft (content/drafts.ts) moves, deletes and edits these
  // blocks, and the QA diff (issue 16) matches blocks by key.
  blocks: withKeys("about", [
    hero({
      eyebrow: "About us",
      heading: "About ElderPath",
      subheading:
        "We help families make one of the biggest decisions of later life with clear information and a real person to call.",
    }),
    richText(
      body(
        h2("Our mission"),
        p(
          "Every family deserves an honest guide when a parent or partner needs more support. ElderPath combines a national directory of senior living communities and care providers with Family Advisors who know their local markets, so you can move from worry to a plan.",
        ),
        h2("How we are paid"),
        p(
          "Our service is free for families. Communities and agencies in our network pay us a referral fee when a family we introduced chooses them. That fee comes from the provider's marketing budget and does not change the price you pay. We also list providers that are not in our network, because a complete picture matters more than a referral.",
        ),
      ),
    ),
    richText(
      body(
        h2("What our Family Advisors do"),
        bullets(
          "Listen first: care needs, budget, location and the things that make a place feel like home.",
          "Shortlist communities or agencies that can meet those needs, with current prices and availability.",
          "Arrange tours and help you compare what you saw.",
          "Point you to benefits that can help pay, such as [VA Aid and Attendance](/resources/veterans-benefits) or Medicaid waivers.",
        ),
        p(
          `Call us at [${brand.phone}](${telLink(brand.phone)}) or [read what families say about us](/about/reviews_faq).`,
        ),
      ),
    ),
    badgeShowcase("Our awards and badges", [
      {
        kind: "topRated",
        title: "Top Rated",
        description: "Communities with the best overall ratings from families in each year.",
        years: [2021, 2022, 2023, 2024, 2025],
      },
      {
        kind: "verifiedPartner",
        title: "Verified Partner",
        description:
          "Providers vetted for quality by their own team, with up-to-date pricing and a contractual obligation to stay in good standing.",
      },
    ]),
    callToAction({
      heading: "Talk to a Family Advisor today",
      body: "Tell us what you need. We'll share options, prices and availability near you.",
      url: searchUrl(site, ALL_CARE_TYPES),
    }),
  ]),
});

export const mainReviewsFaq: SeedPage = page({
  site,
  path: "/about/reviews_faq",
  title: "Reviews and FAQ",
  metaTitle: "Reviews & FAQ | ElderPath",
  metaDescription:
    "How ElderPath collects and checks reviews, what our badges mean, and answers to the questions families ask most about our free service.",
  blocks: [
    hero({
      eyebrow: "Reviews & FAQ",
      heading: "How reviews work on ElderPath",
      subheading:
        "Honest reviews help families choose well. Here is how we collect and check them.",
    }),
    tableOfContents(),
    richText(
      body(
        h2("Our review guidelines"),
        p(
          "Reviews come from residents, family members and friends who have experience with a community or agency. We publish favourable and unfavourable reviews alike, as long as they follow our guidelines:",
        ),
        bullets(
          "Describe your own experience, recently and specifically.",
          "Leave out names of staff and residents, and private health information.",
          "No offensive language, personal attacks or advertising.",
          "Employees, owners and competitors of a provider may not review it.",
        ),
        h2("How ratings are calculated"),
        p(
          "A provider's rating is the average of its published reviews, shown to one decimal place with the number of reviews beside it. Providers can respond publicly to each review but cannot edit or remove it.",
        ),
      ),
    ),
    faqList(
      "About reviews",
      faq("are-reviews-verified", "can-providers-respond", "how-to-write-review"),
    ),
    faqList(
      "About our service",
      faq(
        "is-the-service-free",
        "what-does-an-advisor-do",
        "how-fast-will-someone-call",
        "is-my-information-shared",
      ),
    ),
    faqList(
      "Badges and tools",
      faq("what-is-verified-partner", "what-are-caring-stars", "how-to-compare", "how-saved-works"),
    ),
    callToAction({
      heading: "Still have a question?",
      body: "A Family Advisor can answer it in a few minutes.",
      buttonLabel: "Get Costs",
      url: searchUrl(site, "assisted-living"),
    }),
  ],
});

export const mainMedicare: SeedPage = page({
  site,
  path: "/medicare",
  title: "Medicare and Senior Care",
  metaTitle: "Medicare and Senior Care: What's Covered | ElderPath",
  metaDescription:
    "What Medicare covers in senior living, nursing homes and home health care, what it does not, and when to enroll or change plans.",
  blocks: [
    hero({
      eyebrow: "Medicare",
      heading: "What Medicare covers, and what it doesn't",
      subheading:
        "Medicare is health insurance. It helps with medical care wherever you live, but it is not designed to pay for long-term care.",
    }),
    tableOfContents(),
    richText(
      body(
        h2("The parts of Medicare"),
        bullets(
          "**Part A** (hospital insurance): inpatient hospital stays, short skilled nursing facility stays after a qualifying hospital stay, hospice and some home health care.",
          "**Part B** (medical insurance): doctor visits, outpatient care, preventive services, durable medical equipment and some home health care.",
          "**Part C** (Medicare Advantage): private plans that replace Parts A and B and often include drug coverage and extras such as dental or vision.",
          "**Part D**: prescription drug coverage.",
        ),
      ),
    ),
    richText(
      body(
        h2("Medicare and long-term care"),
        p(
          "Medicare does not pay for custodial care, the everyday help with bathing, dressing, eating and moving around that most people in assisted living or long-term nursing home care need. It also does not pay rent or meals in senior living.",
        ),
        h3("Short stays in a skilled nursing facility"),
        p(
          "After a qualifying inpatient hospital stay of at least three days, Part A can cover up to 100 days of skilled nursing or rehabilitation per benefit period: days 1 to 20 in full, and days 21 to 100 with a daily coinsurance. Coverage ends sooner if skilled care is no longer needed.",
        ),
        h3("Home health care"),
        p(
          "Part A and Part B cover part-time skilled nursing and therapy at home for people who are homebound and under a doctor's plan of care. Ongoing personal care or housekeeping on its own is not covered.",
        ),
      ),
    ),
    richText(
      body(
        h2("Key enrollment dates"),
        bullets(
          "**Initial Enrollment Period:** seven months around your 65th birthday (three months before, the birthday month and three months after).",
          "**Open Enrollment:** October 15 to December 7 each year, to switch between Original Medicare and Medicare Advantage or change drug plans.",
          "**Medicare Advantage Open Enrollment:** January 1 to March 31, to change Advantage plans or return to Original Medicare.",
        ),
        p(
          "Free, unbiased counselling is available from your State Health Insurance Assistance Program (SHIP). To see how families combine Medicare with other ways to pay, read [paying for assisted living](/resources/paying-for-assisted-living).",
        ),
      ),
    ),
    faqList(
      "Medicare questions",
      faq("does-medicare-pay-for-assisted-living", "does-medicaid-pay-for-assisted-living"),
    ),
  ],
});

export const mainSeniorProducts: SeedPage = page({
  site,
  path: "/senior-products",
  title: "Senior Products",
  metaTitle: "Products for Safe, Independent Living | ElderPath",
  metaDescription:
    "Medical alert systems, mobility aids, hearing help and home safety upgrades: what to look for before you buy.",
  blocks: [
    hero({
      eyebrow: "Senior products",
      heading: "Products that make home safer and life easier",
      subheading:
        "The right equipment can help someone stay independent longer. Here is what to consider before you buy.",
    }),
    tableOfContents(),
    richText(
      body(
        h2("Medical alert systems"),
        p(
          "A medical alert system lets someone call for help at the press of a button. Compare in-home and mobile (GPS) models, automatic fall detection, battery life, monthly fees and contract terms. Test the call centre's response time during a free trial if one is offered.",
        ),
        h2("Mobility and bathroom safety"),
        p(
          "Most falls at home happen in the bathroom or on stairs. Grab bars fixed into studs, a shower chair, a raised toilet seat and good lighting are inexpensive and effective. For walkers and wheelchairs, ask a physical or occupational therapist for a fitting; Medicare Part B may cover durable medical equipment prescribed by a doctor.",
        ),
        h2("Hearing and vision"),
        p(
          "Untreated hearing loss makes conversations tiring and isolating. Over-the-counter hearing aids are available without a prescription for adults with perceived mild to moderate hearing loss; for anything more, see an audiologist. Large-button phones, magnifiers and captioned telephones help too.",
        ),
      ),
    ),
    callToAction({
      heading: "Is it time for more support than equipment can give?",
      body: "A Family Advisor can talk through in-home care and senior living options with you.",
      url: searchUrl(site, "in-home-care"),
    }),
  ],
});

export const mainSearch: SeedPage = page({
  site,
  path: "/local/search",
  title: "Search senior living",
  metaTitle: "Search Senior Living and Care Near You | ElderPath",
  metaDescription:
    "Search assisted living, memory care, independent living, nursing homes and in-home care by city, state or ZIP code. Compare prices and reviews.",
  blocks: [
    miniSearch({
      heading: "Search senior living and care",
      careType: DEFAULT_CARE_TYPE,
    }),
    searchGrid({
      heading: "Senior living near you",
      defaultCareType: DEFAULT_CARE_TYPE,
      contentBlock1:
        "Not sure which type of care fits? A Family Advisor can talk you through assisted living, memory care and in-home options, and share current prices for the communities on this list. It's free.",
      contentBlock2:
        "Planning a visit? Take our tour checklist with you: it covers staffing, care plans, meals, activities and the questions about costs that are easy to forget.",
    }),
  ],
});

/** spec 2.1 /saved: reached from the header's Saved button (main site only). */
export const mainSaved: SeedPage = page({
  site,
  path: "/saved",
  title: "Saved providers",
  metaTitle: "Your Saved Providers | ElderPath",
  metaDescription:
    "The senior living communities and care providers you saved on ElderPath, kept in this browser.",
  noIndex: true,
  blocks: [
    savedProviders({
      heading: "Your saved providers",
      emptyTitle: "You have no saved providers yet",
      emptyText:
        "Select the heart on any listing to keep it here. Saved providers stay in this browser, so you don't need an account.",
      browseLinkLabel: "Search senior living",
    }),
  ],
});

export const mainResourcesHub = (guides: SeedPage[]): SeedPage =>
  page({
    site,
    path: "/resources",
    title: "Senior Living Resources",
    metaTitle: "Senior Living Resources and Guides | ElderPath",
    metaDescription:
      "Practical guides on paying for care, comparing care types, choosing a nursing home, touring communities and veterans benefits.",
    blocks: [
      hero({
        eyebrow: "Resources",
        heading: "Guides for every step of the senior living journey",
        subheading: "Written and reviewed by ElderPath's Family Advisors and care experts.",
      }),
      richText(
        body(
          h2("Start here"),
          bullets(...guides.map((guide) => `[${guide.title}](${guide.path})`)),
          h2("Medicare and everyday help"),
          bullets(
            "[Medicare and senior care: what's covered](/medicare)",
            "[Products for safe, independent living](/senior-products)",
          ),
        ),
      ),
      // spec 2.3: the mini search's autocomplete is optional; this one is a plain box.
      miniSearch({
        heading: "Ready to look at communities?",
        careType: "assisted-living",
        predictive: false,
      }),
    ],
  });
