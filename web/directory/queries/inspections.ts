/**
 * Inspection records (issue 27): a provider's source, data month, CMS ratings and
 * citations, and the importer's write path (web/directory/import/), one transaction per
 * import so a failure leaves nothing half-written.
 */
import type {
  CcnMatch,
  InspectionImport,
  InspectionImportCounts,
  ProviderInspections,
} from "@web/rules/model/inspections";
import { join, list, raw, sql, type SqlSession } from "@web/db/sql";
import {
  CITATION_COLUMNS,
  INSPECTION_COLUMNS,
  compareCitations,
  inspectionRecord,
  inspectionRows,
  type CitationRow,
  type InspectionRow,
} from "../inspectionRows";
import type { InspectionStore } from "../store";
import type { QueryContext } from "./context";

/** The directory_meta key an import of a source records its data month under. */
export function importMetaKey(sourceKind: string): string {
  return `inspections:${sourceKind}`;
}

export class InspectionQueries implements InspectionStore {
  constructor(private readonly context: QueryContext) {}

  /** A provider's record by its public id; null when it has none, or is unknown. */
  async inspectionsOf(providerId: string): Promise<ProviderInspections | null> {
    const rows = await this.context.driver.all<InspectionRow & { ccn: string | null }>(
      sql`SELECT i.*, p.ccn FROM provider_inspections i JOIN providers p ON p.pid = i.pid
           WHERE p.id = ${providerId}`,
    );
    const row = rows[0];
    if (!row) return null;
    return inspectionRecord(row, row.ccn, await citationsOf(this.context.driver, Number(row.pid)));
  }

  /** Every provider with a CCN, by CCN, with the data month of its stored CMS record. */
  async providersByCcn(): Promise<Map<string, CcnMatch>> {
    const rows = await this.context.driver.all<{
      ccn: string;
      id: string;
      name: string;
      as_of: string | null;
    }>(
      sql`SELECT p.ccn, p.id, p.name, i.as_of FROM providers p
            LEFT JOIN provider_inspections i ON i.pid = p.pid AND i.source_kind = 'cms'
           WHERE p.ccn IS NOT NULL`,
    );
    return new Map(
      rows.map((row) => [row.ccn, { providerId: row.id, name: row.name, asOf: row.as_of }]),
    );
  }

  /**
   * Writes an import in one transaction (all of it, or nothing): each provider's record is
   * replaced, unless the stored one holds exactly the same data (a re-run of the month
   * writes nothing) or is of a later data month (kept). Records the import's data month.
   */
  async importInspections(
    batch: InspectionImport,
    onProgress?: (done: number, total: number) => void,
  ): Promise<InspectionImportCounts> {
    return this.context.driver.transaction(async (session) => {
      const counts: InspectionImportCounts = { written: 0, unchanged: 0, newerKept: 0 };
      const total = batch.records.length;
      for (const [done, { providerId, record }] of batch.records.entries()) {
        if (onProgress && done % 500 === 0) onProgress(done, total);
        const ordered = { ...record, citations: [...record.citations].sort(compareCitations) };
        const [provider] = await session.all<{ pid: number; ccn: string | null }>(
          sql`SELECT pid, ccn FROM providers WHERE id = ${providerId}`,
        );
        if (!provider) throw new Error(`no provider ${providerId} to import inspections for`);
        const pid = Number(provider.pid);
        const [stored] = await session.all<InspectionRow>(
          sql`SELECT * FROM provider_inspections WHERE pid = ${pid}`,
        );
        if (stored && stored.as_of > ordered.asOf) {
          counts.newerKept += 1;
          continue;
        }
        if (stored && stored.as_of === ordered.asOf) {
          const current = inspectionRecord(stored, provider.ccn, await citationsOf(session, pid));
          if (sameRecord(current, ordered)) {
            counts.unchanged += 1;
            continue;
          }
        }
        await writeRecord(session, pid, ordered, batch.importedAt);
        counts.written += 1;
      }
      const key = importMetaKey(batch.sourceKind);
      const value = JSON.stringify({
        asOf: batch.asOf,
        importedAt: batch.importedAt,
        ...counts,
        ...batch.details,
      });
      await session.run(sql`DELETE FROM directory_meta WHERE key = ${key}`);
      await session.run(sql`INSERT INTO directory_meta (key, value) VALUES (${key}, ${value})`);
      onProgress?.(total, total);
      return counts;
    });
  }
}

async function citationsOf(
  session: Pick<SqlSession, "all" | "dialect">,
  pid: number,
): Promise<CitationRow[]> {
  const collate = raw(session.dialect.binaryCollation);
  return session.all<CitationRow>(
    sql`SELECT ${raw(CITATION_COLUMNS.join(", "))} FROM inspection_citations WHERE pid = ${pid}
         ORDER BY survey_date${collate} DESC, COALESCE(scope_severity, '')${collate} DESC,
                  COALESCE(tag, '')${collate}, description${collate}, cid`,
  );
}

/** Same data: everything but when it was imported. */
function sameRecord(a: ProviderInspections, b: ProviderInspections): boolean {
  const data = (r: ProviderInspections) =>
    JSON.stringify([r.source, r.sourceKind, r.asOf, r.ratings, r.citations]);
  return data(a) === data(b);
}

async function writeRecord(
  session: SqlSession,
  pid: number,
  record: ProviderInspections,
  importedAt: string,
): Promise<void> {
  const rows = inspectionRows(pid, record, importedAt);
  await session.run(sql`DELETE FROM inspection_citations WHERE pid = ${pid}`);
  await session.run(sql`DELETE FROM provider_inspections WHERE pid = ${pid}`);
  await session.run(
    sql`INSERT INTO provider_inspections (${raw(INSPECTION_COLUMNS.join(", "))})
        VALUES (${list(INSPECTION_COLUMNS.map((c) => rows.inspection[c]))})`,
  );
  // A few hundred rows a statement keeps well under either engine's parameter limit.
  for (let start = 0; start < rows.citations.length; start += 200) {
    const values = rows.citations
      .slice(start, start + 200)
      .map((row) => sql`(${list(CITATION_COLUMNS.map((c) => row[c]))})`);
    await session.run(
      sql`INSERT INTO inspection_citations (${raw(CITATION_COLUMNS.join(", "))}) VALUES ${join(values, ", ")}`,
    );
  }
}
