/** Provider reads: by id, slug or legacy id; by a list of ids (the saved list); by detail path. */
import type { Provider } from "@web/rules/model/model";
import type { ProviderByPathResult } from "@web/rules/model/requests";
import { list, sql } from "@web/db/sql";
import type { ProviderStore } from "../store";
import { LISTED, given, hydrate, type QueryContext } from "./context";
import type { ReviewQueries } from "./reviews";
import { answeredProviders } from "./answered";

export class ProviderQueries implements ProviderStore {
  constructor(
    private readonly context: QueryContext,
    private readonly reviews: ReviewQueries,
  ) {}

  /** Provider by public id, slug or legacy id, with its reviews; null when unknown. */
  async getProvider(idOrSlug: string): Promise<Provider | null> {
    const key = given(idOrSlug);
    if (!key) return null;
    const legacyId = /^\d{1,9}$/.test(key) ? Number(key) : -1;
    const rows = await this.context.driver.all<{ pid: number; doc: string }>(
      sql`SELECT p.pid, d.doc FROM providers p JOIN provider_documents d ON d.pid = p.pid
          WHERE p.id = ${key} OR p.slug = ${key.toLowerCase()} OR p.legacy_id = ${legacyId}
          ORDER BY p.pid LIMIT 1`,
    );
    const row = rows[0];
    if (!row) return null;
    const provider = hydrate(this.context, row.doc, await this.reviews.ofProvider(row.pid));
    return (await answeredProviders(this.context.driver, [provider]))[0]!;
  }

  /** Providers in the order of `ids` (each once); unknown and suppressed ids are skipped. */
  async getProvidersByIds(requested: readonly string[]): Promise<Provider[]> {
    const wanted = [...new Set(requested)];
    if (!wanted.length) return [];
    const rows = await this.context.driver.all<{ id: string; doc: string }>(
      sql`SELECT p.id, d.doc FROM providers p JOIN provider_documents d ON d.pid = p.pid WHERE p.id IN (${list(wanted)}) AND ${LISTED}`,
    );
    const byId = new Map(rows.map((r) => [r.id, r]));
    const providers = wanted.flatMap((id) => {
      const row = byId.get(id);
      return row ? [hydrate(this.context, row.doc)] : [];
    });
    return answeredProviders(this.context.driver, providers);
  }

  /** Provider by its detail path: the canonical path answers 200, a legacy one 301. */
  async getProviderByPath(rawPath: string): Promise<ProviderByPathResult | null> {
    const trimmed = given(rawPath);
    if (!trimmed) return null;
    const path = `/${
      trimmed
        .split(/[?#]/)[0]
        ?.replace(/^\/+|\/+$/g, "")
        .toLowerCase() ?? ""
    }`;
    const rows = await this.context.driver.all<{ pid: number; doc: string; canonical: number }>(
      sql`SELECT p.pid, d.doc, CASE WHEN p.path = ${path} THEN 1 ELSE 0 END AS canonical
          FROM providers p JOIN provider_documents d ON d.pid = p.pid
          WHERE p.path = ${path} OR p.legacy_path = ${path} ORDER BY canonical DESC LIMIT 1`,
    );
    const row = rows[0];
    if (!row) return null;
    const [provider] = await answeredProviders(this.context.driver, [
      hydrate(this.context, row.doc, await this.reviews.ofProvider(row.pid)),
    ]);
    if (!provider) return null;
    return Number(row.canonical) === 1
      ? { provider, meta: { statusCode: 200, redirectTo: null } }
      : { provider, meta: { statusCode: 301, redirectTo: provider.path } };
  }
}
