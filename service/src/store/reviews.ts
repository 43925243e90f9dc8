/** Review metadata (never the code): what GET /api/v1/reviews lists, newest first, cursor-paginated. */
import type { Db } from './database';
import { statement } from './statements';

export interface ReviewRecord {
  request_id: string;
  created_at: string;
  filename: string | null;
  language: string;
  line_count: number;
  label: string | null;
  score: number;
  risk_level: string;
  passed: boolean;
  credits_used: number;
}

export interface ReviewPage {
  reviews: ReviewRecord[];
  next_cursor: string | null;
}

/** An opaque cursor: the (created_at, request_id) of the last row of the previous page. */
export function encodeCursor(record: Pick<ReviewRecord, 'created_at' | 'request_id'>): string {
  return Buffer.from(JSON.stringify([record.created_at, record.request_id])).toString('base64url');
}

export function decodeCursor(cursor: string): [string, string] | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(value) && value.length === 2 && value.every((v) => typeof v === 'string')) return value as [string, string];
  } catch {
    // fall through: not a cursor this service issued
  }
  return undefined;
}

export class ReviewStore {
  constructor(private readonly db: Db) {}

  record(accountId: string, review: ReviewRecord): void {
    statement(this.db, `INSERT INTO reviews (request_id, account_id, created_at, filename, language, line_count, label, score, risk_level, passed, credits_used)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`)
      .run(review.request_id, accountId, review.created_at, review.filename, review.language, review.line_count, review.label,
        review.score, review.risk_level, review.passed ? 1 : 0, review.credits_used);
  }

  page(accountId: string, limit: number, after: [string, string] | undefined): ReviewPage {
    const rows = (after
      ? statement(this.db, `SELECT * FROM reviews WHERE account_id = ? AND (created_at, request_id) < (?, ?)
                         ORDER BY created_at DESC, request_id DESC LIMIT ?`).all(accountId, after[0], after[1], limit + 1)
      : statement(this.db, 'SELECT * FROM reviews WHERE account_id = ? ORDER BY created_at DESC, request_id DESC LIMIT ?').all(accountId, limit + 1)
    ) as Array<Omit<ReviewRecord, 'passed'> & { passed: number; account_id: string }>;
    const reviews = rows.slice(0, limit).map(({ account_id: _account, passed, ...rest }) => ({ ...rest, passed: passed === 1 }));
    const last = reviews.at(-1);
    return { reviews, next_cursor: rows.length > limit && last ? encodeCursor(last) : null };
  }
}
