/** The built-in catalog: the language-independent rules, the families written once, and every plugin's own rules. */
import type { Rule } from './core/rule';
import { ANALYSED_LANGUAGES, PLUGINS } from './languages/registry';
import { businessRules } from './rules/business';
import { functionShapeRules } from './rules/function-shape';
import { queryInLoopRules } from './rules/query-in-loop';
import { taintFamily } from './rules/taint-family';
import { rules as genericRules } from './rules/generic';
import { rules as unusedSuppressionRules } from './rules/unused-suppression';

export const ALL_RULES: readonly Rule[] = [
  ...genericRules, ...unusedSuppressionRules,
  ...PLUGINS.flatMap((plugin) => [...taintFamily(plugin), ...plugin.rules, ...functionShapeRules(plugin), ...queryInLoopRules(plugin)]),
  ...businessRules(ANALYSED_LANGUAGES),
];
