/** The built-in catalog: every rule of every specialist. */
import { rules as businessRules } from './rules/business';
import { rules as genericRules } from './rules/generic';
import { rules as goPerformance } from './languages/go/rules/performance';
import { rules as goQuality } from './languages/go/rules/quality';
import { rules as goReliability } from './languages/go/rules/reliability';
import { rules as goSecurity } from './languages/go/rules/security';
import { rules as javaPerformance } from './languages/java/rules/performance';
import { rules as javaQuality } from './languages/java/rules/quality';
import { rules as javaReliability } from './languages/java/rules/reliability';
import { rules as javaSecurity } from './languages/java/rules/security';
import { rules as javascriptPerformance } from './languages/javascript/rules/performance';
import { rules as javascriptQuality } from './languages/javascript/rules/quality';
import { rules as javascriptReliability } from './languages/javascript/rules/reliability';
import { rules as javascriptSecurity } from './languages/javascript/rules/security';
import { rules as pythonPerformance } from './languages/python/rules/performance';
import { rules as pythonQuality } from './languages/python/rules/quality';
import { rules as pythonReliability } from './languages/python/rules/reliability';
import { rules as pythonSecurity } from './languages/python/rules/security';
import type { Rule } from './core/rule';
import { rules as unusedSuppressionRules } from './rules/unused-suppression';

export const ALL_RULES: readonly Rule[] = [
  ...genericRules, ...unusedSuppressionRules,
  ...javascriptSecurity, ...javascriptReliability, ...javascriptPerformance, ...javascriptQuality,
  ...pythonSecurity, ...pythonReliability, ...pythonPerformance, ...pythonQuality,
  ...goSecurity, ...goReliability, ...goPerformance, ...goQuality,
  ...javaSecurity, ...javaReliability, ...javaPerformance, ...javaQuality,
  ...businessRules,
];
