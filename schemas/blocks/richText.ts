import { BlockContentIcon } from "@sanity/icons/BlockContent";
import { defineArrayMember, defineField, defineType } from "sanity";
import { defineBlock } from "./defineBlock";

export const richText = defineBlock({
  group: "text",
  icon: BlockContentIcon,
  on: ["page", "providerPageTemplate", "geoPageTemplate"],
  required: {
    body: "write the text of this section, or remove the block",
  },
  schema: defineType({
    name: "richText",
    title: "Rich text",
    type: "object",
    fields: [
      defineField({
        name: "body",
        title: "Body",
        type: "array",
        of: [
          defineArrayMember({
            type: "block",
            // Level-2 headings feed the page's table of contents.
            styles: [
              { title: "Normal", value: "normal" },
              { title: "Heading 2", value: "h2" },
              { title: "Heading 3", value: "h3" },
              { title: "Quote", value: "blockquote" },
            ],
            lists: [
              { title: "Bullet", value: "bullet" },
              { title: "Numbered", value: "number" },
            ],
            marks: {
              decorators: [
                { title: "Strong", value: "strong" },
                { title: "Emphasis", value: "em" },
              ],
              annotations: [
                defineArrayMember({
                  name: "link",
                  type: "object",
                  title: "Link",
                  fields: [
                    defineField({
                      name: "href",
                      title: "URL",
                      type: "string",
                      validation: (rule) =>
                        rule
                          .required()
                          .custom((value) =>
                            typeof value === "string" &&
                            /^(\/|https?:\/\/|tel:|mailto:|#)/.test(value)
                              ? true
                              : "Use a site path or a full http(s), tel: or mailto: URL",
                          ),
                    }),
                  ],
                }),
              ],
            },
          }),
        ],
      }),
    ],
    preview: {
      select: { blocks: "body" },
      prepare: ({ blocks }: { blocks?: { children?: { text?: string }[] }[] }) => ({
        title: blocks?.[0]?.children?.map((child) => child.text ?? "").join("") || "Rich text",
        subtitle: "Rich text",
      }),
    },
  }),
});
