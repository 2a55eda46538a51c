import { ALL_CARE_TYPES } from "@web/rules/careTypes";
import type { SeedPage } from "../model";
import { bullets, h2, h3, numbered, p, quote } from "../portableText";
import { guide } from "./guide";
import { searchUrl } from "./shell";

/** Golden Years Guide guides (alternate site). General US rules; figures rounded. */

const site = "alt";
const tocHeading = "In this guide";

const payingForAssistedLiving = guide({
  site,
  slug: "paying-for-assisted-living",
  title: "How to Pay for Assisted Living",
  metaTitle: "How to Pay for Assisted Living | Golden Years Guide",
  metaDescription:
    "A friendly walk-through of the ways families cover assisted living: savings, insurance, veterans benefits, Medicaid and more.",
  heading: "How do families actually pay for assisted living?",
  subheading: "Usually with a patchwork. Here's how to piece yours together.",
  tocHeading,
  intro:
    "If the monthly price made you wince, you're not alone. Very few families pay for assisted living from a single source. Most combine income, savings and one or two benefits, so it's worth knowing what's out there before you rule a place out.",
  sections: [
    [
      h2("Step 1: Add up the monthly bill"),
      p(
        "Ask each community for the base rent and the care fee separately. Base rent covers the apartment, meals, cleaning and activities. The care fee covers hands-on help and goes up as needs grow. Nationally, the typical total runs around $5,000 to $6,000 a month, but your area could be well above or below that.",
      ),
      h3("Don't forget one-time costs"),
      p("Move-in or community fees, movers, and furniture for a smaller space all add up."),
    ],
    [
      h2("Step 2: Count the money coming in"),
      bullets(
        "Social Security, pensions and annuity payments.",
        "Savings and investments, including retirement accounts (ask about taxes before large withdrawals).",
        "Proceeds from selling or renting out the house.",
        "Help from family members, if everyone agrees on who pays what.",
      ),
    ],
    [
      h2("Step 3: Look for benefits and insurance"),
      bullets(
        "**Long-term care insurance.** Find the policy and call the insurer to ask what it pays for assisted living and how long the waiting period is.",
        "**Veterans benefits.** Wartime veterans and surviving spouses may get extra monthly money through the VA pension with Aid and Attendance.",
        "**Medicaid waivers.** In many states, Medicaid pays for care services (not rent) in assisted living. See our [Medicaid guide](/resources/medicaid-and-long-term-care).",
        "**Life insurance.** Some policies can be cashed in, borrowed against or sold.",
      ),
      quote(
        "Good to know: Medicare doesn't pay for assisted living. It still covers doctor visits, hospital care and prescriptions.",
      ),
    ],
  ],
  cta: {
    heading: "See prices near you",
    body: "We'll share starting costs at communities in your area, and which ones accept benefits.",
    url: searchUrl(site, "assisted-living"),
  },
  faqs: {
    heading: "Money questions",
    items: ["what-does-assisted-living-cost", "does-medicare-pay-for-assisted-living"],
  },
});

const medicaidAndLongTermCare = guide({
  site,
  slug: "medicaid-and-long-term-care",
  title: "Medicaid and Long-Term Care",
  metaTitle: "Medicaid and Long-Term Care, Explained | Golden Years Guide",
  metaDescription:
    "How Medicaid pays for nursing homes, home care and assisted living, who qualifies, the look-back period and how to apply.",
  heading: "Medicaid and long-term care, explained",
  subheading: "It's the biggest payer of long-term care in the country. Here's how it works.",
  tocHeading,
  intro:
    "Medicaid is a joint federal and state program for people with limited income and savings. Unlike Medicare, it pays for long-term care, including nursing homes and, in most states, care at home or in assisted living. The rules differ by state, so treat this as a map, not the territory.",
  sections: [
    [
      h2("What Medicaid covers"),
      bullets(
        "**Nursing homes:** every state covers nursing home care for people who qualify financially and medically.",
        "**Care at home:** most states offer home- and community-based services (often called waivers) for personal care, adult day care and more.",
        "**Assisted living:** many states pay for care services in assisted living, but not the rent or meals.",
      ),
      p("Waiver programs can have waiting lists, so it's worth applying early."),
    ],
    [
      h2("Who qualifies"),
      p(
        "You need to meet income and asset limits and a medical need for this level of care. In many states the asset limit for a single person is around $2,000, not counting the home (up to a value limit), a car and some personal belongings.",
      ),
      h3("Protections for a spouse at home"),
      p(
        "When one spouse needs care and the other still lives at home, special rules let the spouse at home keep a share of the couple's savings and some income, so they aren't left without money to live on.",
      ),
      h3("The five-year look-back"),
      p(
        "In most states, Medicaid reviews gifts and transfers made in the 60 months before you apply. Giving money or property away during that time can delay coverage. Talk to an elder law attorney before moving assets.",
      ),
    ],
    [
      h2("How to apply"),
      numbered(
        "Contact your state Medicaid agency or local Area Agency on Aging.",
        "Gather proof of income, bank statements, property records and insurance policies.",
        "Complete the application and the medical assessment.",
        "Ask which local communities and agencies accept Medicaid, and whether they have openings.",
      ),
      p(
        "One more thing to know: after a Medicaid recipient aged 55 or older dies, states seek repayment of long-term care costs from their estate. There are exceptions, including when a spouse is still living.",
      ),
    ],
  ],
  cta: {
    heading: "Find places that accept Medicaid",
    body: "We can tell you which communities and agencies near you work with Medicaid.",
    url: searchUrl(site, "nursing-homes"),
  },
  faqs: {
    heading: "Related questions",
    items: ["does-medicaid-pay-for-assisted-living", "assisted-living-vs-nursing-home"],
  },
});

