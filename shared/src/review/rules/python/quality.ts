/** quality rules for python. */
import type { Rule } from '../rule';

export const rules: Rule[] = [];
