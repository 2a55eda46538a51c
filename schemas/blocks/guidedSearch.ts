import { HelpCircleIcon } from "@sanity/icons/HelpCircle";
import { defineField, defineType } from "sanity";
import { defineBlock } from "./defineBlock";

/**
 * Issue 24 "Guided search": the "Which care is right for you?" questionnaire, one question
 * a step, ending on the search for the matching care type (spec 3: its questions, values
 * and matching care type kept in browser storage). The questions and the matching rule
 * are the product's (web/rules/search/guidedSearch.ts); the editor writes the page's
 * heading and the words around them.
 */
export const guidedSearch = defineBlock({
  group: "search",
  icon: HelpCircleIcon,
  on: ["page"],
  required: {
    heading: 'write the page\'s question, e.g. "Which care is right for you?"',
  },
  schema: defineType({
    name: "guidedSearch",
    title: "Guided search (care questionnaire)",
    type: "object",
    fields: [
      defineField({
        name: "heading",
        title: "Heading",
        description: "The page's title, above the questions.",
        type: "string",
        initialValue: "Which care is right for you?",
      }),
      defineField({
        name: "intro",
        title: "Intro",
        type: "text",
        rows: 2,
        initialValue:
          "Answer four short questions and we'll suggest the type of care that fits, then show you options nearby.",
      }),
      defineField({
        name: "advisorText",
        title: "Advisor text",
        description: "Shown with the suggestion, above the advisor's phone and the costs link.",
        type: "string",
        initialValue: "Prefer to talk it through? An advisor can help, free of charge.",
      }),
      defineField({
        name: "costsLink",
        title: "Costs link",
        description: "Where the site's Get Costs button leads, e.g. /get-costs.",
        type: "link",
      }),
      defineField({
        name: "showPhone",
        title: "Show the advisor phone number",
        type: "boolean",
        initialValue: true,
      }),
    ],
    preview: {
      select: { title: "heading" },
      prepare: ({ title }) => ({
        title: title || "Which care is right for you?",
        subtitle: "Guided search",
      }),
    },
  }),
});
