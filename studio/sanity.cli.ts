import { defineCliConfig } from "sanity/cli";

// Hosted project settings come from the environment; the defaults let the
// offline commands (schema validate/extract, typegen, build) run with no account.
export default defineCliConfig({
  api: {
    projectId: process.env.SANITY_STUDIO_PROJECT_ID ?? process.env.SANITY_PROJECT_ID ?? "embedded",
    dataset: process.env.SANITY_STUDIO_DATASET ?? process.env.SANITY_DATASET ?? "production",
  },
  typegen: {
    path: ["../web/content/**/*.ts"],
    schema: "../schemas/schema.json",
    generates: "../schemas/sanity.types.ts",
    overloadClientMethods: false,
  },
  deployment: { autoUpdates: false },
});
