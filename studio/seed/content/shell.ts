import {
  ALL_CARE_TYPES,
  CARE_TYPES,
  SENIOR_CARE,
  SENIOR_LIVING,
  careTypePath,
  type RollUpType,
  type SearchCareType,
} from "@web/rules/careTypes";
import { link } from "../blocks";
import { GUIDED_SEARCH_LINKS, GUIDED_SEARCH_PATH } from "./guidedSearchPages";
import type { SeedDocument, SiteId } from "../model";

/**
 * Site settings, header and footer of each brand (spec 1, 2.3 Header, 9), from one
 * builder each: a brand is its entry in BRANDS (its words, phone, hours and menus).
 */

type MenuEntry = { text: string; url: string };

interface Brand {
  site: SiteId;
  name: string;
  tagline: string;
  phone: string;
  /** spec 2.1: the search route differs per site. */
  searchPath: string;
  hours: { weekdays: [string, string]; weekends: [string, string] };
  careersHost: string;
  /** The telemarketing consent shown above every inquiry form's submit button. */
  inquiryConsentText: string;
  /** The provider card's inquiry button (spec 2.3: the brands read it differently). */
  providerInquiryButtonLabel: string;
  /** spec 7: the feature flags its site settings turn on. */
  featureFlags: string[];
  /** The header's words; a menu left out (null) is not in the header. */
  menu: {
    predictiveSearch: string;
    seniorLiving: string;
    /** The senior care (home-based) menu. */
    seniorCare: string | null;
    /** The guides menu (GUIDE_MENU). */
    resources: string | null;
    about: string;
    aboutChildren: MenuEntry[];
    /** The Medicare link and an editor's colour for it (spec 3 textColor, AA on white). */
    medicare: { text: string; textColor: string } | null;
    /** The "On this page" jump links, from lg. */
    jumpLinks: boolean;
    /** The search field beside the menu from lg. */
    desktopSearch: string;
    /**
     * spec 1: the live brand's header: its desktop search predictive, every search with a
     * care-type dropdown.
     */
    liveSearch: boolean;
    /** spec 3 whoAreYouSearchingFor, from md. */
    whoAreYouSearchingFor: boolean;
    /** The button to the inquiry page below lg. */
    advisorButton: string;
  };
  footer: {
    seniorLiving: string;
    seniorCare: string | null;
    resources: string | null;
    /** A column of links of its own (title, links), after the care types. */
    extra?: { title: string; links: MenuEntry[] };
    company: string;
    companyLinks: (careersHost: string) => MenuEntry[];
    legalText: string;
  };
}

const MAIN_ABOUT: MenuEntry[] = [
  { text: "About ElderPath", url: "/about" },
  { text: "Reviews & FAQ", url: "/about/reviews_faq" },
];
const ALT_ABOUT: MenuEntry[] = [
  { text: "Who We Are", url: "/about" },
  { text: "Reviews & Common Questions", url: "/about/reviews_faq" },
];