const independentVsAssisted = guide({
  site,
  slug: "independent-living-vs-assisted-living",
  title: "Independent Living or Assisted Living?",
  metaTitle: "Independent Living vs. Assisted Living | Golden Years Guide",
  metaDescription:
    "The difference between independent living and assisted living, who each one suits, and what it costs.",
  heading: "Independent living or assisted living?",
  subheading: "The short answer: it depends on how much day-to-day help is needed.",
  tocHeading,
  intro:
    "Both can look the same from the outside: apartments, a dining room, a calendar full of activities. The difference is what happens behind the scenes, and whether someone is there to help with personal care.",
  sections: [
    [
      h2("Independent living: less housework, more free time"),
      p(
        "Independent living is for active older adults who want to drop the chores of home ownership. Meals, housekeeping, maintenance and social events are often included. Staff don't help with personal care, although residents can usually hire a home care aide if they need one.",
      ),
    ],
    [
      h2("Assisted living: help when it's needed"),
      p(
        "Assisted living adds trained caregivers around the clock who help with bathing, dressing, medications and getting around. Each resident has a care plan that's updated as needs change.",
      ),
      h3("Signs assisted living may be the better fit"),
      bullets(
        "Daily tasks like showering or dressing have become hard or unsafe.",
        "Medications are being missed or mixed up.",
        "There's been a fall, or a fear of falling that keeps someone at home.",
        "Meals are being skipped and weight is dropping.",
      ),
    ],
    [
      h2("Comparing costs"),
      p(
        "Independent living usually costs less than assisted living because care isn't included. When comparing, add the cost of any in-home help you'd hire in independent living. If needs are likely to grow, a community offering both levels (or a continuing care retirement community) can save a second move.",
      ),
    ],
  ],
  cta: {
    heading: "Browse independent and assisted living near you",
    body: "See photos, prices and reviews, and save your favourites.",
    url: searchUrl(site, "independent-living"),
  },
});

const respiteCare = guide({
  site,
  slug: "respite-care",
  title: "Respite Care",
  metaTitle: "Respite Care: A Break for Family Caregivers | Golden Years Guide",
  metaDescription:
    "What respite care is, the different kinds, how much it costs and where to find help paying for a break.",
  heading: "Respite care: it's okay to take a break",
  subheading: "Caregivers need rest too. Respite care makes it possible.",
  tocHeading,
  intro:
    "Respite care is short-term care for an older adult so the usual caregiver can rest, travel, recover from an illness or simply catch up on life. It can last a few hours or a few weeks, and it's also a low-pressure way to try out a community.",
  sections: [
    [
      h2("Kinds of respite care"),
      bullets(
        "**In-home respite:** a home care aide comes in for a few hours or overnight.",
        "**Adult day programs:** supervised activities, meals and sometimes health services during the day.",
        "**Short-term stays:** a furnished apartment in an assisted living or memory care community, often for a week or more.",
      ),
    ],
    [
      h2("What it costs, and who helps pay"),
      p(
        "In-home respite is billed by the hour like other home care. Short stays in a community are usually charged per day, and many have a minimum length of stay. Some costs can be shared:",
      ),
      bullets(
        "Medicare's hospice benefit covers short inpatient respite stays (up to five days at a time) for people receiving hospice care.",
        "Eligible veterans can receive respite care through the VA, up to 30 days a year.",
        "Medicaid waivers and state caregiver programs often include respite hours.",
        "Your local Area Agency on Aging can point you to caregiver support programs nearby.",
      ),
    ],
    [
      h2("Making the first respite stay go well"),
      numbered(
        "Book early, especially around holidays.",
        "Write down routines, medications, likes and dislikes.",
        "Pack familiar things: photos, a favourite blanket, a radio.",
        "Keep the first visit short if you can, then build up.",
      ),
      p(
        "If you're noticing exhaustion, irritability or trouble sleeping, that's a signal to plan regular breaks, not just emergency ones.",
      ),
    ],
  ],
  cta: {
    heading: "Find respite stays near you",
    body: "Ask us which communities have short-term apartments available.",
    url: searchUrl(site, "assisted-living"),
  },
  faqs: {
    heading: "You might also wonder",
    items: ["when-memory-care", "what-does-an-advisor-do"],
  },
});

