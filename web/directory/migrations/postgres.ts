import type { Migration } from "@web/db/migrations";

export const POSTGRES_MIGRATIONS: readonly Migration[] = [
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
        latitude DOUBLE PRECISION NOT NULL,
        longitude DOUBLE PRECISION NOT NULL,
        care_type TEXT NOT NULL,
        care_type_mask INTEGER NOT NULL,
        rollup_type TEXT NOT NULL,
        average_rating DOUBLE PRECISION,
        review_count INTEGER NOT NULL,
        rating_activities DOUBLE PRECISION,
        rating_meals DOUBLE PRECISION,
        rating_staff DOUBLE PRECISION,
        start_price_cents INTEGER,
        price_tier INTEGER,
        photo_count INTEGER NOT NULL,
        is_verified INTEGER NOT NULL,
        is_caring_star INTEGER NOT NULL,
        is_enhanced INTEGER NOT NULL,
        is_indexable INTEGER NOT NULL,
        recommended_score DOUBLE PRECISION NOT NULL
      )`,
      // The full record lives apart from the searchable columns, so scans over
      // providers stay a few hundred bytes a row.
      `CREATE TABLE provider_documents (pid INTEGER PRIMARY KEY, doc TEXT NOT NULL)`,
      `CREATE INDEX providers_by_city ON providers (state_code, city_url)`,
      `CREATE INDEX providers_by_county ON providers (state_code, county_url)`,
      `CREATE INDEX providers_by_city_name ON providers (city_url)`,
      // GiST over the provider's point: box lookups for radius searches without extensions.
      `CREATE INDEX providers_by_point ON providers USING gist (point(longitude, latitude))`,
      `CREATE TABLE provider_amenities (
        amenity_id INTEGER NOT NULL,
        pid INTEGER NOT NULL,
        PRIMARY KEY (amenity_id, pid)
      )`,
      `CREATE INDEX provider_amenities_by_provider ON provider_amenities (pid, amenity_id)`,
      `CREATE TABLE provider_services (
        pid INTEGER NOT NULL,
        care_type TEXT NOT NULL,
        starting_price_cents INTEGER,
        PRIMARY KEY (pid, care_type)
      )`,
      `CREATE INDEX provider_services_by_care_type ON provider_services (care_type, starting_price_cents)`,
      `CREATE TABLE provider_promotions (
        pid INTEGER NOT NULL,
        starts_at TEXT,
        ends_at TEXT
      )`,
      `CREATE INDEX provider_promotions_by_provider ON provider_promotions (pid)`,
      `CREATE TABLE reviews (
        rid SERIAL PRIMARY KEY,
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
    name: "reviews by care type, best first and newest first",
    statements: [
      `CREATE INDEX IF NOT EXISTS reviews_by_care_type_rating ON reviews (care_type, rating, created_at)`,
      `CREATE INDEX IF NOT EXISTS reviews_by_care_type_date ON reviews (care_type, created_at)`,
    ],
  },
  {
    version: 3,
    name: "review submissions waiting for moderation",
    statements: [
      // Visitors' reviews, kept apart from the published reviews every read uses.
      `CREATE TABLE review_submissions (
        sid SERIAL PRIMARY KEY,
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
    version: 4,
    name: "review links: responses, contests, move-in reports, duplicate decisions",
    statements: [
      // What review links' holders did (spec 7 dxp): one row per token (jti), so a link works once.
      `CREATE TABLE review_link_actions (
        aid SERIAL PRIMARY KEY,
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
    version: 5,
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
      )`,
      // A directory seeded before this migration (a fresh seed writes the rows itself).
      `INSERT INTO caring_stars (rollup_type, year, state_code, pid)
       SELECT DISTINCT p.rollup_type, w.year, p.state_code, p.pid
         FROM providers p JOIN provider_documents d ON d.pid = p.pid,
              LATERAL (
                SELECT CAST(s AS INTEGER) AS year FROM jsonb_array_elements_text(
                  CASE WHEN jsonb_typeof(d.doc::jsonb -> 'caringStars') = 'array' THEN d.doc::jsonb -> 'caringStars' ELSE '[]'::jsonb END) s
                 WHERE s ~ '^[0-9]{4}$'
                UNION
                SELECT CAST(a ->> 'year' AS INTEGER) FROM jsonb_array_elements(
                  CASE WHEN jsonb_typeof(d.doc::jsonb -> 'awards') = 'array' THEN d.doc::jsonb -> 'awards' ELSE '[]'::jsonb END) a
                 WHERE (a ->> 'name') ~* 'caring\\s*stars?' AND (a ->> 'year') ~ '^[0-9]{4}$'
              ) w
        WHERE w.year > 1900
       ON CONFLICT DO NOTHING`,
    ],
  },
  {
    version: 6,
    name: "providers listed or suppressed",
    statements: [
      // spec 4: a suppressed provider has no page (web/rules/provider/providerPage.ts), so
      // no list, count, card or sitemap names it either (LISTED in queries/context.ts).
      `ALTER TABLE providers ADD COLUMN is_listed INTEGER NOT NULL DEFAULT 1`,
      // A directory seeded before this migration (a fresh seed writes the column itself).
      `UPDATE providers p SET is_listed = 0 FROM provider_documents d
        WHERE d.pid = p.pid AND (d.doc::jsonb ->> 'isSuppressed') = 'true'`,
    ],
  },
  {
    version: 7,
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
        cid SERIAL PRIMARY KEY,
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
    version: 8,
    name: "the day of each provider's newest review in its record",
    statements: [
      // issue 27.6: a rating and a review count say what day they are as of: the newest
      // review they count (`reviewsAsOf`). A directory seeded before this migration gets
      // it from its reviews (a fresh seed writes it; a price's month cannot be recovered,
      // so `pricesReportedOn` stays unknown there).
      `UPDATE provider_documents d
          SET doc = jsonb_set(d.doc::jsonb, '{reviewsAsOf}', to_jsonb(r.latest))::text
         FROM (SELECT pid, substr(max(created_at), 1, 10) AS latest FROM reviews GROUP BY pid) r
        WHERE r.pid = d.pid AND (d.doc::jsonb ->> 'reviewsAsOf') IS NULL`,
    ],
  },
  {
    version: 9,
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
  {
    version: 10,
    name: "providers stored in the order of their location",
    statements: [
      // Issue 25: a radius or city search reads the providers near a point. Stored in seed
      // order, those ~1,200 rows of a 30-mile box lay on ~900 of the table's pages; stored
      // in the order of the point index, on ~80, and the search's statement took 2-4 ms
      // instead of 12-20 ms (docs/benchmarks.md). Results are unchanged (every order the
      // queries give is explicit). A fresh seed does the same (postgresStore.ts seedInto);
      // providers added later go at the end, until an operator runs `CLUSTER providers`.
      `CLUSTER providers USING providers_by_point`,
      `ANALYZE providers`,
    ],
  },
];