export const BRANDS: Record<SiteId, Brand> = {
  main: {
    site: "main",
    name: "ElderPath",
    tagline: "The Free Senior Living Advisors",
    phone: "(855) 555-0142",
    searchPath: "/local/search",
    hours: { weekdays: ["05:00", "19:00"], weekends: ["07:00", "16:00"] },
    careersHost: "https://careers.elderpath.example",
    inquiryConsentText:
      "By submitting this form, I agree that ElderPath and the communities and care providers in its network may call or text me at the number I gave, including with automated technology and prerecorded messages, and email me about senior living and care. Consent is not a condition of any purchase. Message and data rates may apply.",
    providerInquiryButtonLabel: "Get Pricing",
    // spec 7: the main domain searches with enhanced search v2; the v4 partner inquiry is off.
    featureFlags: [
      "enhanced-search-v2",
      "sem-hero-behind-form-layout",
      "sem-budget-question-radio",
      "enhanced-inquiry-form",
    ],
    menu: {
      predictiveSearch: "Search by city, state or ZIP",
      seniorLiving: "Senior Living",
      seniorCare: "Senior Care",
      resources: "Resources",
      about: "About",
      aboutChildren: [
        ...MAIN_ABOUT,
        { text: "Best Senior Living Awards", url: "/bestseniorliving" },
      ],
      medicare: { text: "Medicare", textColor: "#7b341e" },
      jumpLinks: true,
      desktopSearch: "City or ZIP",
      liveSearch: true,
      whoAreYouSearchingFor: true,
      advisorButton: "Talk to an Advisor",
    },
    footer: {
      seniorLiving: "Senior Living",
      seniorCare: "Senior Care",
      resources: "Resources",
      company: "Company",
      companyLinks: (careers) => [
        ...MAIN_ABOUT,
        { text: "Leadership", url: `${careers}/leadership` },
        { text: "Our Experts", url: `${careers}/experts` },
        { text: "Newsroom", url: `${careers}/newsroom` },
        { text: "Careers", url: `${careers}/careers` },
        { text: "Contact Us", url: `${careers}/contact` },
      ],
      legalText:
        "ElderPath is a free service for families. We are paid by the communities and care providers in our network when a family we refer moves in or starts care, so our advice costs you nothing. Prices shown are starting prices reported by providers and may change; confirm current costs with the provider. ElderPath does not provide medical, legal or financial advice. © 2026 ElderPath. All rights reserved.",
    },
  },
  alt: {
    site: "alt",
    name: "Golden Years Guide",
    tagline: "Friendly, free help finding senior living and care",
    phone: "(866) 555-0178",
    searchPath: "/search",
    hours: { weekdays: ["06:00", "18:00"], weekends: ["08:00", "15:00"] },
    careersHost: "https://careers.goldenyearsguide.example",
    inquiryConsentText:
      "When you send this form, you agree that Golden Years Guide and its partner communities and agencies may contact you by phone (including autodialed calls and texts) and by email about care options. You do not have to agree in order to buy anything. Message and data rates may apply.",
    providerInquiryButtonLabel: "Get Information",
    featureFlags: ["faux-chat"],
    menu: {
      predictiveSearch: "Where are you looking?",
      seniorLiving: "Senior Living",
      seniorCare: "Care at Home",
      resources: "Guides",
      about: "About Us",
      aboutChildren: [...ALT_ABOUT, { text: "Top-Rated Communities", url: "/bestseniorliving" }],
      medicare: { text: "Medicare Basics", textColor: "#22543d" },
      jumpLinks: true,
      desktopSearch: "Town or ZIP",
      liveSearch: false,
      whoAreYouSearchingFor: true,
      advisorButton: "Talk to a Guide",
    },
    footer: {
      seniorLiving: "Places to Live",
      seniorCare: "Care at Home",
      resources: "Guides",
      company: "About Us",
      companyLinks: (careers) => [
        ...ALT_ABOUT,
        { text: "Work With Us", url: `${careers}/careers` },
        { text: "Press", url: `${careers}/newsroom` },
        { text: "Contact", url: `${careers}/contact` },
      ],
      legalText:
        "Golden Years Guide never charges families. Partner communities and agencies pay us a referral fee, which does not change the price you pay. Listings, prices and ratings come from providers and reviewers and can change at any time, so please check details directly before you decide. Our guides are general information, not medical, legal or financial advice. © 2026 Golden Years Guide.",
    },
  },
  // The senior-homes brand (spec 1, 9): places to live only, a one-row header from xl.
  homes: {
    site: "homes",
    name: "Senior Homes Finder",
    tagline: "Find the right home for the years ahead",
    phone: "(877) 555-0193",
    searchPath: "/search",
    hours: { weekdays: ["06:00", "20:00"], weekends: ["08:00", "17:00"] },
    careersHost: "https://careers.seniorhomesfinder.example",
    inquiryConsentText:
      "By sending this form, you agree that Senior Homes Finder and the senior living communities it works with may call or text you at the number you gave (including by automated means) and email you about homes and care. Agreeing is not a condition of any purchase. Message and data rates may apply.",
    providerInquiryButtonLabel: "Get Pricing",
    featureFlags: [],
    menu: {
      predictiveSearch: "City, state or ZIP",
      seniorLiving: "Find a Home",
      seniorCare: null,
      resources: null,
      about: "About",
      aboutChildren: [
        { text: "About Senior Homes Finder", url: "/about" },
        { text: "Top-Rated Homes", url: "/bestseniorliving" },
        { text: "Get Costs", url: "/get-costs" },
      ],
      medicare: null,
      jumpLinks: false,
      desktopSearch: "City or ZIP",
      liveSearch: false,
      whoAreYouSearchingFor: false,
      advisorButton: "Talk to a Home Advisor",
    },
    footer: {
      seniorLiving: "Find a Home",
      seniorCare: null,
      resources: null,
      extra: {
        title: "Popular Cities",
        links: [
          ["Austin, TX", "texas/austin"],
          ["Chicago, IL", "illinois/chicago"],
          ["Houston, TX", "texas/houston"],
          ["Miami, FL", "florida/miami"],
          ["Phoenix, AZ", "arizona/phoenix"],
          ["Seattle, WA", "washington/seattle"],
        ].map(([text, place]) => ({ text: text!, url: `/senior-living/assisted-living/${place}` })),
      },
      company: "Senior Homes Finder",
      companyLinks: (careers) => [
        { text: "About Us", url: "/about" },
        { text: "Top-Rated Homes", url: "/bestseniorliving" },
        { text: "Get Costs", url: "/get-costs" },
        { text: "Careers", url: `${careers}/careers` },
        { text: "Contact", url: `${careers}/contact` },
      ],
      legalText:
        "Senior Homes Finder is free for families: the communities we list pay us when a family we introduce moves in, and that never changes your price. Prices are starting prices the communities report and can change; please confirm them on your visit. We do not give medical, legal or financial advice. © 2026 Senior Homes Finder.",
    },
  },
};

