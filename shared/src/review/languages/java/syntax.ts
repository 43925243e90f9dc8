/** Java's syntax facts. */
import type { BusinessSyntax, CallSyntax, FunctionSyntax, ImportSyntax, Param } from '../../core/syntax-facts';
import type { Node } from '../../core/rule';
import { namedChildrenOf } from '../../core/syntax';
import { FUNCTION_TYPES } from './rules/context';

export const calls: CallSyntax = {
  calls: ['method_invocation', 'object_creation_expression'],
  names: ['identifier', 'this', 'field_access'],
  receiver: ['object'],
  member: ['name'],
  callee: ['name'],
  constructors: { types: ['object_creation_expression'], type: 'type' },
  arguments: 'arguments',
};

export const functions: FunctionSyntax = {
  unit: 'method',
  functions: FUNCTION_TYPES,
  decisions: ['if_statement', 'for_statement', 'enhanced_for_statement', 'while_statement', 'do_statement', 'catch_clause', 'ternary_expression', 'switch_label'],
  cases: ['switch_label'],
  nesting: ['if_statement', 'for_statement', 'enhanced_for_statement', 'while_statement', 'do_statement', 'try_statement', 'try_with_resources_statement', 'switch_expression'],
  comments: ['line_comment', 'block_comment'],
  loops: [{ type: 'for_statement', once: ['init'] }, { type: 'enhanced_for_statement', body: 'body', element: 'name' }, { type: 'while_statement' }, { type: 'do_statement' }],
  parameters: ['parameters'],
};

export const imports: ImportSyntax = {
  statements: ['import_declaration'],
  names: ['identifier', 'type_identifier'],
  bindings: (statement) => {
    if (statement.text.includes('*')) return undefined;
    const path = namedChildrenOf(statement).find((c) => c.type === 'scoped_identifier' || c.type === 'identifier');
    const name = path?.type === 'scoped_identifier' ? path.childForFieldName('name')?.text : path?.text;
    return name ? { statement, names: [name] } : undefined;
  },
};

function parameters(list: Node): Param[] {
  const params: Param[] = [];
  for (const parameter of namedChildrenOf(list)) {
    const name = parameter.childForFieldName('name');
    if (parameter.type !== 'formal_parameter' || !name) continue;
    const modifiers = namedChildrenOf(parameter).find((c) => c.type === 'modifiers')?.text ?? '';
    params.push({ name: name.text, node: name, type: parameter.childForFieldName('type')?.text ?? '', modifiers });
  }
  return params;
}

export const business: BusinessSyntax = {
  functions: ['method_declaration', 'constructor_declaration', 'compact_constructor_declaration'],
  identifiers: ['identifier'],
  members: { field_access: 'field' },
  memberObject: 'object',
  subscripts: { array_access: 'array' },
  subscriptKey: 'index',
  binary: 'binary_expression',
  unary: ['unary_expression'],
  transparent: ['parenthesized_expression', 'cast_expression'],
  conditional: ['ternary_expression'],
  call: 'method_invocation',
  callFields: { name: 'name', object: 'object' },
  integers: ['decimal_integer_literal'],
  floats: ['decimal_floating_point_literal'],
  strings: ['string_literal'],
  assignments: [
    { type: 'variable_declarator', left: 'name', right: 'value' },
    { type: 'assignment_expression', left: 'left', right: 'right', operator: true },
  ],
  returns: 'return_statement',
  ifs: 'if_statement',
  switches: ['switch_block'],
  exits: ['return_statement', 'throw_statement', 'break_statement', 'continue_statement'],
  pairs: [],
  floatTypes: /^(double|float|Double|Float)$/,
  nan: { parsers: ['Double.parseDouble', 'Double.valueOf', 'Float.parseFloat', 'Float.valueOf'], checks: /\b(isNaN|isFinite|isInfinite)\s*\(|(\w+)\s*!=\s*\2\b/ },
  tlsVersions: { settings: /^$/, contexts: ['SSLContext.getInstance'], weak: /^(TLSv1(\.1)?|SSLv3)$/, mentions: /"(TLSv1(\.1)?|SSLv3)"/ },
  floatTypeTokens: /\b(?:double|float|Double|Float)\b/g,
  roundHalf: 'up',
  parameters,
  isPrivate: (fn) => /\bprivate\b/.test(namedChildrenOf(fn).find((c) => c.type === 'modifiers')?.text ?? ''),
  numericTypes: /^(int|long|short|byte|double|float)$/,
  // An explicit constructor call (`super(…)`, `this(…)`) stays the first statement of its constructor.
  staysFirst: (statement) => statement.type === 'explicit_constructor_invocation',
};
