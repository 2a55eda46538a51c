/**
 * The directory's one write path: visitors' reviews, stored as pending moderation
 * (spec 2.3 Write a review). Written once for both engines; `INSERT ... ON CONFLICT
 * DO NOTHING RETURNING` makes a retried submission (same submission id) one review.
 * Each statement commits on its own, so the answer comes after the durable write.
 */
import { randomUUID } from "node:crypto";
import { CARE_TYPES } from "@web/rules/careTypes";
import type {
  PendingReview,
  ReviewSubmission,
  ReviewSubmissionResult,
} from "@web/rules/model/reviewSubmission";
import { raw, sql } from "@web/db/sql";
import type { ReviewSubmissionStore } from "../store";
import type { QueryContext } from "./context";

interface SubmissionRecord {
  id: string;
  provider_id: string;
  care_type: string;
  rating: number;
  name: string;
  title: string;
  content: string;
  status: string;
  submitted_at: string;
}

function toPendingReview(row: SubmissionRecord): PendingReview {
  return {
    id: row.id,
    providerId: row.provider_id,
    careType: row.care_type,
    rating: Number(row.rating),
    name: row.name,
    title: row.title,
    content: row.content,
    status: "pending",
    submittedAt: row.submitted_at,
  };
}

const SELECT_SUBMISSION = raw(
  `SELECT s.id, p.id AS provider_id, s.care_type, s.rating, s.name, s.title, s.content, s.status, s.submitted_at
     FROM review_submissions s JOIN providers p ON p.pid = s.pid`,
);

export class ReviewSubmissionQueries implements ReviewSubmissionStore {
  constructor(private readonly context: QueryContext) {}

  /**
   * Stores a review as pending, once per submission id; null when the provider is
   * unknown. A care type the provider does not offer is stored as its main one.
   */
  async submitReview(submission: ReviewSubmission): Promise<ReviewSubmissionResult | null> {
    const { driver } = this.context;
    const providers = await driver.all<{ pid: number; care_type: string; care_type_mask: number }>(
      sql`SELECT pid, care_type, care_type_mask FROM providers WHERE id = ${submission.providerId}`,
    );
    const provider = providers[0];
    if (!provider) return null;
    const offered = CARE_TYPES.find(
      (careType) =>
        careType.slug === submission.careType &&
        (Number(provider.care_type_mask) & (1 << careType.id)) !== 0,
    );
    const inserted = await driver.all<{ id: string }>(
      sql`INSERT INTO review_submissions
            (id, submission_id, pid, care_type, rating, name, title, content, status, submitted_at, client_key)
          VALUES (${randomUUID()}, ${submission.submissionId}, ${provider.pid},
                  ${offered?.slug ?? provider.care_type}, ${submission.rating}, ${submission.name},
                  ${submission.title}, ${submission.content}, ${"pending"},
                  ${this.context.now().toISOString()}, ${submission.clientKey})
          ON CONFLICT (submission_id) DO NOTHING
          RETURNING id`,
    );
    const rows = await driver.all<SubmissionRecord>(
      sql`${SELECT_SUBMISSION} WHERE s.submission_id = ${submission.submissionId}`,
    );
    const row = rows[0];
    if (!row) throw new Error("a stored review submission could not be read back");
    return { review: toPendingReview(row), created: inserted.length > 0 };
  }

  /**
   * A provider's reviews waiting for moderation, oldest first; a duplicate its reviewer
   * withdrew through its link (a duplicate-deny action) is no longer one of them.
   */
  async pendingReviews(providerId: string): Promise<PendingReview[]> {
    const rows = await this.context.driver.all<SubmissionRecord>(
      sql`${SELECT_SUBMISSION} WHERE p.id = ${providerId} AND s.status = ${"pending"}
            AND NOT EXISTS (SELECT 1 FROM review_link_actions a
                             WHERE a.submission_id = s.submission_id AND a.kind = ${"duplicate-deny"})
          ORDER BY s.submitted_at, s.sid`,
    );
    return rows.map(toPendingReview);
  }
}
