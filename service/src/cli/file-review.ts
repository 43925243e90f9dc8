/** One reviewed file as the CLI's formatters see it. */
import type { ReviewResult } from '../../../shared/src/contract';

export interface FileReview {
  /** The path as given on the command line (relative paths stay relative). */
  file: string;
  result: ReviewResult;
}
