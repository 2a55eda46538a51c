import type { SeedPage } from "../model";
import { bullets, h2, h3, numbered, p } from "../portableText";
import { guide } from "./guide";
import { searchUrl } from "./shell";

/** ElderPath guides (main site). Facts are general US rules; figures are rounded. */

const site = "main";

export const payingForAssistedLiving = guide({
  site,
  slug: "paying-for-assisted-living",
  title: "Paying for Assisted Living",
  metaTitle: "How to Pay for Assisted Living: 8 Options | ElderPath",
  metaDescription:
    "Savings, long-term care insurance, VA benefits, Medicaid waivers, life insurance and more: how families really pay for assisted living.",
  heading: "How to pay for assisted living",
  subheading: "Most families combine several sources. Here is what each one can and cannot cover.",
  intro:
    "Assisted living is usually paid month to month, and the bill has two parts: rent for the apartment (with meals, housekeeping and activities) and a care fee that rises with the help a resident needs. Knowing which funding source covers which part is the key to a realistic budget.",
  sections: [
    [
      h2("What assisted living costs"),
      p(
        "Recent national cost surveys put the median price of assisted living at roughly $5,000 to $6,000 a month, but the range is wide: rural communities in the South and Midwest can cost half as much as those in coastal cities. Memory care typically adds 20 to 30 percent.",
      ),
      h3("Questions to ask about price"),
      bullets(
        "Is pricing all-inclusive, tiered by care level, or à la carte?",
        "What is the one-time community or entrance fee?",
        "How much did rates rise in each of the last three years?",
        "What happens to the price if care needs increase after move-in?",
      ),
    ],
    [
      h2("Private funds and home equity"),
      p(
        "Most residents pay at least partly from savings, pensions, Social Security and the sale of a home. If a house has not sold yet, a short-term **bridge loan** can cover the first months. A reverse mortgage only works while the borrower (or a co-borrowing spouse) still lives in the home, so it is rarely a fit when the homeowner is the one moving.",
      ),
      h3("Tax relief"),
      p(
        "When a resident is chronically ill and receives care under a plan prescribed by a licensed health practitioner, the care portion of assisted living (and sometimes all of it) can count as a deductible medical expense. A tax professional can tell you what applies.",
      ),
    ],
    [
      h2("Insurance and benefits"),
      bullets(
        "**Long-term care insurance:** most policies cover assisted living once the insured needs help with two of six activities of daily living or has a cognitive impairment. Check the elimination (waiting) period and the daily benefit.",
        "**Life insurance:** some policies allow accelerated death benefits, a cash-value withdrawal or a sale of the policy (a life settlement).",
        "**Veterans benefits:** wartime veterans and surviving spouses may qualify for the VA pension with Aid and Attendance. See our [veterans benefits guide](/resources/veterans-benefits).",
        "**Medicaid:** most states have waiver programs that pay for care services (not room and board) in participating communities.",
      ),
      p(
        "Medicare does **not** pay for assisted living. It keeps covering residents' medical care; see [what Medicare covers](/medicare).",
      ),
    ],
  ],
  cta: {
    heading: "Find communities that fit your budget",
    body: "Your Family Advisor can share starting prices and tell you which communities near you accept Medicaid waivers or VA benefits.",
    url: searchUrl(site, "assisted-living"),
  },
  faqs: {
    heading: "Paying for care: common questions",
    items: [
      "what-does-assisted-living-cost",
      "does-medicare-pay-for-assisted-living",
      "does-medicaid-pay-for-assisted-living",
    ],
  },
});

