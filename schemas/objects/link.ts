import { defineField, defineType } from "sanity";

/** A link target: a site path ("/resources") or an absolute URL. */
export const link = defineType({
  name: "link",
  title: "Link",
  type: "object",
  fields: [
    defineField({
      name: "url",
      title: "URL",
      type: "string",
      validation: (rule) => [
        rule
          .required()
          .error(
            "URL is required: write a site path such as /resources or a full https:// address.",
          ),
        rule.custom((value) =>
          typeof value === "string" && /^(\/|https?:\/\/|tel:|mailto:|#)/.test(value)
            ? true
            : "Use a site path starting with / or a full http(s), tel: or mailto: URL",
        ),
      ],
    }),
  ],
});
