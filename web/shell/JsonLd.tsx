import { jsonLdScriptText, type JsonObject } from "@web/rules/provider/providerJsonLd";

/**
 * Structured data for search engines: one `<script type="application/ld+json">` per
 * object, its JSON with "<" escaped so nothing in it can end the script element.
 * Nothing for a null (a page without FAQs has no FAQPage).
 */
export function JsonLd({ data }: { data: JsonObject | null }) {
  if (!data) return null;
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: jsonLdScriptText(data) }}
    />
  );
}
