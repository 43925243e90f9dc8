/**
 * `--format json`: the spec's response fields (spec 2.2) per file, billing fields omitted; one object for one file,
 * else an array. Each review gets its own request_id, as an API response would.
 */
import { randomUUID } from 'node:crypto';
import type { FileReview } from './file-review';

export function formatJson(reviews: readonly FileReview[]): string {
  const objects = reviews.map(({ result: { status, ...rest } }) => ({ status, request_id: randomUUID(), ...rest }));
  return `${JSON.stringify(objects.length === 1 ? objects[0] : objects, null, 2)}\n`;
}
