/** Performance rules for C#: strings grown with += in loops (queries in loops are the family's: rules/query-in-loop.ts). */
import type { Node, Rule } from '../../../core/rule';
import { descendantsOf } from '../../../core/syntax';
import { CS, enclosingFunction, enclosingLoop, memberName } from './context';
import { stringLiteralValue } from '../lower-literals';
import { growsAcrossIterations } from '../../../rules/loop-accumulation';

/** A variable holding text: declared `string`, or first given a string. */
function isStringVariable(name: string, scope: Node): boolean {
  for (const declarator of descendantsOf(scope, 'variable_declarator')) {
    if (declarator.childForFieldName('name')?.text !== name) continue;
    const type = declarator.parent?.childForFieldName('type')?.text ?? '';
    if (/^(string|String|System\.String)\??$/.test(type)) return true;
    const value = declarator.namedChildren.at(-1);
    return !!value && (stringLiteralValue(value) !== undefined || value.type === 'interpolated_string_expression' || /^(string|String)\.Empty$/.test(value.text));
  }
  for (const parameter of descendantsOf(scope, 'parameter')) {
    if (parameter.childForFieldName('name')?.text === name) return /^(string|String)\??$/.test(parameter.childForFieldName('type')?.text ?? '');
  }
  return false;
}

export const rules: Rule[] = [
  {
    id: 'csharp.performance.string-concat-in-loop',
    specialist: 'performance', severity: 'low', languages: CS,
    title: 'String built with += inside a loop',
    description: 'Strings are immutable: each += allocates a new string and copies everything built so far, quadratic in the final length.',
    suggestion: 'Append to a StringBuilder (sb.Append(…)) and call ToString() once, or use string.Join / string.Concat over the items.',
    query: `(assignment_expression left: (identifier) @name operator: "+=" right: (_) @value) @target`,
    where: (m) => {
      const loop = enclosingLoop(m.target);
      if (!loop || !growsAcrossIterations(m.target, m.captures.name!.text, loop)) return false;
      const value = m.captures.value!;
      if (stringLiteralValue(value) !== undefined || value.type === 'interpolated_string_expression') return true;
      const scope = enclosingFunction(m.target);
      return !!scope && isStringVariable(m.captures.name!.text, scope) && memberName(value) !== 'Length';
    },
  },
];
