/**
 * `--format json`: the spec's response fields (spec 2.2) per file, billing fields omitted; one object for one file,
 * else an array. Each review gets its own request_id, as an API response would. A file the engine could not review
 * is the spec's error body (2.5) with its filename: `{ "filename": …, "error": … }`.
 */
import { randomUUID } from 'node:crypto';
import { isReviewed, type FileReview } from './file-review';

export function formatJson(reviews: readonly FileReview[]): string {
  const objects = reviews.map((review) => {
    if (!isReviewed(review)) return { filename: review.file, error: review.failure };
    const { status, ...rest } = review.result;
    return { status, request_id: randomUUID(), ...rest };
  });
  return `${JSON.stringify(objects.length === 1 ? objects[0] : objects, null, 2)}\n`;
}
