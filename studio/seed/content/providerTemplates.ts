import { INSPECTIONS_HEADING } from "@web/rules/inspections/inspectionView";
import { FACTS_HEADING } from "@web/rules/provider/providerFacts";
import { COSTS_HEADING, OFFERS_HEADING } from "@web/rules/provider/providerPage";
import { callToAction, richText } from "../blocks";
import type { ProviderTemplateBlock, SeedProviderTemplate, SiteId } from "../model";
import { body, h2, p } from "../portableText";
import { BRANDS } from "./shell";

/**
 * The provider page templates (design: data pages are CMS-composed): each site's
 * default layout and, on the main site, one for in-home care (no rooms to show, so
 * no gallery; costs come early); the senior-homes site leads with the home's photos. Every provider page has its inquiry form beside the
 * blocks from lg and a bar at the bottom below it (web/pageKinds/provider), so no
 * template repeats it. Editors reorder or drop these blocks.
 */

const header: ProviderTemplateBlock = { _type: "providerHeader", showSaveAndCompare: true };
const gallery: ProviderTemplateBlock = { _type: "providerGallery", showStreetView: true };
const description: ProviderTemplateBlock = {
  _type: "providerDescription",
  heading: "About {name}",
};
const offers: ProviderTemplateBlock = { _type: "providerOffers", heading: OFFERS_HEADING };
const costs: ProviderTemplateBlock = { _type: "providerCosts", heading: COSTS_HEADING };
const facts: ProviderTemplateBlock = { _type: "providerFacts", heading: FACTS_HEADING };
const inspections: ProviderTemplateBlock = {
  _type: "providerInspections",
  heading: INSPECTIONS_HEADING,
};
const reviews: ProviderTemplateBlock = { _type: "providerReviews", heading: "Reviews of {name}" };
const faqs: ProviderTemplateBlock = {
  _type: "providerFaqs",
  heading: "Frequently asked questions about {name}",
};
const nearby = (heading: string): ProviderTemplateBlock => ({
  _type: "nearbyProviders",
  heading,
  count: 6,
});

function template(
  site: SiteId,
  title: string,
  blocks: ProviderTemplateBlock[],
  careType?: SeedProviderTemplate["careType"],
): SeedProviderTemplate {
  return {
    _id: careType ? `providerPageTemplate.${site}.${careType}` : `providerPageTemplate.${site}`,
    _type: "providerPageTemplate",
    title,
    site,
    ...(careType ? { careType } : {}),
    blocks,
  };
}

const advisorCta = (heading: string, body: string): ProviderTemplateBlock =>
  callToAction({ heading, body, buttonLabel: "Get Costs", url: "/get-costs" });

/** Each brand's provider page layouts: its default, then any for one care type. */
const LAYOUTS: Record<
  SiteId,
  { title: string; blocks: ProviderTemplateBlock[]; careType?: SeedProviderTemplate["careType"] }[]
> = {
  main: [
    {
      title: "provider page",
      blocks: [
        header,
        gallery,
        description,
        offers,
        facts,
        inspections,
        costs,
        reviews,
        advisorCta(
          "Talk it over with a Family Advisor",
          "Our advisors know the communities in this area and can compare costs and availability for you, free of charge.",
        ),
        faqs,
        nearby("Other communities near {name}"),
      ],
    },
    {
      title: "in-home care provider page",
      blocks: [
        header,
        description,
        costs,
        offers,
        facts,
        inspections,
        reviews,
        faqs,
        nearby("Other in-home care agencies near {name}"),
      ],
      careType: "in-home-care",
    },
  ],
  alt: [
    {
      title: "provider page",
      blocks: [
        header,
        gallery,
        costs,
        offers,
        description,
        facts,
        inspections,
        reviews,
        nearby("More options near {name}"),
        faqs,
        advisorCta(
          "Talk to a care guide",
          "Our care guides can compare this provider with others nearby and find current prices for you, at no cost.",
        ),
      ],
    },
  ],
  homes: [
    {
      title: "provider page",
      blocks: [
        header,
        gallery,
        description,
        costs,
        offers,
        facts,
        inspections,
        advisorCta(
          "Ask a Home Advisor about this home",
          "We can tell you which apartments are open, what they cost this month, and how this home compares with others nearby.",
        ),
        reviews,
        nearby("Other homes near {name}"),
        faqs,
      ],
    },
  ],
};

export function providerTemplates(site: SiteId): SeedProviderTemplate[] {
  const brand = BRANDS[site];
  return LAYOUTS[site].map(({ title, blocks, careType }) =>
    template(site, `${brand.name} ${title}`, blocks, careType),
  );
}

/**
 * An unpublished edit of the main site's provider page template, so preview visibly
 * differs from what visitors see: an editors' note right after the header.
 */
export function mainProviderTemplateDraft(): SeedProviderTemplate {
  const published = providerTemplates("main")[0]!;
  const blocks = published.blocks ?? [];
  return {
    ...published,
    _id: `drafts.${published._id}`,
    blocks: [
      ...blocks.slice(0, 1),
      richText(
        body(
          h2("Questions to ask on your visit"),
          p(
            "Ask how care plans change as needs grow, who is on staff overnight, and what is included in the monthly price.",
          ),
        ),
      ),
      ...blocks.slice(1),
    ],
  };
}
