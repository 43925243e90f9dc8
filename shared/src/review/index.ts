export { review, specialistsFor, type ReviewOptions } from './review';
export { ALL_RULES } from './rules';
export type { Rule } from './rules/rule';
export { findingKey } from './rewrite';
