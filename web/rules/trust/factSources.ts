/**
 * A source and a date on every fact a family relies on (issue 27.6): who reported a price
 * and when, which reviews a rating counts and how recent they are, whose star rating a
 * card shows and of which month. The words the pages show and the `sources` the location
 * API answers (docs/api.md) both come from here. Pure: no I/O.
 */
import type { CmsOverallRating, Provider } from "@web/rules/model/model";
import { dateInWords, monthInWords } from "@web/rules/inspections/inspectionView";
import { CMS_SOURCE, isoDate } from "@web/rules/inspections/sources";
import { hasStartingPrice, type PricedService } from "@web/rules/card/priceDisplay";

/** Who reports a provider's prices: the provider itself. */
export const PRICE_SOURCE = "The provider";

/** Whose reviews the ratings and counts are: the families who wrote them on the directory. */
export const REVIEW_SOURCE = "Families' reviews on this directory";

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** A month (YYYY-MM) from a stored value, or null when it is none (older records). */
export function knownMonth(value: string | null | undefined): string | null {
  const month = value?.slice(0, 7) ?? "";
  return MONTH.test(month) ? month : null;
}

/** A day (YYYY-MM-DD) from a stored value or a timestamp, or null when it is none. */
export function knownDay(value: string | null | undefined): string | null {
  // A day that exists: isoDate checks the calendar.
  return isoDate(value?.slice(0, 10));
}

/**
 * The line beside a price: "Reported by the provider, October 2026"; without a known
 * month "Reported by the provider" (a directory seeded before the month was kept).
 */
export function priceSourceText(reportedOn: string | null | undefined): string {
  const month = knownMonth(reportedOn);
  return month ? `Reported by the provider, ${monthInWords(month)}` : "Reported by the provider";
}

/**
 * The line beside a rating and its review count: "Reviews by families, the latest on
 * October 28, 2026"; without a known day "Reviews by families".
 */
export function reviewSourceText(asOf: string | null | undefined): string {
  const day = knownDay(asOf);
  return day ? `Reviews by families, the latest on ${dateInWords(day)}` : "Reviews by families";
}

/**
 * The note under a list of providers' ratings (a place's top providers, award winners):
 * "Ratings and review counts from families' reviews on this directory, the latest on
 * October 28, 2026" with the newest review any of them counts; without a known day the
 * sentence ends at "directory".
 */
export function listRatingsSourceText(asOfDays: readonly (string | null | undefined)[]): string {
  const latest = asOfDays
    .map((day) => knownDay(day))
    .filter((day): day is string => day !== null)
    .sort()
    .at(-1);
  const text = "Ratings and review counts from families' reviews on this directory";
  return latest ? `${text}, the latest on ${dateInWords(latest)}` : text;
}

/** The note under average costs: who reported the prices averaged, and where each month is. */
export const AVERAGE_COSTS_SOURCE_TEXT =
  "Averages of the monthly starting prices providers reported to this directory; each provider's page says when it reported its prices";

/** "Oct 2026" from "2026-10": the card's one line has little room. */
export function shortMonth(month: string): string {
  return monthInWords(month).replace(/^(\w{3})\w*/, "$1");
}

/** CMS's overall rating as a card shows it: one short line, one full sentence to hear. */
export interface CardCmsRating {
  stars: number;
  /** "Medicare: 4 of 5 stars · Oct 2026" (shown, hidden from screen readers). */
  text: string;
  /** "Medicare Care Compare overall rating: 4 out of 5 stars, as of October 2026." */
  accessibleText: string;
}

/** The card's Medicare line (nursing homes); null without an overall rating from CMS. */
export function cardCmsRating(rating: CmsOverallRating | null | undefined): CardCmsRating | null {
  if (!rating) return null;
  const stars = Math.round(rating.overall);
  if (!Number.isFinite(stars) || stars < 1 || stars > 5) return null;
  const month = knownMonth(rating.asOf);
  const shortName = rating.source === CMS_SOURCE ? "Medicare" : rating.source;
  return {
    stars,
    text: `${shortName}: ${stars} of 5 stars${month ? ` · ${shortMonth(month)}` : ""}`,
    accessibleText: `${rating.source} overall rating: ${stars} out of 5 stars${
      month ? `, as of ${monthInWords(month)}` : ""
    }.`,
  };
}

/** One fact's source and date, as the location API answers it. */
export interface FactSource {
  source: string;
  sourceKind: "provider" | "reviews" | "cms";
  /** YYYY-MM for prices and CMS ratings, YYYY-MM-DD for reviews; null when not known. */
  asOf: string | null;
}

/** Where a provider's prices, review rating and count, and CMS rating come from, and of when. */
export interface FactSources {
  /** null without any price. */
  prices: FactSource | null;
  /** null without reviews. */
  reviews: (FactSource & { count: number; averageRating: number | null }) | null;
  /** null without CMS's overall rating (the full record is `inspections`). */
  ratings: (FactSource & { overall: number }) | null;
}

/** What `factSources` reads of a provider. */
export interface SourcedFacts extends Pick<
  Provider,
  | "startPriceInCents"
  | "pricesReportedOn"
  | "reviewCount"
  | "averageRating"
  | "reviewsAsOf"
  | "cmsRating"
> {
  services: readonly PricedService[];
}

/** The `sources` of a provider's API answer (issue 27.6). */
export function factSources(provider: SourcedFacts): FactSources {
  const priced =
    hasStartingPrice(provider.services) ||
    (typeof provider.startPriceInCents === "number" && provider.startPriceInCents > 0);
  const rating = provider.cmsRating;
  return {
    prices: priced
      ? {
          source: PRICE_SOURCE,
          sourceKind: "provider",
          asOf: knownMonth(provider.pricesReportedOn),
        }
      : null,
    reviews:
      provider.reviewCount > 0
        ? {
            source: REVIEW_SOURCE,
            sourceKind: "reviews",
            asOf: knownDay(provider.reviewsAsOf),
            count: provider.reviewCount,
            averageRating: provider.averageRating,
          }
        : null,
    ratings: rating
      ? {
          source: rating.source,
          sourceKind: "cms",
          asOf: knownMonth(rating.asOf),
          overall: rating.overall,
        }
      : null,
  };
}
