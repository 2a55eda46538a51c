/**
 * Structured data of geo and category pages (issue 12): a BreadcrumbList (home > care
 * type > state > city), an ItemList of the providers listed, and a FAQPage where FAQs
 * show. Pure; the page and the listing block write them as JSON-LD scripts.
 */
import { htmlToText } from "../htmlText";
import type { JsonObject } from "../provider/providerJsonLd";

export function breadcrumbListJsonLd(
  crumbs: readonly { name: string; path: string }[],
  origin: string,
): JsonObject {
  const items = [{ name: "Home", path: "/" }, ...crumbs];
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: `${origin}${crumb.path}`,
    })),
  };
}

export function itemListJsonLd(
  providers: readonly { name: string; path: string }[],
  origin: string,
): JsonObject {
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    itemListElement: providers.map((provider, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: provider.name,
      url: `${origin}${provider.path}`,
    })),
  };
}

/** FAQ answers are Portable Text or HTML; JSON-LD carries their text. */
export function faqPageJsonLd(
  faqs: readonly { question: string; answer: string }[],
): JsonObject | null {
  const items = faqs.filter((faq) => faq.question.trim() && faq.answer.trim());
  if (items.length === 0) return null;
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: items.map((faq) => ({
      "@type": "Question",
      name: faq.question,
      acceptedAnswer: { "@type": "Answer", text: htmlToText(faq.answer).trim() },
    })),
  };
}
