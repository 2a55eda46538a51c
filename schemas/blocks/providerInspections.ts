import { TaskIcon } from "@sanity/icons/Task";
import { defineType } from "sanity";
import { INSPECTIONS_HEADING } from "@web/rules/inspections/inspectionView";
import { providerBlockPreview, providerHeadingField } from "../objects/providerHeading";
import { defineBlock } from "./defineBlock";

/**
 * issue 27.3: the provider's public inspection record: Medicare's star ratings with what
 * each means, the citations grouped by severity worst first (state citations with their
 * class), the source, the data month and a link to the official record; a provider
 * without a record says so.
 */
export const providerInspections = defineBlock({
  group: "provider",
  icon: TaskIcon,
  on: ["providerPageTemplate"],
  schema: defineType({
    name: "providerInspections",
    title: "Ratings and inspections",
    type: "object",
    fields: [providerHeadingField(INSPECTIONS_HEADING)],
    preview: providerBlockPreview("Ratings and inspections"),
  }),
});