const talkingWithAParent = guide({
  site,
  slug: "talking-with-a-parent-about-moving",
  title: "Talking With a Parent About Moving",
  metaTitle: "How to Talk With a Parent About Senior Living | Golden Years Guide",
  metaDescription:
    "Practical, respectful ways to start the conversation about senior living with a parent, and what to do if they say no.",
  heading: "How to talk with a parent about moving",
  subheading: "It's rarely one conversation. Here's how to make the first one count.",
  tocHeading,
  intro:
    "Few conversations feel harder than suggesting a parent might need more help. Approached with patience and respect, though, it can bring relief to everyone, including the parent who may have been worrying quietly too.",
  sections: [
    [
      h2("Before you talk"),
      bullets(
        "Write down what you've noticed (specific moments, not general worries).",
        "Agree with siblings on the main points so your parent hears one message.",
        "Learn the options first so you can answer 'what would that even look like?'",
        "Pick a calm time and a private place; avoid holidays and crises.",
      ),
    ],
    [
      h2("During the conversation"),
      p(
        "Lead with care, not conclusions. Ask open questions, such as *How are you finding the stairs these days?*, and listen more than you talk. Focus on what your parent wants to keep doing, and how more support could make that possible.",
      ),
      quote('Try: "We want you to keep doing the things you love. What would make that easier?"'),
    ],
    [
      h2("If the answer is no"),
      p(
        "That's normal. Let the idea settle and come back to it. Small steps help: a visit to a community for lunch, a short respite stay or a few hours of home care a week. A trusted doctor, friend or faith leader can also help.",
      ),
      h3("When safety is at risk"),
      p(
        "If there are serious safety concerns, such as repeated falls, wandering or missed medications, talk with their doctor about a professional assessment. It gives everyone an objective picture to work from.",
      ),
    ],
  ],
  cta: {
    heading: "Want someone in your corner?",
    body: "Our care guides can suggest next steps and places to visit together.",
    url: searchUrl(site, ALL_CARE_TYPES),
  },
});

const touringChecklist = guide({
  site,
  slug: "touring-checklist",
  title: "Questions to Ask on a Tour",
  metaTitle: "Questions to Ask When Touring Senior Living | Golden Years Guide",
  metaDescription:
    "A handy list of what to ask and what to notice when you visit an assisted living or memory care community.",
  heading: "Questions to ask on a senior living tour",
  subheading: "Bring this list, take notes, and trust what you see.",
  tocHeading,
  intro:
    "The sales office will show you the nicest apartment. Your job is to see what an ordinary Tuesday feels like. These questions help you look past the fresh paint.",
  sections: [
    [
      h2("Notice the people"),
      bullets(
        "Are residents out and about, chatting and joining in, or mostly in their rooms?",
        "Do staff stop to say hello to residents by name?",
        "How long have the director and the head nurse worked there?",
      ),
    ],
    [
      h2("Ask about care"),
      numbered(
        "Who decides how much help my mom or dad needs, and how often is that reviewed?",
        "Who gives medications, and what training do they have?",
        "How do you handle a fall or a trip to the hospital, and how will I hear about it?",
        "What level of care can't you provide here?",
      ),
    ],
    [
      h2("Ask about money"),
      bullets(
        "What's included in the monthly price, and what costs extra?",
        "How are care fees calculated, and how much notice do you give before a rate increase?",
        "Is there a move-in fee? Is any of it refundable?",
      ),
      p(
        "Afterwards, jot down your gut feeling too. If you can picture your loved one there, that matters.",
      ),
    ],
  ],
  cta: {
    heading: "Want us to book a few tours?",
    body: "We'll line up visits at times that suit you.",
    url: searchUrl(site, "assisted-living"),
  },
  faqs: { heading: "Handy to know", items: ["how-to-compare", "how-saved-works"] },
});

export const altGuides: SeedPage[] = [
  payingForAssistedLiving,
  medicaidAndLongTermCare,
  independentVsAssisted,
  respiteCare,
  talkingWithAParent,
  touringChecklist,
];
