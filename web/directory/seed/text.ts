import type { SeededRandom } from "./random";

export const NAME_WORDS = [
  "Oak",
  "Maple",
  "Willow",
  "Cedar",
  "Magnolia",
  "Aspen",
  "Birch",
  "Juniper",
  "Sycamore",
  "Laurel",
  "Harbor",
  "River",
  "Lake",
  "Meadow",
  "Summit",
  "Valley",
  "Brook",
  "Prairie",
  "Sunrise",
  "Sunset",
  "Golden",
  "Silver",
  "Heritage",
  "Liberty",
  "Pleasant",
  "Evergreen",
  "Stonebridge",
  "Fairview",
  "Hillcrest",
  "Westwood",
  "Northgate",
  "Rosewood",
  "Pinecrest",
  "Briarwood",
  "Autumn",
  "Serenity",
  "Crescent",
  "Riverside",
  "Park",
  "Garden",
];
const COMMUNITY_SUFFIXES = [
  "Senior Living",
  "Assisted Living",
  "Retirement Community",
  "Manor",
  "Gardens",
  "Place",
  "Terrace",
  "Village",
  "Commons",
  "House",
  "Estates",
  "Court",
  "Landing",
  "Pointe",
];
const HOME_CARE_WORDS = [
  "Caring",
  "Helping",
  "Loyal",
  "Gentle",
  "Trusted",
  "Kind",
  "Faithful",
  "Comfort",
  "Home",
  "Heart",
];
const HOME_CARE_SUFFIXES = [
  "Home Care",
  "In-Home Care",
  "Senior Care",
  "Care Services",
  "Companions",
  "Caregivers",
];
export const SURNAMES = [
  "Anderson",
  "Bennett",
  "Carter",
  "Dalton",
  "Ellis",
  "Foster",
  "Garcia",
  "Hayes",
  "Ingram",
  "Jensen",
  "Keller",
  "Lopez",
  "Morgan",
  "Nguyen",
  "Owens",
  "Parker",
  "Quinn",
  "Reyes",
  "Sullivan",
  "Turner",
  "Vaughn",
  "Walker",
  "Young",
  "Zimmerman",
  "Patel",
  "Kim",
  "Brooks",
  "Coleman",
  "Hughes",
  "Price",
];
const FIRST_NAMES = [
  "Mary",
  "Linda",
  "Susan",
  "Karen",
  "Nancy",
  "Betty",
  "Sandra",
  "Donna",
  "Carol",
  "Ruth",
  "James",
  "Robert",
  "John",
  "Michael",
  "David",
  "William",
  "Richard",
  "Thomas",
  "Charles",
  "Daniel",
  "Maria",
  "Jose",
  "Wei",
  "Priya",
  "Aisha",
  "Kevin",
  "Laura",
  "Brian",
  "Emily",
  "Megan",
];
const STREETS = [
  "Main",
  "Oak",
  "Park",
  "Maple",
  "Washington",
  "Lake",
  "Hill",
  "Pine",
  "Elm",
  "Cedar",
  "Sunset",
  "Highland",
  "Lincoln",
  "Jackson",
  "Church",
  "Meadow",
  "Ridge",
  "River",
  "Spring",
  "Valley",
];
const STREET_SUFFIXES = ["St", "Ave", "Rd", "Blvd", "Dr", "Ln", "Way", "Pkwy", "Ct"];

export function communityName(random: SeededRandom, city: string, kind: string): string {
  switch (random.int(0, 4)) {
    case 0:
      return `${random.pick(NAME_WORDS)} ${random.pick(NAME_WORDS)} ${random.pick(COMMUNITY_SUFFIXES)}`;
    case 1:
      return `The ${random.pick(COMMUNITY_SUFFIXES.slice(3))} at ${city}`;
    case 2:
      return `${random.pick(SURNAMES)} ${kind}`;
    default:
      return `${random.pick(NAME_WORDS)} ${random.pick(COMMUNITY_SUFFIXES)} of ${city}`;
  }
}

export function homeCareName(random: SeededRandom, city: string): string {
  switch (random.int(0, 3)) {
    case 0:
      return `${random.pick(HOME_CARE_WORDS)} Hands ${random.pick(HOME_CARE_SUFFIXES)}`;
    case 1:
      return `${random.pick(SURNAMES)} Family ${random.pick(HOME_CARE_SUFFIXES)}`;
    default:
      return `${random.pick(HOME_CARE_WORDS)} ${random.pick(HOME_CARE_SUFFIXES)} of ${city}`;
  }
}

