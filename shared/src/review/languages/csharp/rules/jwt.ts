/** JSON Web Tokens accepted without a verified signature (CWE-347). */
import type { Rule } from '../../../core/rule';

export const rules: Rule[] = [];
