/**
 * What review links' holders did (spec 7 `/v1/dxp/...`), and the reviews they are
 * about. One statement both finds what the link names (a review, a provider or a
 * review submission) and records the action, once per token id (`jti` is unique):
 * `INSERT ... SELECT ... ON CONFLICT (jti) DO NOTHING RETURNING`. So a link works once
 * even when two requests race, and nothing is recorded about what is not there.
 */
import { randomUUID } from "node:crypto";
import type {
  ReviewLinkAction,
  ReviewLinkActionKind,
  ReviewLinkActionResult,
  StoredReviewLinkAction,
} from "@web/rules/model/reviewLinks";
import { raw, sql, type SqlFragment } from "@web/db/sql";
import type { ReviewLinkStore } from "../store";
import type { QueryContext } from "./context";

interface ActionRecord {
  id: string;
  kind: ReviewLinkActionKind;
  provider_id: string;
  review_id: string | null;
  submission_id: string | null;
  text: string | null;
  details: string | null;
  created_at: string;
}

function toAction(row: ActionRecord): StoredReviewLinkAction {
  let details: Record<string, string> | null = null;
  if (row.details) {
    try {
      details = JSON.parse(row.details) as Record<string, string>;
    } catch {
      details = null;
    }
  }
  return {
    id: row.id,
    kind: row.kind,
    providerId: row.provider_id,
    reviewId: row.review_id,
    submissionId: row.submission_id,
    text: row.text,
    details,
    status: "pending",
    createdAt: row.created_at,
  };
}

const SELECT_ACTION = raw(
  `SELECT a.id, a.kind, p.id AS provider_id, a.review_id, a.submission_id, a.text, a.details, a.created_at
     FROM review_link_actions a JOIN providers p ON p.pid = a.pid`,
);

/** The row an action is about, as (pid, review_id, submission_id); no row when it is not there. */
function subjectOf(action: ReviewLinkAction): SqlFragment | null {
  const none = raw("CAST(NULL AS TEXT)");
  switch (action.kind) {
    case "response":
    case "contest":
      return action.reviewId
        ? sql`SELECT r.pid, r.id AS review_id, ${none} AS submission_id FROM reviews r WHERE r.id = ${action.reviewId}`
        : null;
    case "move-in":
      return action.providerId
        ? sql`SELECT p.pid, ${none} AS review_id, ${none} AS submission_id FROM providers p WHERE p.id = ${action.providerId}`
        : null;
    case "duplicate-approve":
    case "duplicate-deny":
      return action.submissionId
        ? sql`SELECT s.pid, ${none} AS review_id, s.submission_id FROM review_submissions s WHERE s.submission_id = ${action.submissionId}`
        : null;
  }
}

export class ReviewLinkQueries implements ReviewLinkStore {
  constructor(private readonly context: QueryContext) {}

  /** Records an action once per token; says why not when it is not recorded. */
  async recordReviewLinkAction(action: ReviewLinkAction): Promise<ReviewLinkActionResult> {
    const { driver } = this.context;
    const subject = subjectOf(action);
    if (!subject) return { recorded: false, reason: "unknown" };
    const inserted = await driver.all<{ id: string }>(
      sql`INSERT INTO review_link_actions
            (id, jti, kind, pid, review_id, submission_id, text, details, status, created_at)
          SELECT ${randomUUID()}, ${action.tokenId}, ${action.kind}, x.pid, x.review_id, x.submission_id,
                 ${action.text ?? null}, ${action.details ? JSON.stringify(action.details) : null},
                 ${"pending"}, ${this.context.now().toISOString()}
            FROM (${subject}) x WHERE 1 = 1
          ON CONFLICT (jti) DO NOTHING
          RETURNING id`,
    );
    const id = inserted[0]?.id;
    if (id) {
      const rows = await driver.all<ActionRecord>(sql`${SELECT_ACTION} WHERE a.id = ${id}`);
      const row = rows[0];
      if (!row) throw new Error("a recorded review-link action could not be read back");
      return { recorded: true, action: toAction(row) };
    }
    const used = await driver.all<{ n: number }>(
      sql`SELECT CAST(count(*) AS INTEGER) AS n FROM review_link_actions WHERE jti = ${action.tokenId}`,
    );
    return { recorded: false, reason: Number(used[0]?.n ?? 0) > 0 ? "used" : "unknown" };
  }

  /** A provider's recorded link actions, oldest first (for the team, and the tests). */
  async reviewLinkActions(providerId: string): Promise<StoredReviewLinkAction[]> {
    const rows = await this.context.driver.all<ActionRecord>(
      sql`${SELECT_ACTION} WHERE p.id = ${providerId} ORDER BY a.created_at, a.aid`,
    );
    return rows.map(toAction);
  }
}
