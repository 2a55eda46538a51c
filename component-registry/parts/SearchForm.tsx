import { DEFAULT_CARE_TYPE, searchCareTypeChoices } from "@web/rules/careTypes";
import type { SiteDefinition } from "@web/site/sites";
import { LocationAutocomplete } from "./LocationAutocomplete";
import styles from "./SearchForm.module.css";

/**
 * The care-type choices of every search form's select (spec 2.1), with the current
 * search's category care type when it has one (searchCareTypeChoices).
 */
export function CareTypeOptions({ current }: { current?: string | null }) {
  return searchCareTypeChoices(current).map((choice) => (
    <option key={choice.value} value={choice.value}>
      {choice.title}
    </option>
  ));
}

interface SearchFormProps {
  site: SiteDefinition;
  idPrefix: string;
  placeholder?: string;
  buttonLabel?: string;
  careType?: string;
  showCareType?: boolean;
  /** The place already searched, shown in the box (the search page). */
  keyword?: string;
  /** Location suggestions while typing (spec 2.3 mini search: optional); on by default. */
  predictive?: boolean;
}

/**
 * A plain GET form to the site's search route (spec 2.1: keyword and
 * care-type): it works before, and without, any client JavaScript.
 */
export function SearchForm({
  site,
  idPrefix,
  placeholder = "City, state or ZIP",
  buttonLabel = "Search",
  careType = DEFAULT_CARE_TYPE,
  showCareType = true,
  keyword,
  predictive = true,
}: SearchFormProps) {
  const locationId = `${idPrefix}-keyword`;
  const careTypeId = `${idPrefix}-care-type`;
  return (
    <form action={site.searchPath} method="get" role="search" aria-label="Find senior care">
      <div className={styles.row}>
        <div className={styles.location}>
          <label htmlFor={locationId} className={styles.label}>
            Location
          </label>
          <LocationAutocomplete
            id={locationId}
            name="keyword"
            label="Location"
            placeholder={placeholder}
            siteId={site.id}
            defaultValue={keyword}
            predictive={predictive}
            required
          />
        </div>
        {showCareType ? (
          <div className={styles.careType}>
            <label htmlFor={careTypeId} className={styles.label}>
              Type of care
            </label>
            <select
              id={careTypeId}
              name="care-type"
              defaultValue={careType}
              className={styles.select}
            >
              <CareTypeOptions current={careType} />
            </select>
          </div>
        ) : (
          <input type="hidden" name="care-type" value={careType} />
        )}
        <button type="submit" className={styles.submit}>
          {buttonLabel}
        </button>
      </div>
    </form>
  );
}