export const assistedLivingVsMemoryCare = guide({
  site,
  slug: "assisted-living-vs-memory-care",
  title: "Assisted Living vs. Memory Care",
  metaTitle: "Assisted Living vs. Memory Care: Key Differences | ElderPath",
  metaDescription:
    "How assisted living and memory care differ in safety, staffing, activities and cost, and the signs that it's time for memory care.",
  heading: "Assisted living vs. memory care: which is right?",
  subheading:
    "Both offer help with daily life. Memory care adds the security and expertise dementia requires.",
  intro:
    "Assisted living suits people who need help with some daily tasks but can find their way around, recognise danger and join activities on their own. Memory care is built for people living with Alzheimer's disease or another dementia, whose needs change as the condition progresses.",
  sections: [
    [
      h2("What the two have in common"),
      p(
        "Both provide a private or shared apartment, three meals a day, housekeeping, medication management and help with bathing, dressing and grooming. Both are licensed by the state, and the rules differ from state to state. Many communities offer both, with memory care in a separate wing or floor.",
      ),
    ],
    [
      h2("How memory care is different"),
      h3("A secure environment"),
      p(
        "Memory care neighbourhoods have secured exits, enclosed gardens and layouts that are easy to navigate, often circular corridors and colour-coded doors, to prevent wandering without making residents feel confined.",
      ),
      h3("Specially trained staff"),
      p(
        "Caregivers are trained to manage confusion, anxiety and sundowning with calm redirection rather than medication. Staff-to-resident ratios are usually higher than in assisted living.",
      ),
      h3("Structured days"),
      p(
        "Routines and activities such as music, reminiscence, simple chores and sensory programs are designed to reduce agitation and use the abilities residents still have.",
      ),
    ],
    [
      h2("Signs it may be time for memory care"),
      bullets(
        "Wandering, or getting lost in once-familiar places.",
        "Forgetting to eat, or eating spoiled food.",
        "Missed or doubled medication doses.",
        "Safety risks such as leaving the stove on or doors unlocked at night.",
        "Aggression, anxiety or sleep changes that the current setting cannot manage.",
        "A family caregiver who is exhausted.",
      ),
      p(
        "Because memory care usually costs 20 to 30 percent more than assisted living, it helps to ask whether a community lets residents move from one to the other as needs change.",
      ),
    ],
  ],
  cta: {
    heading: "Compare memory care near you",
    body: "A Family Advisor can help you find communities with the right level of dementia care.",
    url: searchUrl(site, "memory-care-facilities"),
  },
  faqs: {
    heading: "Memory care questions",
    items: ["when-memory-care", "assisted-living-vs-nursing-home"],
  },
});

export const choosingANursingHome = guide({
  site,
  slug: "choosing-a-nursing-home",
  title: "Choosing a Nursing Home",
  metaTitle: "How to Choose a Nursing Home: A Checklist | ElderPath",
  metaDescription:
    "Use star ratings, inspection reports and a well-planned visit to choose a nursing home you can trust.",
  heading: "How to choose a nursing home",
  subheading: "Ratings tell you where to look. A visit tells you where to choose.",
  intro:
    "Nursing homes (skilled nursing facilities) provide 24-hour nursing care for people recovering from a hospital stay or living with serious, long-term health conditions. The choice is often made quickly, after a hospital discharge, so it pays to know where to find reliable information.",
  sections: [
    [
      h2("Check ratings and inspection reports"),
      p(
        "Medicare's **Care Compare** tool rates every Medicare- and Medicaid-certified nursing home from one to five stars for health inspections, staffing and quality measures, and links to the full inspection reports. Look beyond the overall rating: staffing levels and any serious deficiencies matter most.",
      ),
      p(
        "Your state's long-term care ombudsman program can also tell you about complaints and answer questions at no cost.",
      ),
    ],
    [
      h2("What to look for on a visit"),
      bullets(
        "Do call lights get answered promptly? Do residents look clean and appropriately dressed?",
        "Are staff patient and respectful, and do they know residents by name?",
        "How much staff turnover has there been, and who would be the main nurse and aide?",
        "Is there a physical therapy gym and a full-time therapy team for rehabilitation?",
        "What do mealtimes look like? Is help with eating given kindly and without rushing?",
      ),
      p(
        "Visit more than once, ideally at different times of day, including a weekend or an evening shift.",
      ),
    ],
    [
      h2("Understanding costs and coverage"),
      p(
        "Private rooms commonly cost more than $10,000 a month. After a qualifying hospital stay, Medicare Part A can cover up to 100 days of skilled care per benefit period (with a daily coinsurance from day 21). Long-term stays are paid privately, through long-term care insurance or by Medicaid for people who qualify.",
      ),
      h3("Ask about Medicaid before you move in"),
      p(
        "Not every bed is Medicaid-certified. If savings may run out, ask whether the resident could stay in the same room once Medicaid starts paying, and how the home handles a pending application.",
      ),
    ],
  ],
  cta: {
    heading: "See nursing homes near you",
    body: "Compare ratings, reviews and availability, or ask a Family Advisor for a shortlist.",
    url: searchUrl(site, "nursing-homes"),
  },
  faqs: {
    heading: "Nursing home questions",
    items: ["assisted-living-vs-nursing-home", "is-the-service-free"],
  },
});

