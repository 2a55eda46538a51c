import type { ReactNode } from "react";
import { AMENITY_CATEGORIES } from "@web/rules/catalogue";
import type { FacetCounts, RecordFacetCounts } from "@web/rules/model/types";
import {
  AMENITY_FILTER_NAMES,
  SORT_OPTIONS,
  type AmenityFilterName,
  type SortOption,
} from "@web/rules/search/searchOptions";
import {
  QUICK_FILTER_LABELS,
  quickFiltersFor,
  quickFilterTarget,
} from "@web/rules/search/quickFilters";
import type { SearchParams } from "@web/rules/search/searchParams";
import {
  MEDICARE_RATING_SORT,
  offersRecordFilters,
  RECORD_FILTER_LABELS,
  RECORD_FILTER_NAMES,
} from "@web/rules/search/recordFilters";
import { withoutFixed, type FixedSearch } from "@web/rules/search/searchQuery";
import { CareTypeOptions } from "@registry/parts/SearchForm";
import { FilterForm } from "./SearchGrid.client";
import styles from "./SearchFilters.module.css";
import hidden from "@registry/parts/visuallyHidden.module.css";

const SORT_LABELS: Record<SortOption, string> = {
  recommended: "Recommended",
  distance: "Distance",
  "best-rated": "Best rated",
  "most-reviews": "Most reviews",
  "best-activities": "Best activities",
  "best-meals-dining": "Best meals & dining",
  "best-staff": "Best staff",
  "medicare-rating": "Medicare rating",
};

const FILTER_GROUP_LABELS: Record<AmenityFilterName, string> = {
  accessibility: "Accessibility",
  dining: "Dining",
  healthServices: "Health services",
  languages: "Languages",
  lifestyle: "Lifestyle",
  otherAmenities: "Other amenities",
  personalCare: "Personal care",
  roomAmenities: "Room amenities",
  roomType: "Room type",
  staffQualifications: "Staff qualifications",
};

const DISTANCES = [5, 10, 20, 30, 50, 100];
const PRICE_TIERS = [
  { value: 1, label: "$ (lowest)" },
  { value: 2, label: "$$" },
  { value: 3, label: "$$$" },
  { value: 4, label: "$$$$ (highest)" },
];
const MINIMUM_RATINGS = [
  { value: "", label: "Any rating" },
  { value: "3", label: "3 stars & up" },
  { value: "4", label: "4 stars & up" },
  { value: "5", label: "5 stars" },
];
const PROVIDERS_WITH = [
  { value: "pricing", label: "Pricing" },
  { value: "reviews", label: "Reviews" },
  { value: "photos", label: "Photos" },
  { value: "promotions", label: "Promotions" },
];
/** spec 3 / 9: the yes-or-no filters. */
const YES_NO_FILTERS = [
  { name: "verified", label: "Verified partners" },
  { name: "ongoingPromotion", label: "Current promotions" },
  { name: "awards", label: "Award winners" },
  { name: "fivePlusPhotos", label: "5 or more photos" },
] as const;
/** Keys carried through the form unchanged (the place searched). */
const CARRIED_KEYS = ["keyword", "latLng"] as const;

function Field({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {children}
    </div>
  );
}

function TierSelect({
  id,
  name,
  label,
  value,
}: {
  id: string;
  name: string;
  label: string;
  value: number;
}) {
  return (
    <Field id={id} label={label}>
      <select id={id} name={name} defaultValue={String(value)} className={styles.select}>
        {PRICE_TIERS.map((tier) => (
          <option key={tier.value} value={tier.value}>
            {tier.label}
          </option>
        ))}
      </select>
    </Field>
  );
}

function Check({
  name,
  value,
  label,
  defaultChecked,
  count,
}: {
  name: string;
  value: string;
  label: string;
  defaultChecked: boolean;
  count?: number;
}) {
  return (
    <label className={styles.option}>
      <input type="checkbox" name={name} value={value} defaultChecked={defaultChecked} />
      {/* Styled from the label (.option > input); the name and its facet count one text,
          which wraps as one: a search page carries dozens of these options, in its HTML
          and again in its RSC payload. */}
      {count !== undefined ? `${label} (${count})` : label}
    </label>
  );
}

