import type { SeedDocument } from "../model";

/**
 * FAQ items are shared by both brands (faqList blocks reference them), so the
 * answers name no brand: "our advisors", "this site".
 */
const FAQS = {
  "is-the-service-free": {
    question: "Is the advisor service really free for families?",
    answer:
      "Yes. Families never pay for our help. Communities and care agencies in our network pay a referral fee when someone we introduced moves in or starts care, and that fee does not raise the price you pay.",
  },
  "what-does-an-advisor-do": {
    question: "What does a senior living advisor do?",
    answer:
      "An advisor listens to what your family needs (care, budget, location, personality), shortlists communities or agencies that fit, shares current pricing and availability, and can set up tours. You decide whether and where to move; the advisor just does the legwork.",
  },
  "how-fast-will-someone-call": {
    question: "How quickly will an advisor contact me?",
    answer:
      "During business hours an advisor usually calls back within 2 minutes of your request. Requests sent outside business hours are answered the next morning.",
  },
  "what-does-assisted-living-cost": {
    question: "How much does assisted living cost?",
    answer:
      "It depends mostly on the state, the size of the apartment and how much personal care is needed. Recent national cost surveys put the median at roughly $5,000 to $6,000 a month, with care-level fees on top in many communities. Search a city to see the starting prices providers report.",
  },
  "does-medicare-pay-for-assisted-living": {
    question: "Does Medicare pay for assisted living?",
    answer:
      "No. Medicare does not pay for room and board or for long-term help with daily activities, which is most of what assisted living provides. It still covers doctor visits, hospital stays, prescriptions (Part D) and some therapy for residents, just as it would at home.",
  },
  "does-medicaid-pay-for-assisted-living": {
    question: "Can Medicaid help pay for assisted living?",
    answer:
      "In many states, yes, but only for care services, not rent or meals. Most states offer home- and community-based services waivers that cover personal care in participating communities. Eligibility, waiting lists and participating communities vary by state.",
  },
  "assisted-living-vs-nursing-home": {
    question: "What is the difference between assisted living and a nursing home?",
    answer:
      "Assisted living offers a private apartment with help for daily tasks such as bathing, dressing and medications. A nursing home (skilled nursing facility) provides 24-hour nursing care and medical supervision for people with complex health needs, and can be covered by Medicaid for those who qualify.",
  },
  "when-memory-care": {
    question: "When is it time to consider memory care?",
    answer:
      "Consider memory care when dementia makes safety a daily worry: wandering or getting lost, leaving the stove on, missed medications, or when a caregiver can no longer keep up. Memory care adds secured spaces, staff trained in dementia care and structured activities.",
  },
  "how-to-compare": {
    question: "How can I compare communities side by side?",
    answer:
      "Tick Compare on up to 4 communities in your search results, then open the compare bar at the bottom of the screen. You can share the comparison with relatives using the Share Results button.",
  },
  "how-saved-works": {
    question: "How do saved communities work?",
    answer:
      "Select Save on any listing to keep it on your Saved page. Saved communities are kept in this browser, so you do not need an account; clearing your cookies will clear the list.",
  },
  "are-reviews-verified": {
    question: "Who writes the reviews, and are they checked?",
    answer:
      "Reviews are written by residents, family members and friends. Each one is checked against our guidelines before it is published; we remove reviews with personal attacks, private health details or signs of a conflict of interest. We publish positive and negative reviews alike.",
  },
  "can-providers-respond": {
    question: "Can a community respond to a review?",
    answer:
      "Yes. A community may post one public response to each review. The response appears under the review, and the review itself is never edited by the provider.",
  },
  "how-to-write-review": {
    question: "How do I write a review?",
    answer:
      "Open the community's page, go to the reviews section and select Write a review. Tell other families what daily life, care and communication were like; reviews about a specific experience are the most helpful.",
  },
  "what-is-verified-partner": {
    question: "What does the Verified Partner badge mean?",
    answer:
      "Verified Partners are providers that have been vetted for quality by their own team, keep their pricing up to date with us and are contractually obligated to remain in good standing.",
  },
  "what-are-caring-stars": {
    question: "What are Caring Stars?",
    answer:
      "Caring Stars are yearly awards for communities and agencies with consistently excellent reviews from residents and families. The badge lists the years a provider won; the latest 3 years are shown first.",
  },
  "is-my-information-shared": {
    question: "Who sees the information I send?",
    answer:
      "Your advisor, and only the communities or agencies you agree to hear from. Information is used to answer your request; it is not sold to marketers.",
  },
} satisfies Record<string, { question: string; answer: string }>;

export type FaqSlug = keyof typeof FAQS;

export const faq = (...slugs: FaqSlug[]) => slugs.map((slug) => `faq.${slug}`);

export const faqDocuments = (): SeedDocument[] =>
  Object.entries(FAQS).map(([slug, { question, answer }]) => ({
    _id: `faq.${slug}`,
    _type: "faqItem",
    question,
    answer,
  }));
