/** Review metadata on PostgreSQL (never the code): the same pages as the SQLite ReviewStore (../reviews.ts). */
import { encodeCursor, type ReviewPage, type ReviewRecord } from '../reviews';
import type { PgPool } from './database';

export class PostgresReviews {
  constructor(private readonly pool: PgPool) {}

  async record(accountId: string, review: ReviewRecord): Promise<void> {
    await this.pool.query({
      name: 'reviews-record',
      text: `INSERT INTO reviews (request_id, account_id, created_at, filename, language, line_count, label, score, risk_level, passed, credits_used)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
      values: [review.request_id, accountId, review.created_at, review.filename, review.language, review.line_count, review.label,
        review.score, review.risk_level, review.passed, review.credits_used],
    });
  }

  async page(accountId: string, limit: number, after: [string, string] | undefined): Promise<ReviewPage> {
    const columns = 'request_id, created_at, filename, language, line_count, label, score, risk_level, passed, credits_used';
    //: the order SQLite uses (bytewise), so cursors mean the same on both stores.
    const { rows } = after
      ? await this.pool.query<ReviewRecord>(
        `SELECT ${columns} FROM reviews WHERE account_id = $1 AND (created_at, request_id) < ($2, $3)
         ORDER BY created_at DESC, request_id DESC LIMIT $4`, [accountId, after[0], after[1], limit + 1])
      : await this.pool.query<ReviewRecord>(
        `SELECT ${columns} FROM reviews WHERE account_id = $1 ORDER BY created_at DESC, request_id DESC LIMIT $2`,
        [accountId, limit + 1]);
    const reviews = rows.slice(0, limit);
    const last = reviews.at(-1);
    return { reviews, next_cursor: rows.length > limit && last ? encodeCursor(last) : null };
  }
}
