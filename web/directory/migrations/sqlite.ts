import type { Migration } from "@web/db/migrations";

export const SQLITE_MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: "providers, amenities, services, promotions, reviews",
    statements: [
      `CREATE TABLE providers (
        pid INTEGER PRIMARY KEY,
        id TEXT NOT NULL UNIQUE,
        legacy_id INTEGER NOT NULL UNIQUE,
        slug TEXT NOT NULL UNIQUE,
        path TEXT NOT NULL UNIQUE,
        legacy_path TEXT NOT NULL UNIQUE,
        name TEXT NOT NULL,
        name_search TEXT NOT NULL,
        city TEXT NOT NULL,
        city_url TEXT NOT NULL,
        state_code TEXT NOT NULL,
        state_url TEXT NOT NULL,
        county TEXT NOT NULL,
        county_url TEXT NOT NULL,
        zip TEXT NOT NULL,
        latitude REAL NOT NULL,
        longitude REAL NOT NULL,
        care_type TEXT NOT NULL,
        care_type_mask INTEGER NOT NULL,
        rollup_type TEXT NOT NULL,
        average_rating REAL,
        review_count INTEGER NOT NULL,
        rating_activities REAL,
        rating_meals REAL,
        rating_staff REAL,
        start_price_cents INTEGER,
        price_tier INTEGER,
        photo_count INTEGER NOT NULL,
        is_verified INTEGER NOT NULL,
        is_caring_star INTEGER NOT NULL,
        is_enhanced INTEGER NOT NULL,
        is_indexable INTEGER NOT NULL,
        recommended_score REAL NOT NULL
      )`,
      // The full record lives apart from the searchable columns, so scans over
      // providers stay a few hundred bytes a row.
      `CREATE TABLE provider_documents (pid INTEGER PRIMARY KEY, doc TEXT NOT NULL)`,
      `CREATE INDEX providers_by_city ON providers (state_code, city_url)`,
      `CREATE INDEX providers_by_county ON providers (state_code, county_url)`,
      `CREATE INDEX providers_by_city_name ON providers (city_url)`,
      // R*Tree over each provider's point (min = max): box lookups for radius searches.
      `CREATE VIRTUAL TABLE provider_geo USING rtree(pid, min_lat, max_lat, min_lng, max_lng)`,
      `CREATE TABLE provider_amenities (
        amenity_id INTEGER NOT NULL,
        pid INTEGER NOT NULL,
        PRIMARY KEY (amenity_id, pid)
      ) WITHOUT ROWID`,
      `CREATE INDEX provider_amenities_by_provider ON provider_amenities (pid, amenity_id)`,
      `CREATE TABLE provider_services (
        pid INTEGER NOT NULL,
        care_type TEXT NOT NULL,
        starting_price_cents INTEGER,
        PRIMARY KEY (pid, care_type)
      ) WITHOUT ROWID`,
      `CREATE INDEX provider_services_by_care_type ON provider_services (care_type, starting_price_cents)`,
      `CREATE TABLE provider_promotions (
        pid INTEGER NOT NULL,
        starts_at TEXT,
        ends_at TEXT
      )`,
      `CREATE INDEX provider_promotions_by_provider ON provider_promotions (pid)`,
      `CREATE TABLE reviews (
        rid INTEGER PRIMARY KEY,
        id TEXT NOT NULL UNIQUE,
        pid INTEGER NOT NULL,
        care_type TEXT NOT NULL,
        rating INTEGER NOT NULL,
        created_at TEXT NOT NULL,
        name TEXT NOT NULL,
        title TEXT NOT NULL,
        content TEXT NOT NULL,
        provider_response TEXT
      )`,
      `CREATE INDEX reviews_by_provider ON reviews (pid, created_at)`,
      `CREATE INDEX reviews_by_rating ON reviews (rating, created_at)`,
      `CREATE INDEX reviews_by_date ON reviews (created_at)`,
      `CREATE TABLE directory_meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)`,
    ],
  },
  {
    version: 2,
    name: "review submissions waiting for moderation",
    statements: [
      // Visitors' reviews, kept apart from the published reviews every read uses.
      `CREATE TABLE review_submissions (
        sid INTEGER PRIMARY KEY,
        id TEXT NOT NULL UNIQUE,
        submission_id TEXT NOT NULL UNIQUE,
        pid INTEGER NOT NULL,
        care_type TEXT NOT NULL,
        rating INTEGER NOT NULL,
        name TEXT NOT NULL,
        title TEXT NOT NULL,
        content TEXT NOT NULL,
        status TEXT NOT NULL,
        submitted_at TEXT NOT NULL,
        client_key TEXT
      )`,
      `CREATE INDEX review_submissions_by_provider ON review_submissions (pid, status, submitted_at)`,
    ],
  },
  {
    version: 3,
    name: "review links: responses, contests, move-in reports, duplicate decisions",
    statements: [
      // What review links' holders did (spec 7 dxp): one row per token (jti), so a link works once.
      `CREATE TABLE review_link_actions (
        aid INTEGER PRIMARY KEY,
        id TEXT NOT NULL UNIQUE,
        jti TEXT NOT NULL UNIQUE,
        kind TEXT NOT NULL,
        pid INTEGER NOT NULL,
        review_id TEXT,
        submission_id TEXT,
        text TEXT,
        details TEXT,
        status TEXT NOT NULL,
        created_at TEXT NOT NULL
      )`,
      `CREATE INDEX IF NOT EXISTS review_link_actions_by_provider ON review_link_actions (pid, created_at)`,
      `CREATE INDEX IF NOT EXISTS review_link_actions_by_submission ON review_link_actions (submission_id)`,
    ],
  },
  {
    version: 4,
    name: "Caring Stars winners by award, year and state",
    statements: [
      // One row per provider and Caring Stars year (web/rules/awards/awards.ts): the awards
      // pages read winners by roll-up, year and state without opening documents.
      `CREATE TABLE caring_stars (
        rollup_type TEXT NOT NULL,
        year INTEGER NOT NULL,
        state_code TEXT NOT NULL,
        pid INTEGER NOT NULL,
        PRIMARY KEY (rollup_type, year, state_code, pid)
      ) WITHOUT ROWID`,
      // A directory seeded before this migration: its documents' caringStars years and
      // the years of awards named Caring Stars (caringStarsYears; a fresh seed writes
      // the rows itself).
      `INSERT OR IGNORE INTO caring_stars (rollup_type, year, state_code, pid)
       SELECT p.rollup_type, CAST(j.value AS INTEGER), p.state_code, p.pid
         FROM providers p JOIN provider_documents d ON d.pid = p.pid, json_each(d.doc, '$.caringStars') j
        WHERE j.type = 'integer' AND CAST(j.value AS INTEGER) > 1900`,
      `INSERT OR IGNORE INTO caring_stars (rollup_type, year, state_code, pid)
       SELECT p.rollup_type, CAST(json_extract(a.value, '$.year') AS INTEGER), p.state_code, p.pid
         FROM providers p JOIN provider_documents d ON d.pid = p.pid, json_each(d.doc, '$.awards') a
        WHERE lower(json_extract(a.value, '$.name')) LIKE '%caring%star%'
          AND CAST(json_extract(a.value, '$.year') AS INTEGER) > 1900`,
    ],
  },
  {
    version: 5,
    name: "providers listed or suppressed",
    statements: [
      // spec 4: a suppressed provider has no page (web/rules/provider/providerPage.ts), so
      // no list, count, card or sitemap names it either (LISTED in queries/context.ts).
      `ALTER TABLE providers ADD COLUMN is_listed INTEGER NOT NULL DEFAULT 1`,
      // A directory seeded before this migration (a fresh seed writes the column itself).
      `UPDATE providers SET is_listed = 0
        WHERE pid IN (SELECT pid FROM provider_documents WHERE json_extract(doc, '$.isSuppressed') = 1)`,
    ],
  },
  {
    version: 6,
    name: "inspection records: CCNs, sources, ratings, citations",
    statements: [
      // issue 27: a provider's CMS Certification Number, the key Medicare's files match on
      // (the importer, web/directory/import/); only Medicare-certified nursing homes have one.
      `ALTER TABLE providers ADD COLUMN ccn TEXT`,
      `CREATE UNIQUE INDEX IF NOT EXISTS providers_by_ccn ON providers (ccn) WHERE ccn IS NOT NULL`,
      // One row per provider with an inspection record: its source and data month, CMS's
      // ratings, and what the search filters and awards read without opening citations.
      `CREATE TABLE provider_inspections (
        pid INTEGER PRIMARY KEY,
        source TEXT NOT NULL,
        source_kind TEXT NOT NULL,
        as_of TEXT NOT NULL,
        overall_rating INTEGER,
        health_inspection_rating INTEGER,
        staffing_rating INTEGER,
        quality_rating INTEGER,
        citation_count INTEGER NOT NULL,
        serious_count INTEGER NOT NULL,
        jeopardy_count INTEGER NOT NULL,
        worst_scope_severity TEXT,
        last_survey_date TEXT,
        imported_at TEXT
      )`,
      // The citations of the last three inspection cycles (CMS) or the state's record.
      `CREATE TABLE inspection_citations (
        cid INTEGER PRIMARY KEY,
        pid INTEGER NOT NULL,
        survey_date TEXT NOT NULL,
        standard INTEGER NOT NULL,
        complaint INTEGER NOT NULL,
        cycle INTEGER,
        tag TEXT,
        category TEXT,
        description TEXT NOT NULL,
        scope_severity TEXT,
        state_class TEXT,
        corrected INTEGER NOT NULL,
        corrected_on TEXT,
        correction_status TEXT
      )`,
      `CREATE INDEX IF NOT EXISTS inspection_citations_by_provider ON inspection_citations (pid, survey_date)`,
    ],
  },
  {
    version: 7,
    name: "the day of each provider's newest review in its record",
    statements: [
      // issue 27.6: a rating and a review count say what day they are as of: the newest
      // review they count (`reviewsAsOf`). A directory seeded before this migration gets
      // it from its reviews (a fresh seed writes it; a price's month cannot be recovered,
      // so `pricesReportedOn` stays unknown there).
      `UPDATE provider_documents
          SET doc = json_set(doc, '$.reviewsAsOf',
                (SELECT substr(max(r.created_at), 1, 10) FROM reviews r WHERE r.pid = provider_documents.pid))
        WHERE json_extract(doc, '$.reviewsAsOf') IS NULL
          AND EXISTS (SELECT 1 FROM reviews r WHERE r.pid = provider_documents.pid)`,
    ],
  },
  {
    version: 8,
    name: "inspection records: the latest serious citation's date",
    statements: [
      // issue 27.5: the latest survey date of a citation at actual harm or worse (G-L), so
      // the search's "No serious citations in 3 years" filter, its facet count and the geo
      // copy's counts read one column per provider instead of its citations. The seed and
      // the importer write it with the record (web/directory/inspectionRows.ts).
      `ALTER TABLE provider_inspections ADD COLUMN last_serious_date TEXT`,
      // A directory seeded or imported before this migration.
      `UPDATE provider_inspections SET last_serious_date =
         (SELECT max(c.survey_date) FROM inspection_citations c
           WHERE c.pid = provider_inspections.pid
             AND c.scope_severity IN ('G', 'H', 'I', 'J', 'K', 'L'))`,
    ],
  },
];
/**
 * Every secondary index the SQLite directory needs. Migration 1 created the first
 * ones; a seed drops them for the bulk load and recreates them from this list, and
 * every open runs it (IF NOT EXISTS), so a file seeded without them (an older seed
 * dropped them and never recreated them) gets them on its next open.
 */
