/** `--format json`: the spec's response fields (billing omitted) per file; one object for one file, else an array. */
import type { FileReview } from './file-review';

export function formatJson(reviews: readonly FileReview[]): string {
  const objects = reviews.map(({ result }) => result);
  return `${JSON.stringify(objects.length === 1 ? objects[0] : objects, null, 2)}\n`;
}
