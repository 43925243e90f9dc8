/** security rules for python: injection over the data flow (security-flow), the others by theme. */
import type { Rule } from '../../../core/rule';
import { rules as cryptoRules } from './security-crypto';
import { rules as flowRules } from './security-flow';
import { rules as secretRules } from './security-secrets';
import { rules as webRules } from './security-web';

export const rules: Rule[] = [...flowRules, ...webRules, ...cryptoRules, ...secretRules];
