export { review, specialistsFor, type ReviewOptions } from './review';
export { ALL_RULES, DEFAULT_RULES, OPT_IN_RULE_IDS, rulesWith } from './rule-set';
export type { Rule } from './core/rule';
export { findingKey } from './rewrite';
