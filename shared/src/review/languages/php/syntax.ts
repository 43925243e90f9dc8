/** PHP's syntax facts (the tree-sitter-php grammar: PHP with the page's HTML around `<?php … ?>`). */
import type { BusinessSyntax, CallSyntax, FunctionSyntax, ImportSyntax, Param } from '../../core/syntax-facts';
import type { Node } from '../../core/rule';
import { namedChildrenOf } from '../../core/syntax';
import { DISPATCHES, useBindings } from './names';

export const FUNCTION_TYPES = ['function_definition', 'method_declaration', 'anonymous_function', 'arrow_function'];
export const LOOP_TYPES = ['for_statement', 'foreach_statement', 'while_statement', 'do_statement'];
export const CALL_TYPES = ['function_call_expression', 'member_call_expression', 'nullsafe_member_call_expression', 'scoped_call_expression'];

export const calls: CallSyntax = {
  calls: [...CALL_TYPES, 'object_creation_expression'],
  names: ['variable_name', 'name', 'qualified_name'],
  receiver: ['object'],
  classReceiver: ['scope'],
  member: ['name'],
  callee: ['function'],
  arguments: 'arguments',
  // Backticks run a command with no name to find them by; HTML around `<?= … ?>` prints with none either, and so
  // does storing into $_SESSION (targets.ts).
  sinkNodes: `[(shell_command_expression) (text_interpolation)] @node
    ([(assignment_expression left: (_) @left) (augmented_assignment_expression left: (_) @left)] @node (#match? @left "^[$]_SESSION([^A-Za-z0-9_]|$)"))`,
  // A job dispatched runs its `handle` with what its constructor kept (expressions.ts lowers the dispatch so).
  indirectCallers: { handle: [...DISPATCHES] },
};

export const functions: FunctionSyntax = {
  unit: 'function',
  functions: FUNCTION_TYPES,
  decisions: ['if_statement', 'else_if_clause', ...LOOP_TYPES, 'case_statement', 'catch_clause', 'conditional_expression', 'match_conditional_expression'],
  cases: ['case_statement', 'match_conditional_expression'],
  elseIf: ['else_if_clause'],
  nesting: ['if_statement', ...LOOP_TYPES, 'switch_statement', 'match_expression', 'try_statement'],
  flatParents: ['else_clause'],
  comments: ['comment'],
  // A foreach's iterable and variables are children without a field: all but the body is evaluated once.
  loops: [{ type: 'for_statement', once: ['initialize'] }, { type: 'foreach_statement', body: 'body' }, { type: 'while_statement' }, { type: 'do_statement' }],
  parameters: ['parameters'],
};

export const imports: ImportSyntax = {
  statements: ['namespace_use_declaration'],
  names: ['name'],
  bindings: (statement) => {
    const names = [...useBindings(statement).keys()];
    return names.length > 0 ? { statement, names } : undefined;
  },
};

/** Parameters as the business rules read them: `$price` with its `$`, as the code writes it in a guard. */
function parameters(list: Node): Param[] {
  const params: Param[] = [];
  for (const parameter of namedChildrenOf(list)) {
    if (!/^(simple|property_promotion)_parameter$/.test(parameter.type)) continue;
    const name = parameter.childForFieldName('name');
    if (!name) continue;
    const attributes = parameter.childForFieldName('attributes');
    params.push({ name: name.text, node: name, type: (parameter.childForFieldName('type')?.text ?? '').replace(/^\?/, ''), modifiers: attributes?.text ?? '' });
  }
  return params;
}

export const business: BusinessSyntax = {
  functions: ['function_definition', 'method_declaration'],
  identifiers: ['variable_name'],
  members: { member_access_expression: 'name', nullsafe_member_access_expression: 'name', class_constant_access_expression: '#1' },
  memberObject: 'object',
  subscripts: { subscript_expression: '#0' },
  subscriptKey: '#1',
  binary: 'binary_expression',
  unary: ['unary_op_expression'],
  transparent: ['parenthesized_expression', 'cast_expression'],
  conditional: ['conditional_expression'],
  call: 'function_call_expression',
  methodCalls: { types: ['member_call_expression', 'nullsafe_member_call_expression', 'scoped_call_expression'], name: 'name', object: 'object' },
  integers: ['integer'],
  floats: ['float'],
  strings: ['string', 'encapsed_string'],
  assignments: [
    { type: 'assignment_expression', left: 'left', right: 'right' },
    { type: 'augmented_assignment_expression', left: 'left', right: 'right', operator: true },
  ],
  returns: 'return_statement',
  ifs: 'if_statement',
  switches: ['switch_block', 'match_block'],
  exits: ['return_statement', 'break_statement', 'continue_statement', 'exit_statement'],
  pairs: [['array_element_initializer', '#0', '#1']],
  floatTypes: /^\??float$/i,
  tlsVersions: { settings: /^CURLOPT_(SSLVERSION|PROXY_SSLVERSION)$/, settingCalls: ['curl_setopt'], weak: /^(\\)?CURL_SSLVERSION_(SSLv2|SSLv3|TLSv1|TLSv1_0|TLSv1_1)$/, mentions: /CURL_SSLVERSION_(SSLv|TLSv1\b|TLSv1_[01])/ },
  floatTypeTokens: /\bfloat\b/g,
  floatConversions: ['floatval', 'doubleval'],
  // PHP's round() rounds halves away from zero.
  roundHalf: 'up',
  parameters,
  isPrivate: (fn) => namedChildrenOf(fn).some((c) => c.type === 'visibility_modifier' && c.text.toLowerCase() === 'private'),
  numericTypes: /^(int|float|\?int|\?float|int\|float|float\|int)$/i,
};
