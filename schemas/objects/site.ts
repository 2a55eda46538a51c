import { defineField } from "sanity";

/** spec 1: one deployment serves a main and an alternate brand. */
export const SITE_OPTIONS = [
  { title: "Main site", value: "main" },
  { title: "Alternate site", value: "alt" },
];

export const siteField = defineField({
  name: "site",
  title: "Site",
  type: "string",
  options: { list: SITE_OPTIONS, layout: "radio" },
  validation: (rule) => rule.required(),
});

export const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;
