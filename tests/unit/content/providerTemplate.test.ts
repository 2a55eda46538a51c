import { client } from "@web/content/client";
import { PROVIDER_PAGE_TEMPLATE_QUERY } from "@web/content/queries";

interface TemplateResult {
  _id: string;
  careType: string | null;
  blocks: { _type: string }[] | null;
}

const fetchTemplate = (
  site: string,
  careType: string,
  perspective: "published" | "drafts" = "published",
) =>
  client.fetch<TemplateResult | null>(
    PROVIDER_PAGE_TEMPLATE_QUERY,
    { site, careType },
    { perspective },
  );

// The seed dataset (studio/seed/content.ndjson), as the app reads it without a Sanity project.
describe("provider page templates in the seed", () => {
  it("gives each site its default template for a care type without its own", async () => {
    const main = await fetchTemplate("main", "assisted-living");
    const alt = await fetchTemplate("alt", "assisted-living");
    expect(main?._id).toBe("providerPageTemplate.main");
    expect(alt?._id).toBe("providerPageTemplate.alt");
    expect(main?.careType ?? null).toBeNull();
  });

  it("prefers the template of the provider's care type over the default", async () => {
    expect((await fetchTemplate("main", "in-home-care"))?._id).toBe(
      "providerPageTemplate.main.in-home-care",
    );
    // The alternate site has no in-home-care template: its default applies.
    expect((await fetchTemplate("alt", "in-home-care"))?._id).toBe("providerPageTemplate.alt");
  });

  it("holds every provider block on both brands, in a different order", async () => {
    const providerBlocks = [
      "providerHeader",
      "providerGallery",
      "providerOffers",
      "providerFacts",
      "providerInspections",
      "providerCosts",
      "providerDescription",
      "providerReviews",
      "providerFaqs",
      "nearbyProviders",
    ];
    const main = (await fetchTemplate("main", "nursing-homes"))?.blocks?.map((b) => b._type) ?? [];
    const alt = (await fetchTemplate("alt", "nursing-homes"))?.blocks?.map((b) => b._type) ?? [];
    for (const type of providerBlocks) {
      expect(main).toContain(type);
      expect(alt).toContain(type);
    }
    expect(main).not.toEqual(alt);
    expect(main[0]).toBe("providerHeader");
  });

  it("shows editors the template's draft in the drafts perspective only", async () => {
    const published = await fetchTemplate("main", "assisted-living");
    const draft = await fetchTemplate("main", "assisted-living", "drafts");
    expect(draft?._id).toBe("providerPageTemplate.main");
    expect(published?.blocks?.map((b) => b._type)).not.toContain("richText");
    expect(draft?.blocks?.[1]?._type).toBe("richText");
  });
});