export const inHomeCareCosts = guide({
  site,
  slug: "in-home-care-costs",
  title: "In-Home Care Costs",
  metaTitle: "How Much Does In-Home Care Cost? | ElderPath",
  metaDescription:
    "Hourly rates, live-in versus 24-hour care, agency versus private caregivers and what Medicare covers at home.",
  heading: "How much does in-home care cost?",
  subheading: "Hourly rates, the hours you need and the type of caregiver decide the monthly bill.",
  intro:
    "In-home care lets someone stay in the home they know with help for daily life. It is billed by the hour, so the total depends on how many hours of help are needed each week, and on whether medical skills are required.",
  sections: [
    [
      h2("Types of in-home care"),
      bullets(
        "**Companion and homemaker services:** company, meal preparation, light housekeeping, errands and transport.",
        "**Personal care (home care aides):** help with bathing, dressing, toileting and moving around the home.",
        "**Home health care:** skilled nursing or therapy ordered by a doctor, often after a hospital stay.",
      ),
    ],
    [
      h2("Typical rates"),
      p(
        "Recent national surveys put the median for a home care aide at roughly $30 to $35 an hour, higher in large cities and the Northeast and West. Most agencies set a minimum visit of three or four hours.",
      ),
      h3("Live-in versus 24-hour care"),
      p(
        "**Live-in care** means one caregiver stays in the home and gets an uninterrupted sleep break; it is often charged at a daily rate. **24-hour care** uses caregivers working in shifts so someone is always awake, and costs considerably more.",
      ),
      h3("A quick estimate"),
      p(
        "Twenty hours a week at $33 an hour comes to about $2,860 a month. Forty hours comes to about $5,720, close to the median cost of assisted living.",
      ),
    ],
    [
      h2("Agency or private caregiver?"),
      p(
        "An agency screens and trains caregivers, handles payroll taxes and insurance, and sends a replacement when your caregiver is ill. Hiring privately usually costs less per hour, but you become the employer, with the tax and backup responsibilities that brings.",
      ),
      h2("What Medicare and other programs pay"),
      p(
        "Medicare covers part-time skilled home health care for people who are homebound and under a doctor's plan of care, but not ongoing personal care or housekeeping. Medicaid waivers, VA benefits and long-term care insurance can pay for personal care at home.",
      ),
    ],
  ],
  cta: {
    heading: "Compare in-home care agencies near you",
    body: "Get rates and availability from agencies in your area.",
    url: searchUrl(site, "in-home-care"),
  },
});

export const touringChecklist = guide({
  site,
  slug: "touring-checklist",
  title: "Senior Living Tour Checklist",
  metaTitle: "Senior Living Tour Checklist: 30 Questions | ElderPath",
  metaDescription:
    "What to look for and what to ask when you tour assisted living or memory care: staffing, care, food, activities and costs.",
  heading: "Your senior living tour checklist",
  subheading: "Print it, bring it, and compare communities on the same questions.",
  intro:
    "A tour is your chance to see daily life, not just the model apartment. Plan to stay for a meal or an activity, talk to residents if you can, and write down the answers so you can compare communities afterwards.",
  sections: [
    [
      h2("Care and staffing"),
      numbered(
        "How many caregivers are on duty during the day, and overnight?",
        "Is a licensed nurse on site, and for how many hours?",
        "How are care plans written, and how often are they reviewed with the family?",
        "How are medications managed and recorded?",
        "What happens in an emergency, or if care needs increase?",
      ),
    ],
    [
      h2("Daily life"),
      bullets(
        "Look at the activity calendar: is it full, varied and actually happening on the day you visit?",
        "Taste the food. Ask how special diets are handled and whether meals can be taken in the apartment.",
        "Notice cleanliness, smells, lighting and noise in shared spaces.",
        "Ask about transport for appointments and outings.",
      ),
    ],
    [
      h2("Costs and contract"),
      bullets(
        "Get the full price list: base rent, care levels, medication management and any move-in fee.",
        "Ask how much rates have risen over the last three years.",
        "Read the discharge policy: when could a resident be asked to leave?",
        "Ask whether the community accepts long-term care insurance, VA benefits or Medicaid.",
      ),
      p(
        "Need help paying? Read [how families pay for assisted living](/resources/paying-for-assisted-living).",
      ),
    ],
  ],
  cta: {
    heading: "Let us schedule your tours",
    body: "A Family Advisor can book visits at several communities on the same day.",
    url: searchUrl(site, "assisted-living"),
  },
  faqs: { heading: "Before you tour", items: ["how-to-compare", "what-does-an-advisor-do"] },
});

