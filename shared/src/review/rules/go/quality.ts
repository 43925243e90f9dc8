/** quality rules for go. */
import type { Rule } from '../rule';

export const rules: Rule[] = [];
