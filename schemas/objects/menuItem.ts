import { defineArrayMember, defineField, defineType } from "sanity";
import { ROLL_UP_TYPES } from "@web/rules/careTypes";
import { MENU_ITEM_VISIBILITIES } from "@web/rules/visibility";

/** spec 3: header menu item types, visibilities and categories. */
export const MENU_ITEM_TYPES = [
  "search",
  "predictive_search",
  "jump_links",
  "whoAreYouSearchingFor",
  "button",
  "link",
] as const;
/** The header visibilities are a rule of the site (web/rules/visibility.ts). */
export { MENU_ITEM_VISIBILITIES };
export const MENU_ITEM_CATEGORIES = ["phone", "ctaButton"] as const;

const menuItemFields = [
  defineField({
    name: "type",
    title: "Type",
    type: "string",
    options: { list: [...MENU_ITEM_TYPES] },
    initialValue: "link",
    validation: (rule) => rule.required(),
  }),
  defineField({
    name: "text",
    title: "Text",
    type: "string",
    validation: (rule) => rule.required().max(60),
  }),
  defineField({
    name: "textColor",
    title: "Text colour",
    description: "A CSS colour such as #1a365d",
    type: "string",
    validation: (rule) =>
      rule.custom((value) =>
        value === undefined || (typeof value === "string" && /^#[0-9a-fA-F]{3,8}$/.test(value))
          ? true
          : "Use a hex colour such as #1a365d",
      ),
  }),
  defineField({ name: "link", title: "Link", type: "link" }),
  defineField({ name: "icon", title: "Icon name", type: "string" }),
  defineField({
    name: "visibility",
    title: "Visibility",
    type: "string",
    options: { list: [...MENU_ITEM_VISIBILITIES] },
    initialValue: "always",
    validation: (rule) => rule.required(),
  }),
  defineField({
    name: "category",
    title: "Category",
    type: "string",
    options: { list: [...MENU_ITEM_CATEGORIES] },
  }),
  defineField({
    name: "inquiryForm",
    title: "Inquiry form",
    type: "object",
    fields: [
      defineField({ name: "enabled", title: "Enabled", type: "boolean", initialValue: false }),
      defineField({
        name: "ctaText",
        title: "CTA text",
        type: "string",
        initialValue: "Get Costs",
      }),
      defineField({
        name: "rollUpType",
        title: "Roll-up type",
        type: "string",
        options: { list: [...ROLL_UP_TYPES] },
      }),
      defineField({
        name: "showPayingWithMedicaid",
        title: "Show 'paying with Medicaid'",
        type: "boolean",
        initialValue: false,
      }),
    ],
  }),
];

export const menuChild = defineType({
  name: "menuChild",
  title: "Sub-menu item",
  type: "object",
  fields: menuItemFields,
  preview: { select: { title: "text", subtitle: "link.url" } },
});

export const menuItem = defineType({
  name: "menuItem",
  title: "Menu item",
  type: "object",
  fields: [
    ...menuItemFields,
    defineField({
      name: "careTypeDropdown",
      title: "Care-type dropdown",
      description:
        "A 'Type of care' select beside the location box (the live-brand header, spec 1); it starts on assisted living.",
      type: "boolean",
      initialValue: false,
      hidden: ({ parent }) => parent?.type !== "search" && parent?.type !== "predictive_search",
    }),
    defineField({
      name: "children",
      title: "Sub-menu",
      type: "array",
      of: [defineArrayMember({ type: "menuChild" })],
    }),
  ],
  preview: { select: { title: "text", subtitle: "type" } },
});
