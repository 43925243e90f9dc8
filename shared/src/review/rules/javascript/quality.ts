/** quality rules for javascript. */
import type { Rule } from '../rule';

export const rules: Rule[] = [];
