/** Go's syntax facts. */
import type { BusinessSyntax, CallSyntax, FunctionSyntax, ImportSyntax, Param } from '../../core/syntax-facts';
import type { Node } from '../../core/rule';
import { fieldChildren, namedChildrenOf } from '../../core/syntax';
import { goPackageName } from './lowering';
import { FUNCTION_TYPES } from './rules/context';

export const calls: CallSyntax = {
  calls: ['call_expression'],
  names: ['identifier', 'field_identifier'],
  receiver: ['function', 'operand'],
  member: ['function', 'field'],
  callee: ['function'],
  arguments: 'arguments',
};

export const functions: FunctionSyntax = {
  unit: 'function',
  functions: FUNCTION_TYPES,
  decisions: ['if_statement', 'for_statement', 'expression_case', 'type_case', 'communication_case'],
  cases: ['expression_case', 'type_case', 'communication_case'],
  nesting: ['if_statement', 'for_statement', 'expression_switch_statement', 'type_switch_statement', 'select_statement'],
  comments: ['comment'],
  // One loop statement: `for i := 0; …`, `for k, v := range xs`, `for cond`, `for`.
  loops: [{ type: 'for_statement', once: ['range_clause', 'for_clause.initializer'], element: 'range_clause.left' }],
  parameters: ['parameters'],
};

export const imports: ImportSyntax = {
  statements: ['import_spec'],
  names: ['identifier', 'package_identifier'],
  bindings: (statement) => {
    const alias = statement.childForFieldName('name');
    const path = statement.childForFieldName('path')?.text.slice(1, -1);
    // A blank or dot import is there for its side effects or its names: never judged by use.
    if (!path || (alias && alias.type !== 'package_identifier')) return undefined;
    // In a grouped import the spec's own line goes; a lone `import "fmt"` goes with its keyword.
    const declaration = statement.parent?.type === 'import_spec_list' ? statement : statement.parent ?? statement;
    return { statement: declaration, names: [alias?.text ?? goPackageName(path)] };
  },
  group: { member: 'import_spec', list: 'import_spec_list' },
};

function parameters(list: Node): Param[] {
  const params: Param[] = [];
  for (const declaration of namedChildrenOf(list)) {
    if (declaration.type !== 'parameter_declaration') continue;
    const type = declaration.childForFieldName('type')?.text ?? '';
    for (const name of fieldChildren(declaration, 'name')) params.push({ name: name.text, node: name, type, modifiers: '' });
  }
  return params;
}

export const business: BusinessSyntax = {
  functions: ['function_declaration', 'method_declaration', 'func_literal'],
  identifiers: ['identifier', 'field_identifier'],
  members: { selector_expression: 'field' },
  memberObject: 'operand',
  subscripts: { index_expression: 'operand' },
  subscriptKey: 'index',
  binary: 'binary_expression',
  unary: ['unary_expression'],
  transparent: ['parenthesized_expression', 'type_conversion_expression'],
  conditional: [],
  call: 'call_expression',
  integers: ['int_literal'],
  floats: ['float_literal'],
  strings: ['interpreted_string_literal', 'raw_string_literal'],
  assignments: [
    { type: 'short_var_declaration', left: 'left', right: 'right' },
    { type: 'assignment_statement', left: 'left', right: 'right', operator: true },
    { type: 'var_spec', left: 'name', right: 'value' },
    { type: 'const_spec', left: 'name', right: 'value' },
  ],
  returns: 'return_statement',
  ifs: 'if_statement',
  switches: ['expression_switch_statement', 'type_switch_statement', 'select_statement'],
  exits: ['return_statement', 'break_statement', 'continue_statement'],
  pairs: [['keyed_element', 'key', 'value']],
  floatTypes: /^float(32|64)$/,
  nan: { parsers: ['strconv.ParseFloat'], checks: /\bmath\.(IsNaN|IsInf)\s*\(|(\w+)\s*!=\s*\2\b/ },
  tlsVersions: { settings: /^(MinVersion|MaxVersion)$/, weak: /(^|\.)Version(SSL30|TLS10|TLS11)$/, mentions: /Version(SSL30|TLS1[01])/ },
  floatTypeTokens: /\bfloat(?:32|64)\b/g,
  roundHalf: 'up',
  parameters,
  isPrivate: (fn, name) => fn.type === 'func_literal' || !/^[A-Z]/.test(name),
};
