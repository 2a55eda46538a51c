import { defineCliConfig } from "sanity/cli";
import { config, studioConfig } from "../web/lib/config";

// Hosted project settings come from the environment; the defaults let the
// offline commands (schema validate/extract, typegen, build) run with no account.
export default defineCliConfig({
  api: {
    projectId: studioConfig.projectId() ?? config.sanity().projectId ?? "embedded",
    dataset: studioConfig.dataset() ?? config.sanity().dataset ?? "production",
  },
  typegen: {
    path: ["../web/content/**/*.ts"],
    schema: "../schemas/schema.json",
    generates: "../schemas/sanity.types.ts",
    overloadClientMethods: false,
  },
  deployment: { autoUpdates: false },
});
