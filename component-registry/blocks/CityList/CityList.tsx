import { stegaClean } from "@web/rules/stegaClean";
import { BlockSection } from "@registry/parts/BlockSection";
import section from "@registry/parts/BlockSection.module.css";
import { MissingPlace } from "@registry/parts/geo/MissingPlace";
import { NearYou } from "@registry/parts/geo/NearYou";
import styles from "@registry/parts/geo/geo.module.css";
import { geoHeading } from "@registry/parts/geo/geoHeading";
import { sectionHeadingId } from "@registry/headingIds";
import type { GeoPageContext } from "@web/pageKinds/geo/geoPageTypes";
import type { BlockProps, HeadingContext } from "@registry/types";
import { categoryCitySearchQuery, geoPagePath } from "@web/rules/geo/geoPath";
import { stateCodeFromName, stateNameFromCode } from "@web/rules/geo/usStates";

/**
 * The cities of the page's state (the nation on a care-type page; a city page's
 * neighbours, nearest first, issue 24.8) with their provider counts, most first or
 * alphabetical (spec 7 /v1/dxp/cities). Each links to its city
 * page; on a category page (no city pages) to the search for that care type in the city.
 */
const listedCities = (geo: GeoPageContext) =>
  geo.cities.filter((item) => item.slug !== ownSlug(geo));

/** The page's own city as the list writes it ("texas/austin"); null off a city page. */
const ownSlug = (geo: GeoPageContext) =>
  geo.city && geo.state ? `${geo.state.urlName}/${geo.city.urlName}` : null;

/** The list's level-2 heading (table of contents); null when it shows nothing. */
export function cityListHeading(
  block: BlockProps<"cityList">["block"],
  context: HeadingContext,
): string | null {
  const geo = context.geo;
  if (!geo || listedCities(geo).length === 0) return null;
  return geoHeading(
    block.heading,
    geo.city
      ? "Cities near {{city}}, {{stateCode}}"
      : geo.state
        ? "Cities in {{stateName}}"
        : "{{careTypeName}} by city",
    geo,
    `cityList.${geo.pageType}`,
  );
}

export function CityList({ block, context }: BlockProps<"cityList">) {
  const geo = context.geo;
  if (!geo) return <MissingPlace context={context} title="City list" />;
  const cities = listedCities(geo);
  if (cities.length === 0) return null;
  const sorted =
    stegaClean(block.listType) === "alphabetical"
      ? [...cities].sort((a, b) => a.name.localeCompare(b.name, "en-US"))
      : cities;
  const heading = cityListHeading(block, context);
  const hrefOf = (item: (typeof cities)[number]) =>
    geo.careType.pages === "geo"
      ? geoPagePath(geo.careType, item.stateURLName, item.cityURLName)
      : `${context.site.searchPath}?${categoryCitySearchQuery(geo.careType, item)}`;
  // The visitor's nearest listed city (in the order shown), once the browser knows.
  const listed = sorted.flatMap((item) => {
    const stateCode = stateCodeFromName(item.stateURLName);
    return stateCode ? [{ name: item.name, stateCode, href: hrefOf(item) }] : [];
  });
  // A care-type page (the nation) lists the states of those cities first, linking to state pages.
  const states = !geo.state && geo.careType.pages === "geo" ? statesOf(cities) : [];
  return (
    <BlockSection block="cityList">
      <h2 id={sectionHeadingId(context, block._key)} className={section.heading}>
        {heading}
      </h2>
      <NearYou cities={listed} />
      {states.length > 0 ? (
        <>
          <h3 className={styles.subheading}>By state</h3>
          <ul className={styles.cities} aria-label="States">
            {states.map((state) => (
              <li key={state.urlName}>
                <a className={styles.link} href={geoPagePath(geo.careType, state.urlName)}>
                  {state.name}
                </a>
              </li>
            ))}
          </ul>
          <h3 className={styles.subheading}>By city</h3>
        </>
      ) : null}
      <ul className={styles.cities} aria-label="Cities">
        {sorted.map((item) => (
          <li key={item.slug}>
            <a className={styles.link} href={hrefOf(item)}>
              {item.name}
              {/* A city page's neighbours may lie across the state line. */}
              {geo.state && item.stateURLName !== geo.state.urlName
                ? `, ${stateCodeFromName(item.stateURLName) ?? ""}`
                : null}
            </a>{" "}
            <span className={styles.count}>({item.total.toLocaleString("en-US")})</span>
          </li>
        ))}
      </ul>
    </BlockSection>
  );
}

/** The states of the listed cities, by name. */
function statesOf(cities: readonly { stateURLName: string }[]) {
  const byUrl = new Map<string, string>();
  for (const city of cities) {
    const code = stateCodeFromName(city.stateURLName);
    const name = code ? stateNameFromCode(code) : null;
    if (name) byUrl.set(city.stateURLName, name);
  }
  return [...byUrl]
    .map(([urlName, name]) => ({ urlName, name }))
    .sort((a, b) => a.name.localeCompare(b.name, "en-US"));
}
