/** performance rules for java. */
import type { Rule } from '../../../core/rule';
import { descendantsOf, enclosing, fieldChildren } from '../../../core/syntax';
import { FUNCTION_TYPES } from './context';
import { growsAcrossIterations } from '../../../rules/loop-accumulation';

const JAVA = ['java'] as const;
const LOOP_TYPES = ['for_statement', 'enhanced_for_statement', 'while_statement', 'do_statement'];

export const rules: Rule[] = [
  {
    id: 'java.performance.string-concat-in-loop',
    specialist: 'performance', severity: 'low', languages: JAVA,
    title: 'String built with += inside a loop',
    description: 'Each += on a String allocates a new string and copies everything built so far: quadratic in the final length.',
    suggestion: 'Use a StringBuilder (sb.append(…)) and call toString() once.',
    query: `(assignment_expression left: (identifier) @name operator: "+=" right: (_) @value) @target`,
    where: (m) => {
      const loop = enclosing(m.target, LOOP_TYPES, FUNCTION_TYPES);
      if (!loop) return false;
      // Only a string that grows across iterations is quadratic: one declared inside the loop starts afresh each time.
      const name = m.captures.name!.text;
      if (!growsAcrossIterations(m.target, name, loop)) return false;
      if (descendantsOf(loop, 'local_variable_declaration').some((declaration) => declaration.startIndex < m.target.startIndex
        && fieldChildren(declaration, 'declarator').some((d) => d.childForFieldName('name')?.text === name))) return false;
      let leftmost = m.captures.value!;
      while (leftmost.type === 'binary_expression') leftmost = leftmost.childForFieldName('left')!;
      if (leftmost.type === 'string_literal') return true;
      const method = enclosing(m.target, FUNCTION_TYPES);
      return !!method && descendantsOf(method, 'local_variable_declaration').some((declaration) =>
        declaration.childForFieldName('type')?.text === 'String'
        && fieldChildren(declaration, 'declarator').some((d) => d.childForFieldName('name')?.text === m.captures.name!.text));
    },
  },
];