/** "(855) 555-0142" -> "tel:+18555550142" */
export const telLink = (phone: string) => `tel:+1${phone.replace(/\D/g, "")}`;

export const searchUrl = (site: SiteId, careType: SearchCareType | typeof ALL_CARE_TYPES) =>
  `${BRANDS[site].searchPath}?care-type=${careType}`;

function siteSettings(brand: Brand): SeedDocument {
  return {
    _id: `siteSettings.${brand.site}`,
    _type: "siteSettings",
    site: brand.site,
    name: brand.name,
    tagline: brand.tagline,
    phone: brand.phone,
    businessHours: {
      weekdays: { from: brand.hours.weekdays[0], to: brand.hours.weekdays[1] },
      weekends: { from: brand.hours.weekends[0], to: brand.hours.weekends[1] },
    },
    // spec 9: compare limit 4 (the reading this product follows), saved-providers maximum.
    compareLimit: 4,
    savedLimit: 30,
    inquiryConsentText: brand.inquiryConsentText,
    providerInquiryButtonLabel: brand.providerInquiryButtonLabel,
    // spec 7: the main domain searches with enhanced search v2; the v4 partner inquiry is off.
    // spec 9 `faux-chat`: on for the alternate site only, and the SEM landing page's three
    // flags on for the main site only, so the browser tests see both states of each on one
    // server (docs/spec-decisions.md).
    featureFlags: brand.featureFlags,
    ctaDefaults: {
      text: "Get Costs",
      careType: "assisted-living",
      thankYouTitle: "Thank You for your request!",
    },
  };
}

/** spec 2.1: every care type's page, under its roll-up, named as the catalogue names it. */
const careTypeMenu = (rollUpType: RollUpType): MenuEntry[] =>
  CARE_TYPES.filter((careType) => careType.rollUpType === rollUpType).map((careType) => ({
    text: careType.name,
    url: careTypePath(careType),
  }));

const child = ({ text, url }: MenuEntry) => ({
  _type: "menuChild" as const,
  type: "link" as const,
  text,
  link: link(url),
  visibility: "always" as const,
});

/** Guides listed under Resources, per site (the slugs exist as pages in the seed). */
export const GUIDE_MENU: Partial<Record<SiteId, MenuEntry[]>> = {
  main: [
    { text: "All Resources", url: "/resources" },
    { text: "Paying for Assisted Living", url: "/resources/paying-for-assisted-living" },
    { text: "Assisted Living vs. Memory Care", url: "/resources/assisted-living-vs-memory-care" },
    { text: "Choosing a Nursing Home", url: "/resources/choosing-a-nursing-home" },
    { text: "In-Home Care Costs", url: "/resources/in-home-care-costs" },
    { text: "Tour Checklist", url: "/resources/touring-checklist" },
    { text: "Veterans Benefits", url: "/resources/veterans-benefits" },
    { text: "Medicare Explained", url: "/medicare" },
    { text: "Senior Products", url: "/senior-products" },
  ],
  alt: [
    { text: "All Guides", url: "/resources" },
    { text: "How to Pay for Assisted Living", url: "/resources/paying-for-assisted-living" },
    { text: "Medicaid and Long-Term Care", url: "/resources/medicaid-and-long-term-care" },
    {
      text: "Independent or Assisted Living?",
      url: "/resources/independent-living-vs-assisted-living",
    },
    { text: "Respite Care", url: "/resources/respite-care" },
    { text: "Talking With a Parent", url: "/resources/talking-with-a-parent-about-moving" },
    { text: "Questions to Ask on a Tour", url: "/resources/touring-checklist" },
    { text: "Medicare Basics", url: "/medicare" },
    { text: "Helpful Products", url: "/senior-products" },
  ],
};

type HeaderItem = Extract<SeedDocument, { _type: "header" }>["menuItems"] extends
  (infer Item)[] | undefined
  ? Item
  : never;

/** A menu with its children, or nothing when the brand has no such menu. */
const menu = (text: string | null, url: string, children: MenuEntry[]): HeaderItem[] =>
  text
    ? [
        {
          _type: "menuItem",
          type: "link",
          text,
          link: link(url),
          visibility: "always",
          children: children.map(child),
        },
      ]
    : [];

