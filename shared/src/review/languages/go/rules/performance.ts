/** performance rules for go. */
import type { Node, Rule } from '../../../core/rule';
import { descendantsOf, enclosing, fieldChildren, namedChildrenOf } from '../../../core/syntax';
import { FUNCTION_TYPES, isInLoop } from './context';
import { growsAcrossIterations } from '../../../rules/loop-accumulation';

const GO = ['go'] as const;

export const rules: Rule[] = [
  {
    id: 'go.performance.regexp-compile-in-loop',
    specialist: 'performance', severity: 'medium', languages: GO,
    title: 'Regular expression compiled inside a loop',
    description: 'regexp.Compile/MustCompile parses the pattern every iteration; compiling is far slower than matching.',
    suggestion: 'Compile once into a package-level variable: var orderRe = regexp.MustCompile(`…`).',
    query: `(call_expression function: (selector_expression operand: (identifier) @pkg (#eq? @pkg "regexp") field: (field_identifier) @fn (#any-of? @fn "Compile" "MustCompile" "MatchString"))) @target`,
    where: (m) => isInLoop(m.target) && !keptForLater(m.target),
  },
  {
    id: 'go.performance.string-concat-in-loop',
    specialist: 'performance', severity: 'low', languages: GO,
    title: 'String built with += inside a loop',
    description: 'Each += allocates a new string and copies everything built so far: quadratic in the final length.',
    suggestion: 'Use a strings.Builder (b.WriteString(…)) and call b.String() once.',
    query: `(assignment_statement left: (expression_list (identifier) @name) operator: "+=" right: (expression_list . (_) @value .)) @target`,
    where: (m) => {
      const loop = enclosing(m.target, ['for_statement'], FUNCTION_TYPES);
      if (!loop) return false;
      let leftmost = m.captures.value!;
      while (leftmost.type === 'binary_expression') leftmost = leftmost.childForFieldName('left')!;
      if (leftmost.type !== 'interpreted_string_literal' && leftmost.type !== 'raw_string_literal') return false;
      // Only a string that grows across iterations is quadratic: one declared inside the loop starts afresh each time.
      const name = m.captures.name!.text;
      return growsAcrossIterations(m.target, name, loop) && !descendantsOf(loop, ['short_var_declaration', 'var_spec'])
        .some((declaration) => declaration.startIndex < m.target.startIndex && fieldChildren(declaration, declaration.type === 'var_spec' ? 'name' : 'left')
          .flatMap((left) => (left.type === 'expression_list' ? namedChildrenOf(left) : [left])).some((declared) => declared.text === name));
    },
  },
];

/**
 * A compiled pattern stored in a map, a slice or a field (`rules[regexp.MustCompile(k)] = v`, `append(res, re)`):
 * the loop is the precompilation, each pattern compiled once to be matched later.
 */
function keptForLater(call: Node): boolean {
  const parent = call.parent;
  if (!parent) return false;
  if (parent.type === 'index_expression') return parent.parent?.type === 'expression_list' && parent.parent.parent?.type === 'assignment_statement'
    && parent.parent.parent.childForFieldName('left')?.id === parent.parent.id;
  if (parent.type === 'argument_list') return parent.parent?.childForFieldName('function')?.text === 'append';
  if (parent.type !== 'expression_list') return false;
  const assignment = parent.parent;
  if ((assignment?.type !== 'assignment_statement' && assignment?.type !== 'short_var_declaration') || assignment.childForFieldName('right')?.id !== parent.id) return false;
  const targets = namedChildrenOf(assignment.childForFieldName('left')!);
  // `varsR[i], err = regexp.Compile(…)`: the error beside the stored pattern is checked, not kept.
  const kept = targets.filter((target) => !(target.type === 'identifier' && (target.text === 'err' || target.text === '_')));
  if (kept.length === 0) return false;
  if (kept.every((target) => target.type === 'index_expression' || target.type === 'selector_expression')) return true;
  // `re, err := regexp.Compile(p)` … `patterns[name] = re` (or appended) in the same loop body: stored, compiled once each.
  const loop = enclosing(call, ['for_statement'], FUNCTION_TYPES);
  return !!loop && kept.length === 1 && kept[0]!.type === 'identifier' && storedLater(kept[0]!.text, assignment, loop);
}

/** Whether `name` is stored into a map, slice or field (or appended) after `from`, inside `loop`. */
function storedLater(name: string, from: Node, loop: Node): boolean {
  return descendantsOf(loop, ['assignment_statement', 'call_expression']).some((node) => {
    if (node.startIndex < from.endIndex) return false;
    if (node.type === 'call_expression') return node.childForFieldName('function')?.text === 'append' && namedChildrenOf(node.childForFieldName('arguments')!).slice(1).some((arg) => arg.text === name);
    const left = namedChildrenOf(node.childForFieldName('left')!);
    const right = namedChildrenOf(node.childForFieldName('right')!);
    return right.some((value) => value.text === name) && left.every((target) => target.type === 'index_expression' || target.type === 'selector_expression');
  });
}