export function streetAddress(random: SeededRandom): string {
  return `${random.int(10, 9899)} ${random.pick(STREETS)} ${random.pick(STREET_SUFFIXES)}`;
}

export function personName(random: SeededRandom): string {
  return `${random.pick(FIRST_NAMES)} ${random.pick(SURNAMES).charAt(0)}.`;
}

const DESCRIPTION_SENTENCES = [
  "Our team provides personalized care plans built around each resident's routines and preferences.",
  "Residents enjoy chef-prepared meals, a full calendar of activities and a warm, welcoming community.",
  "Licensed nurses are available around the clock to help with medications and changing health needs.",
  "Families appreciate our open communication and regular care conferences.",
  "The community sits close to shopping, parks and local medical centers.",
  "Spacious apartments come with private bathrooms, emergency call systems and weekly housekeeping.",
  "Our caregivers are background-checked, trained in dementia care and matched to each client.",
  "We help seniors stay independent at home with bathing, dressing, meal preparation and companionship.",
  "Scheduled transportation takes residents to appointments, worship services and outings.",
  "A secure memory care neighborhood offers structured days, sensory programs and calm spaces.",
  "Short-term respite stays give family caregivers time to rest and recharge.",
  "We accept long-term care insurance and can help families understand veterans benefits.",
  "Landscaped courtyards, walking paths and a garden club invite residents outdoors.",
  "Our therapy team offers physical, occupational and speech therapy on site.",
];

// Hostile and awkward markup the sanitiser (spec 5) must neutralise: scripts,
// event handlers, javascript: links, headings that must become paragraphs and
// video embeds over http that must be forced to https.
export const HOSTILE_HTML_SNIPPETS = [
  `<script>alert("xss")</script>`,
  `<img src="x" onerror="alert('xss')">`,
  `<a href="javascript:alert(document.cookie)">Click for a discount</a>`,
  `<h2>About our community</h2>`,
  `<iframe src="http://www.youtube.com/embed/dQw4w9WgXcQ" width="560" height="315"></iframe>`,
  `<iframe src="http://player.vimeo.com/video/76979871"></iframe>`,
  `<div onclick="steal()" style="background:url(javascript:alert(1))">Tour today</div>`,
  `<svg onload="alert(1)"><circle r="4"/></svg>`,
  // A video the provider has since taken down: the import's check removes it (spec 5).
  `<iframe src="http://www.youtube.com/embed/removedVid01" width="560" height="315"></iframe>`,
];

/**
 * The seed's videos as the import's probe answered for them (videoProbe.ts, recorded:
 * the seed is built offline). An importer of real provider data asks the probe itself.
 */
export const SEED_VIDEO_AVAILABILITY: Readonly<Record<string, boolean>> = {
  "https://www.youtube.com/embed/dQw4w9WgXcQ": true,
  "https://player.vimeo.com/video/76979871": true,
  "https://www.youtube.com/embed/removedVid01": false,
};

/** The seed's recorded probe answers as the import's check reads them; unknown: unreachable. */
export const seedVideoReachable = (embedUrl: string): boolean =>
  SEED_VIDEO_AVAILABILITY[embedUrl] === true;

export function paragraph(random: SeededRandom, sentences: number): string {
  return random.sample(DESCRIPTION_SENTENCES, sentences).join(" ");
}

/**
 * A provider description in HTML: one to four paragraphs, some long enough
 * (200+ words) to count for indexability, a few carrying hostile markup.
 */
export function description(
  random: SeededRandom,
  name: string,
  city: string,
  options: { long: boolean; hostile: boolean },
): string {
  const paragraphs = [
    `<p>${name} serves older adults and their families in ${city}. ${paragraph(random, 2)}</p>`,
  ];
  const extra = options.long ? 12 : random.int(0, 2);
  for (let i = 0; i < extra; i++)
    paragraphs.push(`<p>${paragraph(random, options.long ? 3 : 2)}</p>`);
  if (options.hostile) {
    const at = random.int(0, paragraphs.length);
    paragraphs.splice(at, 0, random.pick(HOSTILE_HTML_SNIPPETS));
  }
  return paragraphs.join("\n");
}

