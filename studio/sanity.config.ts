import { visionTool } from "@sanity/vision";
import { defineConfig } from "sanity";
import { structureTool } from "sanity/structure";
import { schemaTypes } from "../schemas";
import { SharePreviewLinkAction } from "./actions/sharePreviewLink";
import { presentation } from "./presentation";
import { structure } from "./structure";

export default defineConfig({
  name: "default",
  title: "Senior care directory",
  projectId: process.env.SANITY_STUDIO_PROJECT_ID ?? "embedded",
  dataset: process.env.SANITY_STUDIO_DATASET ?? "production",
  plugins: [structureTool({ structure }), presentation, visionTool()],
  schema: { types: schemaTypes },
  document: {
    actions: (previous, context) =>
      context.schemaType === "page" ? [...previous, SharePreviewLinkAction] : previous,
  },
  // Tokens, not cookies: the "Share preview link" action shows the site the editor's
  // token, which the site checks against the project (web/api/previewLinks.ts).
  auth: { loginMethod: "token" },
});
