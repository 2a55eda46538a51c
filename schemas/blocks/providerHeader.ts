import { UserIcon } from "@sanity/icons/User";
import { defineField, defineType } from "sanity";
import { defineBlock } from "./defineBlock";

/**
 * spec 2.3 Provider page, header block: name, address, phone, Verified Partner badge,
 * rating with review count, cost range, amenities and tags, award badges, and the
 * Save toggle and Compare checkbox shared with search. Only on provider page templates.
 */
export const providerHeader = defineBlock({
  group: "provider",
  icon: UserIcon,
  on: ["providerPageTemplate"],
  schema: defineType({
    name: "providerHeader",
    title: "Provider header",
    type: "object",
    fields: [
      defineField({
        name: "showSaveAndCompare",
        title: "Show the Save toggle and the Compare checkbox",
        type: "boolean",
        initialValue: true,
      }),
    ],
    preview: { prepare: () => ({ title: "Provider header", subtitle: "Provider block" }) },
  }),
});
