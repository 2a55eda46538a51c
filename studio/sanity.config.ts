import { visionTool } from "@sanity/vision";
import { defineConfig } from "sanity";
import { structureTool } from "sanity/structure";
import { schemaTypes } from "../schemas";
import { CheckAgainstAllCitiesAction } from "./geoCopy/checkAllCitiesAction";
import { defaultDocumentNode, structure } from "./structure";

export default defineConfig({
  name: "default",
  title: "Senior care directory",
  projectId: process.env.SANITY_STUDIO_PROJECT_ID ?? "embedded",
  dataset: process.env.SANITY_STUDIO_DATASET ?? "production",
  plugins: [structureTool({ structure, defaultDocumentNode }), visionTool()],
  schema: { types: schemaTypes },
  document: {
    // Issue 16: geo copy templates are checked against every city of the directory.
    actions: (previous, context) =>
      context.schemaType === "geoCopyTemplate"
        ? [...previous, CheckAgainstAllCitiesAction]
        : previous,
  },
});