function Group({
  legend,
  children,
  open,
}: {
  legend: string;
  children: ReactNode;
  open?: boolean;
}) {
  return (
    <details open={open} className={styles.group}>
      <summary className={styles.groupSummary}>{legend}</summary>
      <fieldset className={styles.fieldset}>
        <legend className={hidden.visuallyHidden}>{legend}</legend>
        {children}
      </fieldset>
    </details>
  );
}

interface SearchFiltersProps {
  /** The search state the form shows: a new state mounts a new form. */
  stateKey: string;
  formId: string;
  searchPath: string;
  params: SearchParams;
  careType: string;
  facets: FacetCounts;
  /** issue 27.5: how many results each record filter keeps (a nursing-home search). */
  recordFacets?: RecordFacetCounts;
  /** The search without its filters ("Clear all filters"); absent when none is on. */
  clearAllHref?: string | null;
  /** Only the sort (a geo page's listing, whose place and care type the page fixes). */
  sortOnly?: boolean;
  /** Keys the page itself implies (a geo page's place): not carried in the form. */
  fixed?: FixedSearch;
  /** spec 2.3: the "Verified partners" filter only where the badge shows (the main site). */
  verifiedPartners: boolean;
}

/**
 * spec 3 and 9: every filter group, sort, distance, price, reviews, and the
 * quick filters of the care type (with `sortOnly`, the sort alone). A plain GET
 * form rendered on the server (it works without JavaScript); with JavaScript each
 * change applies at once (FilterForm in SearchNavigation.tsx). Uncontrolled fields:
 * the form is keyed by the search, so a new state renders a new form.
 */