export const veteransBenefits = guide({
  site,
  slug: "veterans-benefits",
  title: "Veterans Benefits for Senior Care",
  metaTitle: "VA Aid and Attendance and Senior Care Benefits | ElderPath",
  metaDescription:
    "Who qualifies for the VA pension with Aid and Attendance, how it helps pay for assisted living and home care, and how to apply.",
  heading: "Veterans benefits that help pay for senior care",
  subheading:
    "Wartime veterans and surviving spouses may be eligible for monthly help with care costs.",
  intro:
    "The Department of Veterans Affairs (VA) offers several benefits that can reduce the cost of long-term care. The best known is the VA pension with Aid and Attendance, which can help pay for assisted living, in-home care or a nursing home.",
  sections: [
    [
      h2("The VA pension with Aid and Attendance"),
      p(
        "Aid and Attendance is an increased monthly amount added to the VA pension for veterans and surviving spouses who need help with everyday activities such as bathing, dressing or eating, who are bedridden, who live in a nursing home because of a disability, or who have very limited eyesight. A smaller **Housebound** allowance exists for those largely confined to home.",
      ),
    ],
    [
      h2("Who qualifies"),
      bullets(
        "Service requirements: generally at least 90 days of active duty with at least one day during a wartime period (longer minimums apply to those who entered service after September 7, 1980), and a discharge other than dishonorable.",
        "Financial requirements: net worth under a limit the VA sets each year, with the home and car usually excluded.",
        "Income is counted after unreimbursed medical expenses, which can include the cost of assisted living or in-home care.",
        "Surviving spouses of wartime veterans may qualify for the survivors pension with Aid and Attendance.",
      ),
      h3("The look-back period"),
      p(
        "The VA reviews asset transfers made in the 36 months before an application. Giving away assets to qualify can lead to a penalty period of up to five years.",
      ),
    ],
    [
      h2("How to apply"),
      numbered(
        "Gather the discharge papers (DD-214), medical records and a list of income, assets and care costs.",
        "Ask the doctor to complete VA Form 21-2680 (Examination for Housebound Status or Permanent Need for Regular Aid and Attendance).",
        "File VA Form 21P-527EZ (veterans) or 21P-534EZ (surviving spouses) online, by mail or with help from a representative.",
      ),
      p(
        "Accredited Veterans Service Organizations help for free. Be wary of anyone who charges to prepare an initial pension claim or suggests moving assets into products to qualify.",
      ),
      h2("Other VA options"),
      p(
        "The VA also runs Community Living Centers (nursing homes) and supports State Veterans Homes, and its home-based programs can provide homemaker and home health aide services to eligible veterans.",
      ),
    ],
  ],
  cta: {
    heading: "Find communities that work with VA benefits",
    body: "Your Family Advisor can point you to communities experienced with Aid and Attendance.",
    url: searchUrl(site, "assisted-living"),
  },
  faqs: {
    heading: "Paying for care",
    items: ["what-does-assisted-living-cost", "is-the-service-free"],
  },
});

export const mainGuides: SeedPage[] = [
  payingForAssistedLiving,
  assistedLivingVsMemoryCare,
  choosingANursingHome,
  inHomeCareCosts,
  touringChecklist,
  veteransBenefits,
];
