/** Reviews: a provider's own (newest first) and the top and recent reviews of a locale (spec 7). */
import { findCareType } from "@web/rules/careTypes";
import { TOP_REVIEWS_COUNT } from "@web/rules/limits";
import type { LocaleReview, Review } from "@web/rules/model/model";
import type { ReviewsByLocaleRequest } from "@web/rules/model/requests";
import { raw, sql, join, type SqlFragment } from "@web/db/sql";
import { DirectoryRequestError, type ReviewStore } from "../store";
import { LISTED, given, placeOf, type QueryContext } from "./context";

interface ReviewRecord {
  pid: number;
  id: string;
  care_type: string;
  rating: number;
  created_at: string;
  name: string;
  title: string;
  content: string;
  provider_response: string | null;
}

function toReview(row: ReviewRecord): Review {
  return {
    id: row.id,
    careType: row.care_type,
    content: row.content,
    createdAt: row.created_at,
    name: row.name,
    providerResponse: row.provider_response,
    rating: row.rating,
    title: row.title,
  };
}

interface LocaleReviewRecord extends ReviewRecord {
  provider_id: string;
  provider_name: string;
  path: string;
  city: string;
  state_code: string;
}

/** Reviews (as `r`) with the provider each is about (as `p`). */
const SELECT_LOCALE_REVIEW = sql`SELECT r.pid, r.id, r.care_type, r.rating, r.created_at, r.name, r.title, r.content, r.provider_response,
         p.id AS provider_id, p.name AS provider_name, p.path, p.city, p.state_code
    FROM reviews r JOIN providers p ON p.pid = r.pid`;

function toLocaleReview(row: LocaleReviewRecord): LocaleReview {
  return {
    ...toReview(row),
    rating: Number(row.rating),
    provider: {
      id: row.provider_id,
      name: row.provider_name,
      path: row.path,
      city: row.city,
      state: row.state_code,
    },
  };
}

export class ReviewQueries implements ReviewStore {
  constructor(private readonly context: QueryContext) {}

  /** A provider's reviews, newest first. */
  async ofProvider(pid: number): Promise<Review[]> {
    const { driver } = this.context;
    const rows = await driver.all<ReviewRecord>(
      sql`SELECT pid, id, care_type, rating, created_at, name, title, content, provider_response
          FROM reviews WHERE pid = ${pid} ORDER BY created_at DESC, id${raw(driver.dialect.binaryCollation)}`,
    );
    return rows.map(toReview);
  }

  /** Best reviews of a locale: highest rating, then newest. */
  topReviewsByLocale(request: ReviewsByLocaleRequest): Promise<LocaleReview[]> {
    return this.#ofLocale(request, "top");
  }

  /** Newest reviews of a locale. */
  recentReviews(request: ReviewsByLocaleRequest): Promise<LocaleReview[]> {
    return this.#ofLocale(request, "recent");
  }

  /** A published review by its id, with the provider it is about; null when unknown. */
  async reviewById(id: string): Promise<LocaleReview | null> {
    const rows = await this.context.driver.all<LocaleReviewRecord>(
      sql`${SELECT_LOCALE_REVIEW} WHERE r.id = ${id}`,
    );
    return rows[0] ? toLocaleReview(rows[0]) : null;
  }

  async #ofLocale(
    request: ReviewsByLocaleRequest,
    order: "top" | "recent",
  ): Promise<LocaleReview[]> {
    const place = placeOf(request);
    const careTypeText = given(request.careType);
    // spec 5: top reviews need at least one of city, state, county, careType.
    if (!place && !careTypeText) {
      throw new DirectoryRequestError(
        "reviews by locale need one of city, state, county or careType",
      );
    }
    // Reviews of listed providers: each links to its provider's page.
    const where: SqlFragment[] = [LISTED];
    if (place) where.push(place.condition);
    if (careTypeText)
      where.push(sql`r.care_type = ${findCareType(careTypeText)?.slug ?? careTypeText}`);
    const count = request.count ?? TOP_REVIEWS_COUNT;
    const collate = this.context.driver.dialect.binaryCollation;
    const orderBy =
      order === "top"
        ? raw(`r.rating DESC, r.created_at DESC, r.id${collate}`)
        : raw(`r.created_at DESC, r.id${collate}`);
    const rows = await this.context.driver.all<LocaleReviewRecord>(
      sql`${SELECT_LOCALE_REVIEW}
             WHERE ${join(where, " AND ")}
             ORDER BY ${orderBy} LIMIT ${count}`,
    );
    return rows.map(toLocaleReview);
  }
}
