import {
  callToAction,
  faqList,
  floatingCta,
  hero,
  page,
  richText,
  tableOfContents,
} from "../blocks";
import type { SeedPage, SiteId } from "../model";
import { body, p, type SeedTextBlock } from "../portableText";
import type { FaqSlug } from "./faqs";
import { faq } from "./faqs";

/**
 * The shape shared by every /resources/{topic} guide: hero, table of contents
 * (built from the H2s of the sections, spec 2.3), a short intro, one richText
 * block per H2 section, a call to action and optional FAQs.
 */
export interface GuideCopy {
  site: SiteId;
  slug: string;
  title: string;
  metaTitle: string;
  metaDescription: string;
  heading: string;
  subheading: string;
  intro: string;
  /** Each section starts with an h2(...); lists may be nested as written. */
  sections: (SeedTextBlock | SeedTextBlock[])[][];
  cta: { heading: string; body: string; url: string };
  faqs?: { heading: string; items: FaqSlug[] };
  tocHeading?: string;
}

export function guide(copy: GuideCopy): SeedPage {
  return page({
    site: copy.site,
    path: `/resources/${copy.slug}`,
    title: copy.title,
    metaTitle: copy.metaTitle,
    metaDescription: copy.metaDescription,
    blocks: [
      hero({
        eyebrow: copy.site === "main" ? "ElderPath guide" : "Golden Years Guide",
        heading: copy.heading,
        subheading: copy.subheading,
      }),
      tableOfContents(copy.tocHeading),
      richText(body(p(copy.intro))),
      ...copy.sections.map((section) => richText(body(...section))),
      callToAction(copy.cta),
      ...(copy.faqs ? [faqList(copy.faqs.heading, faq(...copy.faqs.items))] : []),
      floatingCta(
        copy.site === "main"
          ? "Questions about costs? A Family Advisor can help, free."
          : "Want prices near you? A care guide can help, free.",
      ),
    ],
  });
}
