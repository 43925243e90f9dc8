/** business_logic rules: checks against `business_context`, and money/quantity handling without it. */
import type { Rule } from '../rules/rule';

export const rules: Rule[] = [];
