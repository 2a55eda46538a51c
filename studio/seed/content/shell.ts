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
import type { SeedDocument, SiteId } from "../model";

/** Site settings, header and footer of each brand (spec 1, 2.3 Header, 9). */

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
}

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
    featureFlags: brand.site === "main" ? ["enhanced-search-v2"] : [],
    ctaDefaults: {
      text: "Get Costs",
      careType: "assisted-living",
      thankYouTitle: "Thank You for your request!",
    },
  };
}

type MenuEntry = { text: string; url: string };

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
export const GUIDE_MENU: Record<SiteId, MenuEntry[]> = {
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

function header(brand: Brand): SeedDocument {
  const site = brand.site;
  const aboutChildren: MenuEntry[] =
    site === "main"
      ? [
          { text: "About ElderPath", url: "/about" },
          { text: "Reviews & FAQ", url: "/about/reviews_faq" },
          { text: "Best Senior Living Awards", url: "/bestseniorliving" },
        ]
      : [
          { text: "Who We Are", url: "/about" },
          { text: "Reviews & Common Questions", url: "/about/reviews_faq" },
          { text: "Top-Rated Communities", url: "/bestseniorliving" },
        ];
  return {
    _id: `header.${site}`,
    _type: "header",
    site,
    logoText: brand.name,
    menuItems: [
      {
        _type: "menuItem",
        type: "predictive_search",
        text: site === "main" ? "Search by city, state or ZIP" : "Where are you looking?",
        icon: "search",
        // spec 1: the live brand's header pairs its location search with a care-type dropdown.
        careTypeDropdown: site === "main",
        // spec 2.3: the mobile drawer holds a predictive search.
        visibility: "tabletMinus",
      },
      {
        _type: "menuItem",
        type: "link",
        text: "Senior Living",
        link: link(searchUrl(site, ALL_CARE_TYPES)),
        visibility: "always",
        children: careTypeMenu(SENIOR_LIVING).map(child),
      },
      {
        _type: "menuItem",
        type: "link",
        text: site === "main" ? "Senior Care" : "Care at Home",
        link: link(searchUrl(site, "in-home-care")),
        visibility: "always",
        children: careTypeMenu(SENIOR_CARE).map(child),
      },
      {
        _type: "menuItem",
        type: "link",
        text: site === "main" ? "Resources" : "Guides",
        link: link("/resources"),
        visibility: "always",
        children: GUIDE_MENU[site].map(child),
      },
      {
        _type: "menuItem",
        type: "link",
        text: site === "main" ? "About" : "About Us",
        link: link("/about"),
        visibility: "always",
        children: aboutChildren.map(child),
      },
      {
        _type: "menuItem",
        type: "link",
        text: site === "main" ? "Medicare" : "Medicare Basics",
        // An editor's colour for one item (spec 3 textColor); dark enough for AA on white.
        textColor: site === "main" ? "#7b341e" : "#22543d",
        icon: "info",
        link: link("/medicare"),
        visibility: "always",
      },
      {
        _type: "menuItem",
        type: "jump_links",
        text: "On this page",
        visibility: "desktop",
      },
      {
        _type: "menuItem",
        type: site === "main" ? "predictive_search" : "search",
        text: site === "main" ? "City or ZIP" : "Town or ZIP",
        icon: "search",
        careTypeDropdown: site === "main",
        visibility: "desktop",
      },
      {
        _type: "menuItem",
        type: "whoAreYouSearchingFor",
        text: "Who are you searching for?",
        link: link("/get-costs"),
        visibility: "tabletPlus",
        inquiryForm: {
          enabled: true,
          ctaText: "Get Started",
          rollUpType: "senior-living",
          showPayingWithMedicaid: false,
        },
      },
      {
        _type: "menuItem",
        type: "button",
        text: site === "main" ? "Talk to an Advisor" : "Talk to a Guide",
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
  const careers = brand.careersHost;
  const company =
    site === "main"
      ? [
          footerLink("About ElderPath", "/about"),
          footerLink("Reviews & FAQ", "/about/reviews_faq"),
          footerLink("Leadership", `${careers}/leadership`),
          footerLink("Our Experts", `${careers}/experts`),
          footerLink("Newsroom", `${careers}/newsroom`),
          footerLink("Careers", `${careers}/careers`),
          footerLink("Contact Us", `${careers}/contact`),
        ]
      : [
          footerLink("Who We Are", "/about"),
          footerLink("Reviews & Common Questions", "/about/reviews_faq"),
          footerLink("Work With Us", `${careers}/careers`),
          footerLink("Press", `${careers}/newsroom`),
          footerLink("Contact", `${careers}/contact`),
        ];
  const legalText =
    site === "main"
      ? "ElderPath is a free service for families. We are paid by the communities and care providers in our network when a family we refer moves in or starts care, so our advice costs you nothing. Prices shown are starting prices reported by providers and may change; confirm current costs with the provider. ElderPath does not provide medical, legal or financial advice. © 2026 ElderPath. All rights reserved."
      : "Golden Years Guide never charges families. Partner communities and agencies pay us a referral fee, which does not change the price you pay. Listings, prices and ratings come from providers and reviewers and can change at any time, so please check details directly before you decide. Our guides are general information, not medical, legal or financial advice. © 2026 Golden Years Guide.";
  return {
    _id: `footer.${site}`,
    _type: "footer",
    site,
    columns: [
      column(
        site === "main" ? "Senior Living" : "Places to Live",
        careTypeMenu(SENIOR_LIVING)
          .slice(0, 5)
          .map(({ text, url }) => footerLink(text, url)),
      ),
      column(
        site === "main" ? "Senior Care" : "Care at Home",
        careTypeMenu(SENIOR_CARE).map(({ text, url }) => footerLink(text, url)),
      ),
      column(
        site === "main" ? "Resources" : "Guides",
        GUIDE_MENU[site].slice(0, 6).map(({ text, url }) => footerLink(text, url)),
      ),
      column(site === "main" ? "Company" : "About Us", company),
    ],
    legalText,
  };
}

export const shellDocuments = (site: SiteId): SeedDocument[] => [
  siteSettings(BRANDS[site]),
  header(BRANDS[site]),
  footer(BRANDS[site]),
];
