/**
 * Writes studio/seed/content.ndjson, the CMS seed dataset in Sanity's export
 * format (one document per line), from the copy in studio/seed/content/.
 *
 *   npx tsx studio/seed/build-seed.ts          # write the file
 *   npx tsx studio/seed/build-seed.ts --check  # fail if the file is out of date
 *
 * The output is deterministic: fixed timestamps, `_key`s derived from document
 * structure and `_rev`s from content. Import into a hosted project with
 * `sanity dataset import studio/seed/content.ndjson <dataset>`.
 */
import { log } from "@web/lib/log";
import { SITE_IDS } from "@web/rules/sites";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { altGuides } from "./content/altGuides";
import { altPages } from "./content/altPages";
import { legacyBlockDemo, mainAboutDraft, touringChecklistDraft } from "./content/drafts";
import { faqDocuments } from "./content/faqs";
import { guidedSearchPage } from "./content/guidedSearchPages";
import { homesPages } from "./content/homesPages";
import { inquiryPages } from "./content/inquiryPages";
import { mainGuides } from "./content/mainGuides";
import {
  mainAbout,
  mainHome,
  mainMedicare,
  mainResourcesHub,
  mainReviewsFaq,
  mainSaved,
  mainSearch,
  mainSeniorProducts,
} from "./content/mainPages";
import { assistedLivingCopyDraft, geoCopyTemplates, geoTemplates } from "./content/geoTemplates";
import { mainProviderTemplateDraft, providerTemplates } from "./content/providerTemplates";
import { reviewLinkPages } from "./content/reviewLinkPages";
import { shellDocuments } from "./content/shell";
import { finalize, toNdjson } from "./finalize";
import type { SeedEntry } from "./model";

export const SEED_FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), "content.ndjson");

/** Drafts were edited after the dataset's default `_updatedAt`. */
const DRAFT_UPDATED_AT = "2026-11-18T15:30:00Z";

export function seedEntries(): SeedEntry[] {
  const published = [
    ...SITE_IDS.flatMap(shellDocuments),
    ...faqDocuments(),
    mainHome,
    mainAbout,
    mainReviewsFaq,
    mainResourcesHub(mainGuides),
    ...mainGuides,
    mainMedicare,
    mainSeniorProducts,
    mainSearch,
    mainSaved,
    ...altPages(altGuides),
    ...altGuides,
    ...homesPages(),
    // Every brand's inquiry path, provider and geo page layouts and review-link pages,
    // from the same builders with the brand's own words.
    ...SITE_IDS.flatMap(inquiryPages),
    ...SITE_IDS.map(guidedSearchPage),
    ...SITE_IDS.flatMap(providerTemplates),
    ...SITE_IDS.flatMap(reviewLinkPages),
    ...geoCopyTemplates(),
    ...SITE_IDS.flatMap(geoTemplates),
  ];
  const drafts = [
    legacyBlockDemo,
    mainAboutDraft,
    touringChecklistDraft,
    assistedLivingCopyDraft,
    mainProviderTemplateDraft(),
  ];
  return [
    ...published.map((doc) => ({ doc })),
    ...drafts.map((doc) => ({ doc, updatedAt: DRAFT_UPDATED_AT })),
  ];
}

function assertConsistent(documents: ReturnType<typeof finalize>[]) {
  const ids = new Set<string>();
  for (const document of documents) {
    const id = String(document._id);
    if (ids.has(id)) throw new Error(`Duplicate document id ${id}`);
    ids.add(id);
  }
  const refs = JSON.stringify(documents).matchAll(/"_ref":"([^"]+)"/g);
  for (const [, ref] of refs) {
    if (ref && !ids.has(ref)) throw new Error(`Reference to a missing document: ${ref}`);
  }
}

export function buildSeed(): string {
  const documents = seedEntries().map(finalize);
  assertConsistent(documents);
  return toNdjson(documents);
}

function main() {
  const ndjson = buildSeed();
  if (process.argv.includes("--check")) {
    const current = readFileSync(SEED_FILE, "utf8");
    if (current !== ndjson) {
      log.error("cms-seed-out-of-date", {
        file: SEED_FILE,
        fix: "run `npx tsx studio/seed/build-seed.ts`",
      });
      process.exit(1);
    }
    log.info("cms-seed-up-to-date", { file: SEED_FILE });
    return;
  }
  writeFileSync(SEED_FILE, ndjson);
  log.info("cms-seed-written", { file: SEED_FILE, documents: ndjson.trimEnd().split("\n").length });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