function header(brand: Brand): SeedDocument {
  const site = brand.site;
  const words = brand.menu;
  return {
    _id: `header.${site}`,
    _type: "header",
    site,
    logoText: brand.name,
    menuItems: [
      {
        _type: "menuItem",
        type: "predictive_search",
        text: words.predictiveSearch,
        icon: "search",
        // spec 1: the live brand's header pairs its location search with a care-type dropdown.
        careTypeDropdown: words.liveSearch,
        // spec 2.3: the mobile drawer holds a predictive search.
        visibility: "tabletMinus",
      },
      // Issue 24: the questionnaire first, for those who do not know which care yet.
      ...menu(words.seniorLiving, searchUrl(site, ALL_CARE_TYPES), [
        { text: GUIDED_SEARCH_LINKS[site].menu, url: GUIDED_SEARCH_PATH },
        ...careTypeMenu(SENIOR_LIVING),
      ]),
      ...menu(words.seniorCare, searchUrl(site, "in-home-care"), careTypeMenu(SENIOR_CARE)),
      ...menu(words.resources, "/resources", GUIDE_MENU[site] ?? []),
      ...menu(words.about, "/about", words.aboutChildren),
      ...(words.medicare
        ? [
            {
              _type: "menuItem" as const,
              type: "link" as const,
              text: words.medicare.text,
              // An editor's colour for one item (spec 3 textColor); dark enough for AA on white.
              textColor: words.medicare.textColor,
              icon: "info" as const,
              link: link("/medicare"),
              visibility: "always" as const,
            },
          ]
        : []),
      ...(words.jumpLinks
        ? [
            {
              _type: "menuItem" as const,
              type: "jump_links" as const,
              text: "On this page",
              visibility: "desktop" as const,
            },
          ]
        : []),
      {
        _type: "menuItem",
        type: words.liveSearch ? ("predictive_search" as const) : ("search" as const),
        text: words.desktopSearch,
        icon: "search",
        careTypeDropdown: words.liveSearch,
        visibility: "desktop",
      },
      ...(words.whoAreYouSearchingFor
        ? [
            {
              _type: "menuItem" as const,
              type: "whoAreYouSearchingFor" as const,
              text: "Who are you searching for?",
              link: link("/get-costs"),
              visibility: "tabletPlus" as const,
              inquiryForm: {
                enabled: true,
                ctaText: "Get Started",
                rollUpType: "senior-living" as const,
                showPayingWithMedicaid: false,
              },
            },
          ]
        : []),
      {
        _type: "menuItem",
        type: "button",
        text: words.advisorButton,
        icon: "phone",
        link: link("/get-costs"),
        // Issue 23: at xl the header's 140 px hold the phone, Get Costs and Saved beside
        // "Who are you searching for?", not this second way to the same form as well: it
        // is in the drawer on phones and tablets.
        visibility: "tabletMinus",
      },
    ],
    secondaryItems: [
      {
        _type: "menuItem",
        type: "link",
        category: "phone",
        text: brand.phone,
        icon: "phone",
        link: link(telLink(brand.phone)),
        visibility: "always",
      },
      {
        _type: "menuItem",
        type: "button",
        category: "ctaButton",
        text: "Get Costs",
        // Without JavaScript the header's form button leads to the page with the inline form.
        link: link("/get-costs"),
        // spec 2.3: the CTA is in the header and in the mobile drawer alike.
        visibility: "always",
        inquiryForm: {
          enabled: true,
          ctaText: "Get Costs",
          rollUpType: SENIOR_LIVING,
          showPayingWithMedicaid: true,
        },
      },
    ],
  };
}

const footerLink = (label: string, url: string) => ({
  _type: "footerLink" as const,
  label,
  link: link(url),
});

const column = (title: string, links: ReturnType<typeof footerLink>[]) => ({
  _type: "footerColumn" as const,
  title,
  links,
});

function footer(brand: Brand): SeedDocument {
  const site = brand.site;
  const words = brand.footer;
  const links = (entries: MenuEntry[]) => entries.map(({ text, url }) => footerLink(text, url));
  const guides = GUIDE_MENU[site];
  return {
    _id: `footer.${site}`,
    _type: "footer",
    site,
    columns: [
      column(words.seniorLiving, links(careTypeMenu(SENIOR_LIVING).slice(0, 5))),
      ...(words.seniorCare ? [column(words.seniorCare, links(careTypeMenu(SENIOR_CARE)))] : []),
      ...(words.resources && guides ? [column(words.resources, links(guides.slice(0, 6)))] : []),
      ...(words.extra ? [column(words.extra.title, links(words.extra.links))] : []),
      column(words.company, links(words.companyLinks(brand.careersHost))),
    ],
    legalText: words.legalText,
  };
}

export const shellDocuments = (site: SiteId): SeedDocument[] => [
  siteSettings(BRANDS[site]),
  header(BRANDS[site]),
  footer(BRANDS[site]),
];
