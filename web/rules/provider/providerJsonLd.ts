/**
 * The provider page's structured data (JSON-LD): the provider as a LocalBusiness
 * (or a fitting subtype) with address, geo, telephone, its AggregateRating and
 * Reviews, and a BreadcrumbList home > care type > state > city > provider.
 */
import { findCareType } from "../careTypes";
import { geoPagePath } from "../geo/geoPath";
import { hidesStreetAddress, type CardAddressFields } from "../card/cardAddress";
import { htmlToText } from "../htmlText";
import { normalizeUsPhoneNumber } from "../inquiry/phoneNumber";
import { costRangeDisplay, PRICING_NOT_AVAILABLE } from "../card/priceDisplay";
import type { SiteId } from "@web/rules/sites";

/** Reviews carried in the structured data (the newest ones). */
export const JSON_LD_REVIEWS = 5;

/** Care types whose providers are medical businesses rather than plain local businesses. */
const MEDICAL_CARE_TYPES: readonly string[] = ["nursing-homes", "home-health-agencies", "hospices"];

export interface JsonLdProvider extends CardAddressFields {
  id: string;
  path: string;
  careType: string;
  rollupType: string;
  phoneNumber?: string | null;
  description?: string | null;
  averageRating?: number | null;
  reviewCount?: number | null;
  photos?: readonly { url: string }[] | null;
  minimumCost?: { costCents: number } | null;
  maximumCost?: { costCents: number } | null;
  address: CardAddressFields["address"] & {
    street?: string | null;
    zipCode?: string | null;
    latitude?: number | null;
    longitude?: number | null;
    city?: { name?: string | null; urlName?: string | null } | null;
    state?: { code?: string | null; name?: string | null; urlName?: string | null } | null;
  };
  reviews?: readonly {
    name: string;
    title: string;
    content: string;
    rating: number;
    createdAt: string;
  }[];
}

export type JsonObject = { [key: string]: JsonValue };
type JsonValue = string | number | boolean | null | JsonValue[] | JsonObject;

function absolute(origin: string, url: string): string {
  return /^https?:\/\//i.test(url) ? url : `${origin}${url.startsWith("/") ? "" : "/"}${url}`;
}

/** schema.org type for a provider's main care type. */
export function businessType(careType: string): "LocalBusiness" | "MedicalBusiness" {
  return MEDICAL_CARE_TYPES.includes(careType) ? "MedicalBusiness" : "LocalBusiness";
}

/**
 * The breadcrumb trail home > care type > state > city > provider, as names and paths
 * (the geo pages of web/rules/geo/geoPath.ts). A category care type (hospices, CCRCs, ...)
 * has no state or city pages: its trail is home > care type > provider.
 */
export function providerBreadcrumbs(provider: JsonLdProvider): { name: string; path: string }[] {
  const careType = findCareType(provider.careType);
  const crumbs = [{ name: "Home", path: "/" }];
  if (careType) {
    crumbs.push({ name: careType.name, path: geoPagePath(careType) });
    const state = provider.address.state;
    const city = provider.address.city;
    if (careType.pages === "geo" && state?.urlName) {
      crumbs.push({
        name: state.name ?? state.code ?? state.urlName,
        path: geoPagePath(careType, state.urlName),
      });
      if (city?.urlName) {
        crumbs.push({
          name: city.name ?? city.urlName,
          path: geoPagePath(careType, state.urlName, city.urlName),
        });
      }
    }
  }
  crumbs.push({ name: provider.name, path: provider.path });
  return crumbs;
}

/** The JSON-LD graph of a provider page on a site. */
export function providerJsonLd(
  provider: JsonLdProvider,
  siteId: SiteId,
  origin: string,
): JsonObject {
  const url = absolute(origin, provider.path);
  const address: JsonObject = {
    "@type": "PostalAddress",
    addressLocality: provider.address.city?.name ?? "",
    addressRegion: provider.address.state?.code ?? "",
    addressCountry: "US",
  };
  // spec 5: home-care providers without enhanced status show no street address on the main site.
  if (!hidesStreetAddress(provider, siteId)) {
    if (provider.address.street) address.streetAddress = provider.address.street;
    if (provider.address.zipCode) address.postalCode = provider.address.zipCode;
  }
  const business: JsonObject = {
    "@type": businessType(provider.careType),
    "@id": `${url}#provider`,
    name: provider.name,
    url,
    address,
  };
  const phone = normalizeUsPhoneNumber(provider.phoneNumber);
  if (phone) business.telephone = `+1-${phone.slice(0, 3)}-${phone.slice(3, 6)}-${phone.slice(6)}`;
  const description = htmlToText(provider.description).replace(/\s+/g, " ").trim();
  if (description) business.description = description.slice(0, 500);
  const { latitude, longitude } = provider.address;
  if (typeof latitude === "number" && typeof longitude === "number") {
    business.geo = { "@type": "GeoCoordinates", latitude, longitude };
  }
  const images = (provider.photos ?? []).slice(0, 5).map((photo) => absolute(origin, photo.url));
  if (images.length) business.image = images;
  const priceRange = costRangeDisplay(
    provider.minimumCost?.costCents,
    provider.maximumCost?.costCents,
  );
  if (priceRange !== PRICING_NOT_AVAILABLE) business.priceRange = priceRange;
  const reviewCount = provider.reviewCount ?? 0;
  if (reviewCount > 0 && typeof provider.averageRating === "number") {
    business.aggregateRating = {
      "@type": "AggregateRating",
      ratingValue: Math.round(provider.averageRating * 10) / 10,
      reviewCount,
      bestRating: 5,
      worstRating: 1,
    };
    business.review = [...(provider.reviews ?? [])]
      .sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0))
      .slice(0, JSON_LD_REVIEWS)
      .map((review) => ({
        "@type": "Review",
        author: { "@type": "Person", name: review.name },
        datePublished: review.createdAt.slice(0, 10),
        name: review.title,
        reviewBody: htmlToText(review.content).replace(/\s+/g, " ").trim(),
        reviewRating: {
          "@type": "Rating",
          ratingValue: review.rating,
          bestRating: 5,
          worstRating: 1,
        },
      }));
  }
  const breadcrumbs: JsonObject = {
    "@type": "BreadcrumbList",
    itemListElement: providerBreadcrumbs(provider).map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: absolute(origin, crumb.path),
    })),
  };
  return { "@context": "https://schema.org", "@graph": [business, breadcrumbs] };
}

/** JSON for a <script type="application/ld+json">: "<" escaped so no text can close the element. */
export function jsonLdScriptText(data: JsonObject): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
