/** The built-in catalog: every rule of every specialist. */
import { rules as businessRules } from '../business/rules';
import { rules as genericRules } from './generic';
import { rules as goPerformance } from './go/performance';
import { rules as goQuality } from './go/quality';
import { rules as goReliability } from './go/reliability';
import { rules as goSecurity } from './go/security';
import { rules as javaPerformance } from './java/performance';
import { rules as javaQuality } from './java/quality';
import { rules as javaReliability } from './java/reliability';
import { rules as javaSecurity } from './java/security';
import { rules as javascriptPerformance } from './javascript/performance';
import { rules as javascriptQuality } from './javascript/quality';
import { rules as javascriptReliability } from './javascript/reliability';
import { rules as javascriptSecurity } from './javascript/security';
import { rules as pythonPerformance } from './python/performance';
import { rules as pythonQuality } from './python/quality';
import { rules as pythonReliability } from './python/reliability';
import { rules as pythonSecurity } from './python/security';
import type { Rule } from './rule';
import { rules as unusedSuppressionRules } from './unused-suppression';

export const ALL_RULES: readonly Rule[] = [
  ...genericRules, ...unusedSuppressionRules,
  ...javascriptSecurity, ...javascriptReliability, ...javascriptPerformance, ...javascriptQuality,
  ...pythonSecurity, ...pythonReliability, ...pythonPerformance, ...pythonQuality,
  ...goSecurity, ...goReliability, ...goPerformance, ...goQuality,
  ...javaSecurity, ...javaReliability, ...javaPerformance, ...javaQuality,
  ...businessRules,
];
