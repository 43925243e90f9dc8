/** Ruby's own rules, by specialist (injection rules come from the taint family, function shape from its family). */
import type { Rule } from '../../../core/rule';
import { rules as performance } from './performance';
import { rules as quality } from './quality';
import { rules as reliability } from './reliability';
import { rules as security } from './security';
import { rules as permissions } from './permissions';
import { rules as cors } from './cors';
import { rules as jwt } from './jwt';

export const rules: Rule[] = [...security, ...permissions, ...cors, ...jwt, ...reliability, ...performance, ...quality];
