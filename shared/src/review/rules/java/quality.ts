/** quality rules for java. */
import type { Rule } from '../rule';

export const rules: Rule[] = [];
