import { formatCurrencyFromCents } from "@templates/format";
import { BlockSection } from "@registry/parts/BlockSection";
import section from "@registry/parts/BlockSection.module.css";
import { MissingPlace } from "@registry/parts/geo/MissingPlace";
import styles from "@registry/parts/geo/geo.module.css";
import { geoHeading } from "@registry/parts/geo/geoHeading";
import { sectionHeadingId } from "@registry/headingIds";
import type { GeoPageContext } from "@web/pageKinds/geo/geoPageTypes";
import type { BlockProps, HeadingContext } from "@registry/types";
import { CARE_TYPES } from "@web/rules/careTypes";
import { AVERAGE_COSTS_SOURCE_TEXT } from "@web/rules/trust/factSources";

/**
 * Average monthly starting prices per care type: the city (on a city page), the state
 * and the nation, from the directory's geo page data. Care types nobody prices are
 * left out; without any price the block shows nothing.
 */
function costTableOf(geo: GeoPageContext) {
  const data = geo.data;
  if (!data) return null;
  const columns = [
    ...(data.city && data.averageCosts.city
      ? [{ name: data.city.name, costs: data.averageCosts.city }]
      : []),
    { name: data.state.name, costs: data.averageCosts.state },
    { name: "National", costs: data.averageCosts.nation },
  ];
  const rows = CARE_TYPES.filter((careType) =>
    columns.some((column) => (column.costs[careType.slug] ?? 0) > 0),
  );
  return rows.length > 0 ? { columns, rows } : null;
}

/** The table's level-2 heading (table of contents); null when it shows nothing. */
export function costTableHeading(
  block: BlockProps<"costTable">["block"],
  context: HeadingContext,
): string | null {
  const geo = context.geo;
  if (!geo || !costTableOf(geo)) return null;
  return geoHeading(block.heading, "Average monthly costs", geo, "costTable");
}

export function CostTable({ block, context }: BlockProps<"costTable">) {
  const geo = context.geo;
  if (!geo) return <MissingPlace context={context} title="Cost table" />;
  const table = costTableOf(geo);
  if (!table) return null;
  const { columns, rows } = table;
  const heading = costTableHeading(block, context);
  const headingId = sectionHeadingId(context, block._key) ?? `average-costs-${block._key}`;
  return (
    <BlockSection block="costTable">
      <h2 className={section.heading} id={headingId}>
        {heading}
      </h2>
      <table className={styles.table} aria-labelledby={headingId}>
        <thead>
          <tr>
            <th scope="col">Care type</th>
            {columns.map((column) => (
              <th key={column.name} scope="col">
                {column.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((careType) => (
            <tr key={careType.slug} aria-current={careType.slug === geo.careType.slug || undefined}>
              <th scope="row">{careType.name}</th>
              {columns.map((column) => (
                <td key={column.name}>
                  {formatCurrencyFromCents(column.costs[careType.slug] ?? 0)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <p className={styles.source} data-price-source="">
        {AVERAGE_COSTS_SOURCE_TEXT}.
      </p>
    </BlockSection>
  );
}