const REVIEW_TITLES: Record<"good" | "mixed" | "poor", string[]> = {
  good: [
    "Wonderful care",
    "Like family",
    "Highly recommend",
    "Mom is thriving",
    "Caring staff",
    "Great choice",
  ],
  mixed: ["Good but pricey", "Some ups and downs", "Decent overall", "Improving"],
  poor: ["Disappointed", "Staffing problems", "Not what we expected", "Poor communication"],
};
const REVIEW_SENTENCES: Record<"good" | "mixed" | "poor", string[]> = {
  good: [
    "The staff treated my mother with patience and genuine kindness.",
    "Meals were delicious and the activity calendar kept Dad busy and social.",
    "Every question we had was answered quickly and honestly.",
    "The building is clean, bright and always smells fresh.",
    "Our caregiver arrived on time every day and became part of the family.",
    "The move-in process was smooth and the director checked in with us often.",
  ],
  mixed: [
    "Care is good but the monthly fees went up faster than we expected.",
    "Some weekend staff were less attentive than the weekday team.",
    "The apartment was smaller than the brochure suggested.",
    "Activities are fine, although the schedule could be more varied.",
  ],
  poor: [
    "Calls to the front desk often went unanswered.",
    "Staff turnover was high and my father rarely saw the same aide twice.",
    "Medication times were missed more than once.",
    "We moved out after three months.",
  ],
};

export function reviewText(
  random: SeededRandom,
  rating: number,
): { title: string; content: string } {
  const tone = rating >= 4 ? "good" : rating === 3 ? "mixed" : "poor";
  return {
    title: random.pick(REVIEW_TITLES[tone]),
    content: random.sample(REVIEW_SENTENCES[tone], random.int(2, 4)).join(" "),
  };
}

const RESPONSES = [
  "<p>Thank you for sharing your experience! Our team loves caring for your family.</p>",
  "<p>We appreciate your feedback and would welcome a call to talk about it.</p>",
  "Thank you so much for the kind words. We will share them with the team.",
  "<h2>Thank you!</h2><p>Our director will reach out to you this week.</p>",
];

export function providerResponse(random: SeededRandom, hostile: boolean): string {
  const base = random.pick(RESPONSES);
  return hostile ? `${base}${random.pick(HOSTILE_HTML_SNIPPETS)}` : base;
}

export const PROMOTION_TEXTS = [
  "Move in this season and receive your first month free!",
  "Save $1,000 on your community fee when you tour this month.",
  "Free respite stay for new families: ask us how.",
  "Waived move-in fee for veterans and their spouses.",
  "Ask about our locked-in rate for the first year.",
  "Complimentary in-home care assessment for new clients.",
];

export const FAQ_SAMPLES = [
  {
    question: "Do you accept Medicaid?",
    answer: "We accept Medicaid waivers for eligible residents. Ask our team about availability.",
  },
  { question: "Are pets allowed?", answer: "Small pets are welcome with a one-time deposit." },
  {
    question: "What is included in the monthly fee?",
    answer: "Meals, housekeeping, utilities and scheduled transportation are included.",
  },
  {
    question: "Is there a waiting list?",
    answer: "Availability changes often; call us for today's openings.",
  },
  {
    question: "Do you offer short-term stays?",
    answer: "Yes, respite stays of 14 days or more are available.",
  },
  {
    question: "How are caregivers screened?",
    answer: "Every caregiver passes a background check, reference checks and skills training.",
  },
];

export const ACCOMMODATION_KINDS = [
  { title: "Studio", beds: 1, baths: 1, sqft: [300, 450] as const },
  { title: "One Bedroom", beds: 1, baths: 1, sqft: [500, 750] as const },
  { title: "Two Bedroom", beds: 2, baths: 2, sqft: [800, 1150] as const },
  { title: "Companion Suite", beds: 2, baths: 1, sqft: [420, 600] as const },
  { title: "Cottage", beds: 2, baths: 2, sqft: [1000, 1500] as const },
];
export const ACCOMMODATION_FEATURES = [
  "Kitchenette",
  "Walk-in shower",
  "Emergency call system",
  "Private patio",
  "Walk-in closet",
  "Washer and dryer",
  "Large windows",
  "Cable TV ready",
];
