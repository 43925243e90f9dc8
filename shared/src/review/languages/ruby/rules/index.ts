/** Ruby's own rules, by specialist (injection rules come from the taint family, function shape from its family). */
import type { Rule } from '../../../core/rule';
import { rules as performance } from './performance';
import { rules as quality } from './quality';
import { rules as reliability } from './reliability';
import { rules as security } from './security';

export const rules: Rule[] = [...security, ...reliability, ...performance, ...quality];
