import { defineField } from "sanity";
import { SITE_IDS, SITES } from "@web/rules/sites";

/** spec 1: one deployment serves every brand of web/rules/sites.ts. */
export const SITE_OPTIONS = SITE_IDS.map((site) => ({ title: SITES[site].siteTitle, value: site }));

/** A document's site as editors read it ("Main site"), for previews' subtitles. */
export const siteTitleOf = (site: unknown): string =>
  SITE_OPTIONS.find((option) => option.value === site)?.title ?? "No site";

export const siteField = defineField({
  name: "site",
  title: "Site",
  type: "string",
  options: { list: SITE_OPTIONS, layout: "radio" },
  validation: (rule) => rule.required(),
});

export const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;
