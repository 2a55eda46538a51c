import {
  businessType,
  jsonLdScriptText,
  providerBreadcrumbs,
  providerJsonLd,
} from "@web/rules/provider/providerJsonLd";
import { makeProvider, makeReview } from "../../support/providerFixture";

const ORIGIN = "https://www.elderpath.example";

type Graph = { "@graph": Record<string, unknown>[] };

describe("the provider page's JSON-LD", () => {
  const reviews = Array.from({ length: 7 }, (_, i) =>
    makeReview(`r${i}`, `2026-0${i + 1}-01T10:00:00Z`, { content: "<p>Lovely <b>staff</b></p>" }),
  );
  const provider = makeProvider({
    reviewCount: 7,
    averageRating: 4.46,
    reviews,
    photos: [{ url: "/images/providers/community-1.jpg" }],
    minimumCost: { costCents: 325_000 },
    maximumCost: { costCents: 610_000 },
  });

  it("describes the provider as a LocalBusiness with address, geo, phone, rating and reviews", () => {
    const [business] = (providerJsonLd(provider, "main", ORIGIN) as Graph)["@graph"];
    expect(business).toMatchObject({
      "@type": "LocalBusiness",
      name: "Oak Meadow",
      url: `${ORIGIN}/senior-living/texas/austin/oak-meadow`,
      telephone: "+1-512-555-0100",
      address: {
        "@type": "PostalAddress",
        streetAddress: "12 Elm St",
        addressLocality: "Austin",
        addressRegion: "TX",
        postalCode: "78701",
        addressCountry: "US",
      },
      geo: { "@type": "GeoCoordinates", latitude: 30.27, longitude: -97.74 },
      image: [`${ORIGIN}/images/providers/community-1.jpg`],
      priceRange: "$3,250 - $6,100",
      aggregateRating: { "@type": "AggregateRating", ratingValue: 4.5, reviewCount: 7 },
    });
    const listed = business!.review as { name: string; reviewBody: string }[];
    expect(listed).toHaveLength(5);
    expect(listed[0]).toMatchObject({ name: "Title r6", reviewBody: "Lovely staff" });
  });

  it("leaves out the rating and reviews of a provider without reviews", () => {
    const [business] = (providerJsonLd(makeProvider(), "main", ORIGIN) as Graph)["@graph"];
    expect(business).not.toHaveProperty("aggregateRating");
    expect(business).not.toHaveProperty("review");
  });

  it("keeps a non-enhanced home-care provider's street out on the main site (spec 5)", () => {
    const homeCare = makeProvider({ careType: "in-home-care", careTypes: ["in-home-care"] });
    const [main] = (providerJsonLd(homeCare, "main", ORIGIN) as Graph)["@graph"];
    const [alt] = (providerJsonLd(homeCare, "alt", ORIGIN) as Graph)["@graph"];
    expect(main!.address).not.toHaveProperty("streetAddress");
    expect(alt!.address).toHaveProperty("streetAddress", "12 Elm St");
  });

  it("uses MedicalBusiness for nursing homes, home health agencies and hospices", () => {
    expect(businessType("nursing-homes")).toBe("MedicalBusiness");
    expect(businessType("hospices")).toBe("MedicalBusiness");
    expect(businessType("assisted-living")).toBe("LocalBusiness");
  });

  it("has the breadcrumbs home > care type > state > city > provider", () => {
    expect(providerBreadcrumbs(provider)).toEqual([
      { name: "Home", path: "/" },
      { name: "Assisted Living", path: "/senior-living/assisted-living" },
      { name: "Texas", path: "/senior-living/assisted-living/texas" },
      { name: "Austin", path: "/senior-living/assisted-living/texas/austin" },
      { name: "Oak Meadow", path: "/senior-living/texas/austin/oak-meadow" },
    ]);
    // A category care type has no state or city pages.
    expect(
      providerBreadcrumbs(makeProvider({ careType: "hospices", rollupType: "senior-care" })).map(
        (crumb) => crumb.path,
      ),
    ).toEqual(["/", "/senior-care/hospices", "/senior-living/texas/austin/oak-meadow"]);
    const [, list] = (providerJsonLd(provider, "main", ORIGIN) as Graph)["@graph"];
    expect(list).toMatchObject({ "@type": "BreadcrumbList" });
    expect((list!.itemListElement as { position: number; item: string }[])[4]).toEqual({
      "@type": "ListItem",
      position: 5,
      name: "Oak Meadow",
      item: `${ORIGIN}/senior-living/texas/austin/oak-meadow`,
    });
  });

  it("escapes '<' so a provider's text cannot close the script element", () => {
    const hostile = makeProvider({ name: "</script><script>alert(1)</script>" });
    const text = jsonLdScriptText(providerJsonLd(hostile, "main", ORIGIN));
    expect(text).not.toContain("</script>");
    expect(JSON.parse(text)["@graph"][0].name).toBe("</script><script>alert(1)</script>");
  });
});
