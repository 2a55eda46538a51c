import { visionTool } from "@sanity/vision";
import { defineConfig } from "sanity";
import { structureTool } from "sanity/structure";
import { schemaTypes } from "../schemas";
import { SharePreviewLinkAction } from "./actions/sharePreviewLink";
import { CheckAgainstAllCitiesAction } from "./geoCopy/checkAllCitiesAction";
import { presentation } from "./presentation";
import { defaultDocumentNode, structure } from "./structure";
import { studioConfig } from "../web/lib/config";

export default defineConfig({
  name: "default",
  title: "Senior care directory",
  projectId: studioConfig.projectId() ?? "embedded",
  dataset: studioConfig.dataset() ?? "production",
  plugins: [structureTool({ structure, defaultDocumentNode }), presentation, visionTool()],
  schema: { types: schemaTypes },
  document: {
    // Issue 16: pages can be shared as a signed preview link; geo copy templates are
    // checked against every city of the directory.
    actions: (previous, context) => {
      if (context.schemaType === "page") return [...previous, SharePreviewLinkAction];
      if (context.schemaType === "geoCopyTemplate")
        return [...previous, CheckAgainstAllCitiesAction];
      return previous;
    },
  },
  // Tokens, not cookies: the "Share preview link" action shows the site the editor's
  // token, which the site checks against the project (web/api/previewLinks.ts).
  auth: { loginMethod: "token" },
});