export function SearchFilters({
  stateKey,
  formId,
  searchPath,
  params,
  careType,
  facets,
  recordFacets,
  clearAllHref = null,
  sortOnly = false,
  fixed = {},
  verifiedPartners,
}: SearchFiltersProps) {
  const carried = withoutFixed(params, fixed);
  // issue 27.5: Medicare's record only where Medicare rates the care type (nursing homes).
  const records = offersRecordFilters(careType);
  const sortOptions = SORT_OPTIONS.filter((option) => option !== MEDICARE_RATING_SORT || records);
  const quickFilters = quickFiltersFor(careType);
  const quickTargets = quickFilters.map((quickFilter) => ({
    quickFilter,
    ...quickFilterTarget(quickFilter),
  }));
  const quickIds = new Set(quickTargets.map((target) => target.amenityId));

  return (
    <FilterForm
      key={stateKey}
      id={formId}
      action={searchPath}
      label={sortOnly ? "Sort results" : "Filter and sort results"}
    >
      {CARRIED_KEYS.map((key) => {
        const value =
          key === "keyword"
            ? carried.keyword
            : carried.latLng
              ? `${carried.latLng.latitude},${carried.latLng.longitude}`
              : null;
        return value ? <input key={key} type="hidden" name={key} value={value} /> : null;
      })}
      <div className={styles.fields}>
        <div className={styles.headingRow}>
          <h2 className={styles.heading}>{sortOnly ? "Sort" : "Filter and sort"}</h2>
          {clearAllHref && !sortOnly ? (
            // data-search-link: FilterForm turns the click into an in-place navigation.
            <a href={clearAllHref} data-search-link="" className={styles.clearAll}>
              Clear all filters
            </a>
          ) : null}
        </div>
        <Field id={`${formId}-sort`} label="Sort by">
          <select
            id={`${formId}-sort`}
            name="sortBy"
            defaultValue={sortOptions.includes(params.sortBy) ? params.sortBy : "recommended"}
            className={styles.select}
          >
            {sortOptions.map((option) => (
              <option key={option} value={option}>
                {SORT_LABELS[option]}
              </option>
            ))}
          </select>
        </Field>
        {sortOnly ? null : (
          <>
            <Field id={`${formId}-care-type`} label="Type of care">
              <select
                id={`${formId}-care-type`}
                name="care-type"
                defaultValue={careType}
                className={styles.select}
              >
                <CareTypeOptions current={careType} />
              </select>
            </Field>
            <Field id={`${formId}-distance`} label="Distance">
              <select
                id={`${formId}-distance`}
                name="distanceInMiles"
                defaultValue={String(params.distanceInMiles)}
                className={styles.select}
              >
                {[...new Set([...DISTANCES, params.distanceInMiles])]
                  .sort((a, b) => a - b)
                  .map((miles) => (
                    <option key={miles} value={miles}>
                      Within {miles} miles
                    </option>
                  ))}
              </select>
            </Field>
            <div className={styles.priceRange}>
              <TierSelect
                id={`${formId}-price-min`}
                name="priceMin"
                label="Price from"
                value={params.priceRange[0]}
              />
              <TierSelect
                id={`${formId}-price-max`}
                name="priceMax"
                label="Price to"
                value={params.priceRange[1]}
              />
            </div>
            {quickTargets.length > 0 ? (
              <fieldset className={styles.fieldset}>
                <legend className={styles.legend}>Popular amenities</legend>
                {quickTargets.map((target) => (
                  <Check
                    key={target.quickFilter}
                    name={target.filter}
                    value={String(target.amenityId)}
                    label={QUICK_FILTER_LABELS[target.quickFilter]}
                    defaultChecked={params[target.filter].includes(target.amenityId)}
                  />
                ))}
              </fieldset>
            ) : null}
            <Group legend="Rating and reviews" open>
              {MINIMUM_RATINGS.map((rating) => (
                <label key={rating.label} className={styles.option}>
                  <input
                    type="radio"
                    name="reviews"
                    value={rating.value}
                    defaultChecked={
                      (params.reviews.length > 0 ? String(Math.min(...params.reviews)) : "") ===
                      rating.value
                    }
                    className={styles.input}
                  />
                  {rating.label}
                </label>
              ))}
            </Group>
            {records ? (
              <Group legend="Inspections and Medicare rating" open>
                {RECORD_FILTER_NAMES.map((name) => (
                  <Check
                    key={name}
                    name={name}
                    value="true"
                    label={RECORD_FILTER_LABELS[name]}
                    count={recordFacets?.[name] ?? 0}
                    defaultChecked={params[name] === true}
                  />
                ))}
              </Group>
            ) : null}
            <Group legend="Partners, offers and awards" open>
              {YES_NO_FILTERS.filter(
                (filter) => filter.name !== "verified" || verifiedPartners,
              ).map((filter) => (
                <Check
                  key={filter.name}
                  name={filter.name}
                  value="true"
                  label={filter.label}
                  defaultChecked={params[filter.name] === true}
                />
              ))}
            </Group>
            <Group legend="Providers with" open={params.providersWith.length > 0}>
              {PROVIDERS_WITH.map((option) => (
                <Check
                  key={option.value}
                  name="providersWith"
                  value={option.value}
                  label={option.label}
                  defaultChecked={(params.providersWith as readonly string[]).includes(
                    option.value,
                  )}
                />
              ))}
            </Group>
            {AMENITY_FILTER_NAMES.map((filter) => {
              const types = AMENITY_CATEGORIES.filter((category) => category.filter === filter)
                .flatMap((category) => category.types)
                .filter((type) => !quickIds.has(type.id));
              if (types.length === 0) return null;
              return (
                <Group
                  key={filter}
                  legend={FILTER_GROUP_LABELS[filter]}
                  open={types.some((type) => params[filter].includes(type.id))}
                >
                  {types.map((type) => (
                    <Check
                      key={type.id}
                      name={filter}
                      value={String(type.id)}
                      label={type.name}
                      count={facets[type.name] ?? 0}
                      defaultChecked={params[filter].includes(type.id)}
                    />
                  ))}
                </Group>
              );
            })}
            <label className={styles.matchAny}>
              <input
                type="checkbox"
                name="matchAny"
                value="true"
                defaultChecked={!params.matchAllFilters}
                className={styles.input}
              />
              Show providers with any (not all) of the selected amenities
            </label>
          </>
        )}
        <noscript>
          <button type="submit" className={styles.apply}>
            {sortOnly ? "Sort" : "Apply filters"}
          </button>
        </noscript>
      </div>
    </FilterForm>
  );
}
