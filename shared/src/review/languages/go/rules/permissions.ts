/** File permissions that let other users write (CWE-732). */
import type { Rule } from '../../../core/rule';

export const rules: Rule[] = [];
