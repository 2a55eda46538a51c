/**
 * The Caring Stars awards pages (spec 2.1: /bestseniorliving, with
 * caring-stars-senior-living and caring-stars-senior-care; the top-rated badge links
 * here). Pure: which page a path names, the paths of the pages, how the no-JS
 * year and state form resolves, and the rule that makes a provider a winner.
 *
 * - `/bestseniorliving`                                    both awards and their years
 * - `/bestseniorliving/{award}`                            the award: its years, the latest year by state
 * - `/bestseniorliving/{award}/{year}`                     the year's winners by state
 * - `/bestseniorliving/{award}/{year}/{state}`             the year's winners in a state
 *
 * **Winners.** A provider wins the Caring Stars award of a year when its Caring Stars
 * years include that year: the years of its `caringStars` and of its awards named
 * Caring Stars (`caringStarsYears` in topRatedBadge.ts, the same years its top-rated
 * badge lists, spec 2.3 and 5; the store keeps them in its `caring_stars` table). The award is per roll-up type: the provider's `rollupType` (senior living
 * or senior care) picks `caring-stars-senior-living` or `caring-stars-senior-care`.
 * Winners are listed best first: average rating (highest first; unrated last), then
 * review count (most first), then name and id, so the order is deterministic.
 */
import type { RollUpType } from "../careTypes";
import { stateCodeFromName, stateNameFromCode, type UsStateCode } from "../geo/usStates";
import { toSlug } from "../slug";

/** spec 2.1: the awards pages live under this path; the badge links to it with a slash. */
export const AWARDS_ROOT = "/bestseniorliving";

export interface CaringStarsAward {
  slug: "caring-stars-senior-living" | "caring-stars-senior-care";
  rollUpType: RollUpType;
  name: string;
}

export const CARING_STARS_AWARDS: readonly CaringStarsAward[] = [
  {
    slug: "caring-stars-senior-living",
    rollUpType: "senior-living",
    name: "Caring Stars Senior Living",
  },
  { slug: "caring-stars-senior-care", rollUpType: "senior-care", name: "Caring Stars Senior Care" },
];

/** Winners listed on one state page (`?page=N` for more, spec 9's page size). */
export const AWARD_WINNERS_PAGE_SIZE = 20;
/** Winners a year page shows across the nation, best first. */
export const AWARD_TOP_WINNERS = 10;

export function findAward(slug: string): CaringStarsAward | null {
  return CARING_STARS_AWARDS.find((award) => award.slug === slug) ?? null;
}

export function awardOfRollUp(rollUpType: string): CaringStarsAward | null {
  return CARING_STARS_AWARDS.find((award) => award.rollUpType === rollUpType) ?? null;
}

export type AwardsPageType = "index" | "award" | "year" | "state";

export interface AwardsPathShape {
  pageType: AwardsPageType;
  award: CaringStarsAward | null;
  year: number | null;
  /** The state as the path writes it (its URL name, "texas"); null above state level. */
  stateSegment: string | null;
}

const YEAR = /^(19|20)\d\d$/;
const SEGMENT = /^[a-z0-9][a-z0-9-]*$/;

/**
 * The awards page a path names, or null when it is none. Only the shape is checked
 * here (an award slug, a four-digit year, a segment); whether the year has winners and
 * the state exists is the route's question (unknown ones are the 404).
 */
export function awardsPathShape(path: string): AwardsPathShape | null {
  const segments = path.toLowerCase().split("/").filter(Boolean);
  if (segments[0] !== AWARDS_ROOT.slice(1) || segments.length > 4) return null;
  if (!segments.every((segment) => SEGMENT.test(segment))) return null;
  if (segments.length === 1)
    return { pageType: "index", award: null, year: null, stateSegment: null };
  const award = findAward(segments[1]!);
  if (!award) return null;
  if (segments.length === 2) return { pageType: "award", award, year: null, stateSegment: null };
  if (!YEAR.test(segments[2]!)) return null;
  const year = Number(segments[2]);
  if (segments.length === 3) return { pageType: "year", award, year, stateSegment: null };
  return { pageType: "state", award, year, stateSegment: segments[3]! };
}

/** `/bestseniorliving/caring-stars-senior-living/2025/texas`. */
export function awardsPagePath(
  award?: Pick<CaringStarsAward, "slug"> | null,
  year?: number | null,
  stateCode?: string | null,
): string {
  const parts = [AWARDS_ROOT];
  if (award) {
    parts.push(award.slug);
    if (year) {
      parts.push(String(year));
      const name = stateCode ? stateNameFromCode(stateCode) : null;
      if (name) parts.push(toSlug(name));
    }
  }
  return parts.join("/");
}

