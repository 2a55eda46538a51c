/**
 * Sanity's validator over everything the Studio checks validate, in one run of the CLI
 * (each run boots the Studio's configuration: about 25 s of a core): the seed dataset
 * (tests/studio/validate-seed.ts) and a page, a provider page template and a geo page
 * template holding one empty block of each type (tests/studio/block-editing.ts). Each
 * check reads the findings for its own documents; a finding for neither fails the run.
 */
import { blockCheck } from "./block-editing";
import { type Finding, validateDocuments } from "./sanityValidate";
import { seedCheck } from "./validate-seed";

const seed = seedCheck();
const blocks = blockCheck();
const findings = validateDocuments([...seed.documents, ...blocks.documents]);

const idsOf = (documents: object[]) =>
  new Set(documents.map((doc) => String((doc as { _id: unknown })._id)));
const seedIds = idsOf(seed.documents);
const blockIds = idsOf(blocks.documents);
const overlap = [...blockIds].filter((id) => seedIds.has(id));
if (overlap.length > 0) throw new Error(`the block check reuses seed ids: ${overlap.join(", ")}`);
const about = (ids: Set<string>) => (finding: Finding) => ids.has(finding.documentId);
const stray = findings.filter(
  (finding) => !seedIds.has(finding.documentId) && !blockIds.has(finding.documentId),
);
for (const finding of stray) {
  console.error(
    `  ✖ ${finding.documentId} ${finding.path}: ${finding.message} [${finding.source}]`,
  );
}

const results = [
  seed.report(findings.filter(about(seedIds))),
  blocks.report(findings.filter(about(blockIds))),
];
process.exit(stray.length === 0 && results.every(Boolean) ? 0 : 1);
