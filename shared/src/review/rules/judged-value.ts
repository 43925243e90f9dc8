/**
 * Rules that judge a value (an algorithm name, a flag, a key size) read it through constant propagation: the
 * constants an argument may hold where it is used, with the steps that brought a constant there (a variable, the
 * default of a properties lookup) as evidence.
 */
import type { Constant } from '../core/ir';
import { valueAt } from '../analysis/dataflow/engine';
import { positionAt } from '../core/positions';
import type { FileContext, FlowStep, Node } from '../core/rule';

export interface JudgedValue {
  /** Every constant the expression may hold here; empty when none is known. */
  constants: readonly Constant[];
  /** Where the constant came from, for the finding's description (empty for a literal written in place). */
  origin: string;
  flow: FlowStep[];
}

/** The constants `node` may hold, and how they got there. */
export function judgedValue(file: FileContext, node: Node): JudgedValue {
  const value = valueAt(file, node);
  const constants = value?.constants ?? value?.maybe ?? [];
  const steps = value?.constantSteps ?? [];
  const flow: FlowStep[] = steps.map((step) => ({ start: step.node.startIndex, end: step.node.endIndex, note: step.note }));
  const explained = [...steps].reverse().find((step) => !step.note.startsWith('assigned to') && !step.note.startsWith('passed to'));
  const variable = node.type.includes('identifier') || node.type === 'name' ? `\`${node.text}\` holds ` : '';
  const origin = explained
    ? ` (${variable}${constants.map((c) => JSON.stringify(c)).join(' or ')}: ${explained.note}, line ${positionAt(file.lineStarts, explained.node.startIndex).line})`
    : variable && constants.length > 0 ? ` (${variable}${constants.map((c) => JSON.stringify(c)).join(' or ')})` : '';
  if (flow.length > 0) flow.push({ start: node.startIndex, end: node.endIndex, note: 'used here' });
  return { constants, origin, flow };
}

/** The constants that match `pattern` (text values only). */
export function matchingConstants(value: JudgedValue, pattern: RegExp): string[] {
  return value.constants.filter((c): c is string => typeof c === 'string' && pattern.test(c));
}