export const SQLITE_INDEXES: readonly string[] = [
  `CREATE INDEX IF NOT EXISTS providers_by_city ON providers (state_code, city_url)`,
  `CREATE INDEX IF NOT EXISTS providers_by_county ON providers (state_code, county_url)`,
  `CREATE INDEX IF NOT EXISTS providers_by_city_name ON providers (city_url)`,
  `CREATE INDEX IF NOT EXISTS provider_amenities_by_provider ON provider_amenities (pid, amenity_id)`,
  `CREATE INDEX IF NOT EXISTS provider_services_by_care_type ON provider_services (care_type, starting_price_cents)`,
  `CREATE INDEX IF NOT EXISTS provider_promotions_by_provider ON provider_promotions (pid)`,
  `CREATE INDEX IF NOT EXISTS reviews_by_provider ON reviews (pid, created_at)`,
  `CREATE INDEX IF NOT EXISTS reviews_by_rating ON reviews (rating, created_at)`,
  `CREATE INDEX IF NOT EXISTS reviews_by_date ON reviews (created_at)`,
  // Reviews of a care type, best first or newest first (spec 7, by-locale and recent).
  `CREATE INDEX IF NOT EXISTS reviews_by_care_type_rating ON reviews (care_type, rating, created_at)`,
  `CREATE INDEX IF NOT EXISTS reviews_by_care_type_date ON reviews (care_type, created_at)`,
  // Visitors' review submissions of a provider (migration 3 creates it first).
  `CREATE INDEX IF NOT EXISTS review_submissions_by_provider ON review_submissions (pid, status, submitted_at)`,
  // Review links' actions (migration 3 creates them first).
  `CREATE INDEX IF NOT EXISTS review_link_actions_by_provider ON review_link_actions (pid, created_at)`,
  `CREATE INDEX IF NOT EXISTS review_link_actions_by_submission ON review_link_actions (submission_id)`,
  // Inspection records (migration 6 creates them first): a provider by its CCN, its citations.
  `CREATE UNIQUE INDEX IF NOT EXISTS providers_by_ccn ON providers (ccn) WHERE ccn IS NOT NULL`,
  `CREATE INDEX IF NOT EXISTS inspection_citations_by_provider ON inspection_citations (pid, survey_date)`,
];

/** The index names SQLITE_INDEXES creates (tests compare them with PRAGMA index_list). */
export const SQLITE_INDEX_NAMES: readonly string[] = SQLITE_INDEXES.map(
  (statement) => /INDEX IF NOT EXISTS (\w+)/.exec(statement)![1]!,
);
