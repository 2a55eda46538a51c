/**
 * Sanity's own document validator, offline: `sanity documents validate --file` run from
 * studio/ with a dummy token (every referenced document must be inside the file, or the
 * CLI asks the API). One finding per validation marker, warnings included.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, realpathSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const ROOT = path.resolve(__dirname, "..", "..");
const STUDIO_DIR = path.join(ROOT, "studio");

export interface Finding {
  documentId: string;
  path: string;
  message: string;
  source: "generator" | "sanity" | "schema walk";
}

interface SanityMarker {
  level: string;
  message: string;
  path: (string | number | { _key: string })[];
}

const formatSanityPath = (segments: SanityMarker["path"]) =>
  segments
    .map((segment) =>
      typeof segment === "string"
        ? `.${segment}`
        : typeof segment === "number"
          ? `[${segment}]`
          : `[_key=="${segment._key}"]`,
    )
    .join("")
    .replace(/^\./, "");

/**
 * Validates documents with Sanity's validator through a scratch NDJSON file. Each boot of
 * the CLI costs about 25 s of a core, so the Studio checks hand it everything they
 * validate at once (tests/studio/validate-documents.ts).
 */
export function validateDocuments(documents: object[]): Finding[] {
  const scratch = mkdtempSync(path.join(tmpdir(), "sanity-validate-"));
  const file = path.join(scratch, "documents.ndjson");
  writeFileSync(file, documents.map((doc) => JSON.stringify(doc)).join("\n") + "\n");
  try {
    return sanityValidate(file);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

export function sanityValidate(file: string): Finding[] {
  const cli = realpathSync(path.join(ROOT, "node_modules", ".bin", "sanity"));
  const result = spawnSync(
    process.execPath,
    [
      cli,
      "documents",
      "validate",
      "--file",
      file,
      "--format",
      "ndjson",
      "--level",
      "warning",
      "-y",
    ],
    {
      cwd: STUDIO_DIR,
      encoding: "utf8",
      env: {
        ...process.env,
        // The CLI insists on a login even for a local file; with every
        // referenced document inside the file it never calls the API.
        SANITY_AUTH_TOKEN: process.env.SANITY_AUTH_TOKEN ?? "dummy",
        SANITY_TELEMETRY_DISABLED: "1",
        DO_NOT_TRACK: "1",
      },
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  const findings: Finding[] = [];
  for (const line of (result.stdout ?? "").split("\n")) {
    if (!line.trim().startsWith("{")) continue;
    const report = JSON.parse(line) as { documentId: string; markers?: SanityMarker[] };
    for (const marker of report.markers ?? []) {
      findings.push({
        documentId: report.documentId,
        path: formatSanityPath(marker.path),
        message: `${marker.level}: ${marker.message}`,
        source: "sanity",
      });
    }
  }
  if (result.status !== 0 && findings.length === 0) {
    findings.push({
      documentId: "(cli)",
      path: "",
      message: `\`sanity documents validate\` failed to run (exit ${result.status}): ${(
        result.stderr || String(result.error ?? "")
      )
        .trim()
        .split("\n")
        .slice(-5)
        .join(" | ")}`,
      source: "sanity",
    });
  }
  return findings;
}
