/** One file as the CLI's formatters see it: reviewed, or not reviewable with the reason. */
import type { ReviewResult } from '../../../shared/src/contract';

export type FileReview =
  | {
    /** The path as given on the command line (relative paths stay relative). */
    file: string;
    result: ReviewResult;
  }
  | {
    file: string;
    /** Why the engine could not review the file (the parser failed on it, twice): the run goes on without it. */
    failure: string;
  };

export type ReviewedFile = Extract<FileReview, { result: ReviewResult }>;

export function isReviewed(review: FileReview): review is ReviewedFile {
  return 'result' in review;
}
