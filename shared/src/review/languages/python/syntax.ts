/** Python's syntax facts. */
import type { BusinessSyntax, CallSyntax, FunctionSyntax, ImportSyntax, Param } from '../../core/syntax-facts';
import type { Node } from '../../core/rule';
import { namedChildrenOf } from '../../core/syntax';
import { FUNCTION_TYPES } from './rules/context';

export const calls: CallSyntax = {
  calls: ['call'],
  names: ['identifier', 'interpolation'],
  receiver: ['function', 'object'],
  member: ['function', 'attribute'],
  callee: ['function'],
  arguments: 'arguments',
};

/** A comprehension runs its element and filters per item; the iterable of its first clause is evaluated once. */
const comprehension = (type: string) => ({ type, once: ['for_in_clause'], element: 'for_in_clause.left' });

export const functions: FunctionSyntax = {
  unit: 'function',
  functions: FUNCTION_TYPES,
  decisions: ['if_statement', 'elif_clause', 'for_statement', 'while_statement', 'except_clause', 'conditional_expression', 'case_clause', 'for_in_clause', 'if_clause'],
  cases: ['case_clause'],
  elseIf: ['elif_clause'],
  nesting: ['if_statement', 'for_statement', 'while_statement', 'try_statement', 'with_statement', 'match_statement'],
  comments: ['comment'],
  loops: [
    { type: 'for_statement', body: 'body', element: 'left' },
    { type: 'while_statement', once: ['alternative'] },
    ...['list_comprehension', 'set_comprehension', 'dictionary_comprehension', 'generator_expression'].map(comprehension),
  ],
  parameters: ['parameters'],
};

export const imports: ImportSyntax = {
  statements: ['import_statement', 'import_from_statement'],
  names: ['identifier'],
  bindings: (statement) => {
    if (statement.text.includes('*')) return undefined;
    const module = statement.childForFieldName('module_name');
    const names = statement.namedChildren
      .filter((child): child is Node => !!child && child.id !== module?.id && child.type !== 'comment')
      .map((child) => (child.type === 'aliased_import' ? child.childForFieldName('alias')?.text : child.text.split('.')[0]))
      .filter((name): name is string => !!name);
    return names.length > 0 ? { statement, names } : undefined;
  },
};

const SELF = new Set(['self', 'cls']);

function parameters(list: Node): Param[] {
  const params: Param[] = [];
  for (const child of namedChildrenOf(list)) {
    const name = child.type === 'identifier' ? child : child.childForFieldName('name') ?? (child.type === 'typed_parameter' ? namedChildrenOf(child)[0] : undefined);
    if (!name || name.type !== 'identifier' || SELF.has(name.text)) continue;
    params.push({ name: name.text, node: name, type: child.childForFieldName('type')?.text ?? '', modifiers: '' });
  }
  return params;
}

export const business: BusinessSyntax = {
  functions: ['function_definition'],
  identifiers: ['identifier'],
  members: { attribute: 'attribute' },
  memberObject: 'object',
  subscripts: { subscript: 'value' },
  subscriptKey: 'subscript',
  binary: 'binary_operator',
  comparisonChain: 'comparison_operator',
  unary: ['unary_operator'],
  transparent: ['parenthesized_expression', 'await'],
  conditional: ['conditional_expression'],
  conditionalTestChild: 1,
  call: 'call',
  integers: ['integer'],
  floats: ['float'],
  strings: ['string', 'concatenated_string'],
  assignments: [
    { type: 'assignment', left: 'left', right: 'right' },
    { type: 'augmented_assignment', left: 'left', right: 'right', operator: true },
  ],
  returns: 'return_statement',
  ifs: 'if_statement',
  switches: ['match_statement'],
  exits: ['return_statement', 'raise_statement', 'break_statement', 'continue_statement'],
  pairs: [['pair', 'key', 'value'], ['keyword_argument', 'name', 'value']],
  floatTypes: /^float$/,
  nan: { parsers: ['float'], checks: /\b(isnan|isfinite|isinf)\s*\(|(\w+)\s*!=\s*\2\b/ },
  tlsVersions: { settings: /^(minimum_version|maximum_version|ssl_version)$/, contexts: ['ssl.SSLContext', 'SSLContext', 'ssl.wrap_socket', 'wrap_socket'], weak: /(^|\.)(PROTOCOL_(TLSv1(_1)?|SSLv[23])|TLSVersion\.(TLSv1(_1)?|SSLv3))$/, mentions: /PROTOCOL_(TLSv1|SSLv)|TLSVersion\.(TLSv1|SSLv3)/ },
  floatTypeTokens: /\bfloat\b/g,
  floatConversions: ['float'],
  roundHalf: 'even',
  parameters,
  isPrivate: (_fn, name) => name.startsWith('_') && !/^__\w+__$/.test(name),
  numericTypes: /^(int|float|Decimal|decimal\.Decimal)?$/,
  // A docstring stays the first statement of its function.
  staysFirst: (statement) => statement.type === 'expression_statement' && statement.namedChild(0)?.type === 'string',
};