/** The state a path segment names: its URL name ("new-york") or its code ("ny"). */
export function awardStateCode(segment: string): UsStateCode | null {
  const byName = stateCodeFromName(segment.replace(/-/g, " "));
  if (byName) return byName;
  const upper = segment.toUpperCase();
  return stateNameFromCode(upper) ? (upper as UsStateCode) : null;
}

/** The year and state form's field names (a GET form: it works without JavaScript). */
export const AWARD_FORM_FIELDS = { year: "year", state: "state" } as const;

/**
 * Where the year and state form (GET `/bestseniorliving/{award}?year=2025&state=TX`)
 * leads: the page of that year and state. Null when the URL is not such a submission
 * (no form field in the query, or not an award path). A year the form did not send
 * falls back to the award's page; an unreadable year or state leads to a path that
 * is the 404, as typing it would.
 */
export function awardFormTarget(pathname: string, query: URLSearchParams): string | null {
  const yearField = query.get(AWARD_FORM_FIELDS.year);
  const stateField = query.get(AWARD_FORM_FIELDS.state);
  if (yearField === null && stateField === null) return null;
  const shape = awardsPathShape(pathname);
  if (!shape?.award || shape.pageType !== "award") return null;
  const year = (yearField ?? "").trim();
  const state = toSlug(stateField ?? "");
  if (!year) return awardsPagePath(shape.award);
  // Not a year: a path that names no page (the 404), as typing it would.
  if (!YEAR.test(year)) return `${awardsPagePath(shape.award)}/${toSlug(year) || "unknown-year"}`;
  const yearPath = awardsPagePath(shape.award, Number(year));
  if (!state) return yearPath;
  const code = awardStateCode(state);
  return code ? awardsPagePath(shape.award, Number(year), code) : `${yearPath}/${state}`;
}

/** What an awards heading may name: {{award}}, {{year}}, {{stateName}}. */
export interface AwardTextValues {
  award: Pick<CaringStarsAward, "name"> | null;
  year: number | null;
  state: { name: string } | null;
}

/**
 * An editor's awards heading with its values filled in; empty when it names a value
 * the page does not have (a state on a year's page), so the block's default shows.
 * Any other tag is left out. Plain text: React escapes it.
 */
export function awardText(source: string | null | undefined, values: AwardTextValues): string {
  if (!source) return "";
  const known: Record<string, string | null> = {
    award: values.award?.name ?? null,
    year: values.year === null ? null : String(values.year),
    stateName: values.state?.name ?? null,
  };
  let missing = false;
  const text = source.replace(/\{\{\s*([A-Za-z]+)\s*\}\}/g, (_, name: string) => {
    if (!(name in known)) return "";
    const value = known[name];
    if (value === null) missing = true;
    return value ?? "";
  });
  return missing ? "" : text.replace(/\s+/g, " ").trim();
}

/** The page's title and level-1 heading. */
export function awardsTitle(values: AwardTextValues): string {
  if (!values.award) return "Best Senior Living Awards: Caring Stars Winners";
  if (values.state && values.year)
    return `${values.award.name} Winners in ${values.state.name}, ${values.year}`;
  if (values.year) return `${values.award.name} Winners ${values.year}`;
  return `${values.award.name} Award Winners`;
}

/** The page's meta description. */
export function awardsDescription(values: AwardTextValues): string {
  const where = values.state ? ` in ${values.state.name}` : "";
  const when = values.year ? ` of ${values.year}` : "";
  const award = values.award?.name ?? "Caring Stars";
  return `The ${award} winners${when}${where}: senior care providers rated highly by the families they serve, with ratings and reviews.`;
}

/**
 * The awards pages a sitemap lists: the index, and per award its page, its years' pages
 * and the pages of the states with winners in each year (from the directory's tallies).
 */
export function awardsSitemapPaths(
  tallies: readonly {
    award: CaringStarsAward;
    tallies: readonly { year: number; stateCode: string }[];
  }[],
): string[] {
  const paths = new Set<string>([AWARDS_ROOT]);
  for (const entry of tallies) {
    paths.add(awardsPagePath(entry.award));
    for (const tally of entry.tallies) {
      paths.add(awardsPagePath(entry.award, tally.year));
      paths.add(awardsPagePath(entry.award, tally.year, tally.stateCode));
    }
  }
  return [...paths];
}
