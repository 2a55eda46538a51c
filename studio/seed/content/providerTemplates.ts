import { FACTS_HEADING } from "@web/rules/provider/providerFacts";
import { COSTS_HEADING, OFFERS_HEADING } from "@web/rules/provider/providerPage";
import { callToAction, richText } from "../blocks";
import type { ProviderTemplateBlock, SeedProviderTemplate, SiteId } from "../model";
import { body, h2, p } from "../portableText";
import { BRANDS } from "./shell";

/**
 * The provider page templates (design: data pages are CMS-composed): each site's
 * default layout and, on the main site, one for in-home care (no rooms to show, so
 * no gallery; costs come early). Every provider page has its inquiry form beside the
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

const advisorCta = (site: SiteId): ProviderTemplateBlock =>
  callToAction({
    heading: site === "main" ? "Talk it over with a Family Advisor" : "Talk to a care guide",
    body:
      site === "main"
        ? "Our advisors know the communities in this area and can compare costs and availability for you, free of charge."
        : "Our care guides can compare this provider with others nearby and find current prices for you, at no cost.",
    buttonLabel: "Get Costs",
    url: "/get-costs",
  });

export function providerTemplates(site: SiteId): SeedProviderTemplate[] {
  const brand = BRANDS[site];
  if (site === "main") {
    return [
      template(site, `${brand.name} provider page`, [
        header,
        gallery,
        description,
        offers,
        facts,
        costs,
        reviews,
        advisorCta(site),
        faqs,
        nearby("Other communities near {name}"),
      ]),
      template(
        site,
        `${brand.name} in-home care provider page`,
        [
          header,
          description,
          costs,
          offers,
          facts,
          reviews,
          faqs,
          nearby("Other in-home care agencies near {name}"),
        ],
        "in-home-care",
      ),
    ];
  }
  return [
    template(site, `${brand.name} provider page`, [
      header,
      gallery,
      costs,
      offers,
      description,
      facts,
      reviews,
      nearby("More options near {name}"),
      faqs,
      advisorCta(site),
    ]),
  ];
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
