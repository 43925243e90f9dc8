/** JavaScript's and TypeScript's syntax facts (javascript, typescript and tsx grammars). */
import type { BusinessSyntax, CallSyntax, FunctionSyntax, ImportBinding, ImportSyntax, Param } from '../../core/syntax-facts';
import type { Node } from '../../core/rule';
import { childrenOf, descendantsOf, namedChildrenOf } from '../../core/syntax';
import { FUNCTION_TYPES } from './rules/context';

export const calls: CallSyntax = {
  calls: ['call_expression', 'new_expression'],
  names: ['identifier', 'this', 'shorthand_property_identifier', 'template_substitution'],
  receiver: ['function', 'object'],
  member: ['function', 'property'],
  callee: ['function'],
  constructors: { types: ['new_expression'], type: 'constructor' },
  arguments: 'arguments',
};

export const functions: FunctionSyntax = {
  unit: 'function',
  functions: FUNCTION_TYPES,
  decisions: ['if_statement', 'for_statement', 'for_in_statement', 'while_statement', 'do_statement', 'switch_case', 'catch_clause', 'ternary_expression'],
  cases: ['switch_case'],
  nesting: ['if_statement', 'for_statement', 'for_in_statement', 'while_statement', 'do_statement', 'switch_statement', 'try_statement'],
  flatParents: ['else_clause'],
  comments: ['comment'],
  loops: [{ type: 'for_statement', once: ['initializer'] }, { type: 'for_in_statement', body: 'body', element: 'left' }, { type: 'while_statement' }, { type: 'do_statement' }],
  parameters: ['parameters', 'parameter'],
};

/** `import a, { b as c } from 'm'`, `const { a } = require('m')`: the local names; none for a side-effect import. */
function importBindings(statement: Node): ImportBinding | undefined {
  if (statement.type !== 'import_statement') {
    const declarators = statement.namedChildren.filter((c): c is Node => c?.type === 'variable_declarator');
    const value = declarators.length === 1 ? declarators[0]!.childForFieldName('value') : null;
    if (value?.type !== 'call_expression' || value.childForFieldName('function')?.text !== 'require') return undefined;
    const pattern = declarators[0]!.childForFieldName('name');
    if (pattern?.type === 'identifier') return { statement, names: [pattern.text] };
    if (pattern?.type !== 'object_pattern') return undefined;
    // `{ a, b: c }` binds a and c.
    const names = pattern.namedChildren.map((entry) => (entry?.type === 'pair_pattern' ? entry.childForFieldName('value') : entry)).filter((n): n is Node => n?.type === 'identifier' || n?.type === 'shorthand_property_identifier_pattern').map((n) => n.text);
    return names.length > 0 && names.length === pattern.namedChildren.length ? { statement, names } : undefined;
  }
  const clause = statement.namedChildren.find((c) => c?.type === 'import_clause');
  if (!clause) return undefined;
  const names = clause
    .descendantsOfType(['identifier'])
    .filter((n): n is Node => !!n && (n.parent?.type !== 'import_specifier' || n.parent.childForFieldName('alias')?.id === n.id || !n.parent.childForFieldName('alias')))
    .map((n) => n.text);
  return names.length > 0 ? { statement, names } : undefined;
}

export const imports: ImportSyntax = {
  statements: ['import_statement', 'lexical_declaration', 'variable_declaration'],
  names: ['identifier', 'type_identifier', 'shorthand_property_identifier'],
  bindings: importBindings,
};

function parameters(list: Node): Param[] {
  const params: Param[] = [];
  for (const child of namedChildrenOf(list)) {
    const type = child.childForFieldName('type')?.text.replace(/^:\s*/, '') ?? '';
    let pattern: Node | null = child;
    if (child.type === 'required_parameter' || child.type === 'optional_parameter') pattern = child.childForFieldName('pattern');
    if (pattern?.type === 'assignment_pattern') pattern = pattern.childForFieldName('left');
    if (!pattern) continue;
    if (pattern.type === 'identifier') params.push({ name: pattern.text, node: pattern, type, modifiers: '' });
    else if (pattern.type === 'object_pattern') {
      for (const field of descendantsOf(pattern, ['shorthand_property_identifier_pattern'])) params.push({ name: field.text, node: field, type: '', modifiers: '' });
    }
  }
  return params;
}

export const business: BusinessSyntax = {
  functions: ['function_declaration', 'function_expression', 'arrow_function', 'method_definition', 'generator_function_declaration', 'generator_function'],
  identifiers: ['identifier', 'property_identifier', 'shorthand_property_identifier', 'private_property_identifier'],
  members: { member_expression: 'property' },
  memberObject: 'object',
  subscripts: { subscript_expression: 'object' },
  subscriptKey: 'index',
  binary: 'binary_expression',
  unary: ['unary_expression'],
  transparent: ['parenthesized_expression', 'await_expression', 'as_expression', 'non_null_expression', 'satisfies_expression', 'type_assertion'],
  conditional: ['ternary_expression'],
  call: 'call_expression',
  integers: [],
  floats: [],
  strings: ['string', 'template_string'],
  assignments: [
    { type: 'variable_declarator', left: 'name', right: 'value' },
    { type: 'assignment_expression', left: 'left', right: 'right' },
    { type: 'augmented_assignment_expression', left: 'left', right: 'right', operator: true },
  ],
  returns: 'return_statement',
  ifs: 'if_statement',
  switches: ['switch_body'],
  exits: ['return_statement', 'throw_statement', 'break_statement', 'continue_statement'],
  pairs: [['pair', 'key', 'value']],
  floatTypes: /^$/,
  nan: { parsers: ['parseFloat', 'Number.parseFloat', 'Number'], checks: /\b(isNaN|isFinite|isSafeInteger|isInteger)\s*\(|(\w+)\s*!==?\s*\2\b/ },
  tlsVersions: { settings: /^(minVersion|maxVersion|secureProtocol)$/, weak: /^(TLSv1(\.1)?|SSLv[23]|(TLSv1(_1)?|SSLv[23])(_client|_server)?_method)$/, mentions: /TLSv1|SSLv[23]/ },
  roundHalf: 'up',
  parameters,
  isPrivate: (fn, name) => name.startsWith('_') || name.startsWith('#') || childrenOf(fn).some((c) => c.type === 'accessibility_modifier' && c.text === 'private'),
  numericTypes: /^(number|bigint)?$/,
  // A directive prologue ('use strict'): a statement before it would make it an ordinary string, and the function sloppy.
  staysFirst: (statement) => statement.type === 'expression_statement' && statement.namedChild(0)?.type === 'string',
};
