/** Cross-origin resource sharing that lets any site read credentialed responses (CWE-942). */
import type { Rule } from '../../../core/rule';

export const rules: Rule[] = [];
