/** Python's own security rules, by theme (injection over the data flow is the taint family's, see plugin.ts). */
import type { Rule } from '../../../core/rule';
import { rules as cryptoRules } from './security-crypto';
import { rules as secretRules } from './security-secrets';
import { rules as webRules } from './security-web';

export const rules: Rule[] = [...webRules, ...cryptoRules, ...secretRules];
