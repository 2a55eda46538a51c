/**
 * The accommodations modal of the costs section (spec 2.3: each service opens a
 * full-screen modal listing accommodations — title, area in sqft, beds, baths,
 * description, features, starting price — 3 at first, then 'View more
 * accommodations' or 'View fewer accommodations'; spec 9: accommodations shown
 * initially 3).
 */

/** spec 9: accommodations shown initially. */
export const ACCOMMODATIONS_SHOWN_INITIALLY = 3;
export const VIEW_MORE_ACCOMMODATIONS = "View more accommodations";
export const VIEW_FEWER_ACCOMMODATIONS = "View fewer accommodations";

export interface AccommodationsShown<T> {
  shown: T[];
  /** The toggle's label, or null with 3 accommodations or fewer. */
  toggleLabel: typeof VIEW_MORE_ACCOMMODATIONS | typeof VIEW_FEWER_ACCOMMODATIONS | null;
}

export function accommodationsShown<T>(
  accommodations: readonly T[],
  expanded: boolean,
): AccommodationsShown<T> {
  const all = [...accommodations];
  if (all.length <= ACCOMMODATIONS_SHOWN_INITIALLY) return { shown: all, toggleLabel: null };
  return expanded
    ? { shown: all, toggleLabel: VIEW_FEWER_ACCOMMODATIONS }
    : {
        shown: all.slice(0, ACCOMMODATIONS_SHOWN_INITIALLY),
        toggleLabel: VIEW_MORE_ACCOMMODATIONS,
      };
}

function count(value: number | null | undefined, one: string, many: string): string | null {
  if (typeof value !== "number" || !Number.isFinite(value) || value <= 0) return null;
  const text = Number.isInteger(value) ? String(value) : value.toFixed(1);
  return `${text} ${value === 1 ? one : many}`;
}

export interface AccommodationFactFields {
  squareFeetSize?: number | null;
  bedCount?: number | null;
  bathroomCount?: number | null;
}

/** "450 sqft", "1 bed", "1.5 baths": the facts a provider gave, in that order. */
export function accommodationFacts(accommodation: AccommodationFactFields): string[] {
  const area =
    typeof accommodation.squareFeetSize === "number" && accommodation.squareFeetSize > 0
      ? `${Math.round(accommodation.squareFeetSize).toLocaleString("en-US")} sqft`
      : null;
  return [
    area,
    count(accommodation.bedCount, "bed", "beds"),
    count(accommodation.bathroomCount, "bath", "baths"),
  ].filter((fact): fact is string => fact !== null);
}
