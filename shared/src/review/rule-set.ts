/** The built-in catalog: the language-independent rules, the families written once, and every plugin's own rules. */
import type { Rule } from './core/rule';
import { ANALYSED_LANGUAGES, PLUGINS } from './languages/registry';
import { businessRules } from './rules/business';
import { cleartextTransportRules } from './rules/cleartext-transport';
import { nanRules } from './rules/nan-comparison';
import { weakTlsVersionRules } from './rules/weak-tls-version';
import { functionShapeRules } from './rules/function-shape';
import { queryInLoopRules } from './rules/query-in-loop';
import { taintFamily } from './rules/taint-family';
import { rules as genericRules } from './rules/generic';
import { rules as unusedSuppressionRules } from './rules/unused-suppression';
import { syntaxErrorRules } from './rules/syntax-error';

/** Every rule, the opt-in ones included. */
export const ALL_RULES: readonly Rule[] = [
  ...genericRules, ...unusedSuppressionRules, ...syntaxErrorRules(ANALYSED_LANGUAGES),
  ...PLUGINS.flatMap((plugin) => [...taintFamily(plugin), ...plugin.rules, ...functionShapeRules(plugin), ...queryInLoopRules(plugin), ...cleartextTransportRules(plugin), ...nanRules(plugin), ...weakTlsVersionRules(plugin)]),
  ...businessRules(ANALYSED_LANGUAGES),
];

/** What a review runs unless told otherwise: every rule but the opt-in ones. */
export const DEFAULT_RULES: readonly Rule[] = ALL_RULES.filter((rule) => !rule.optIn);

export const OPT_IN_RULE_IDS: readonly string[] = ALL_RULES.filter((rule) => rule.optIn).map((rule) => rule.id);

const withOptIn = new Map<string, readonly Rule[]>();

/**
 * The default rules plus the named opt-in ones; the same array for the same names, so the engine compiles each
 * set once. An id that is not an opt-in rule is an error (the caller reports it as a usage error).
 */
export function rulesWith(optIn: readonly string[]): readonly Rule[] {
  const unknown = optIn.find((id) => !OPT_IN_RULE_IDS.includes(id));
  if (unknown !== undefined) throw new Error(`"${unknown}" is not an opt-in rule; opt-in rules: ${OPT_IN_RULE_IDS.join(', ')}`);
  if (optIn.length === 0) return DEFAULT_RULES;
  const wanted = new Set(optIn);
  const key = [...wanted].sort().join(',');
  let rules = withOptIn.get(key);
  if (!rules) withOptIn.set(key, (rules = ALL_RULES.filter((rule) => !rule.optIn || wanted.has(rule.id))));
  return rules;
}
