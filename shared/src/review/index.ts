export { review, specialistsFor, type ReviewOptions } from './review';
export { ALL_RULES } from './rule-set';
export type { Rule } from './core/rule';
export { findingKey } from './rewrite';
