/** Ruby's syntax facts. */
import type { BusinessSyntax, CallSyntax, FunctionSyntax, ImportSyntax, Param } from '../../core/syntax-facts';
import type { Node } from '../../core/rule';
import { namedChildrenOf } from '../../core/syntax';
import { BLOCK_TYPES, FUNCTION_TYPES, METHOD_TYPES, isPrivateMethod } from './rules/context';
import { ENQUEUE } from './facts';

export const calls: CallSyntax = {
  calls: ['call'],
  names: ['identifier', 'constant', 'instance_variable', 'class_variable', 'global_variable', 'self'],
  receiver: ['receiver'],
  member: ['method'],
  callee: ['method'],
  arguments: 'arguments',
  // `run_query params[:q]` calls run_query as surely as `run_query(params[:q])` does.
  bareCalls: true,
  // A backtick command and a pattern with `#{…}` in it are sinks without a method name to find them by.
  sinkNodes: '[(subshell) (regex (interpolation))] @node',
  // A job enqueued runs its `perform` with the same arguments (calls.ts lowers the enqueue so).
  indirectCallers: { perform: [...ENQUEUE] },
};

export const functions: FunctionSyntax = {
  unit: 'method',
  functions: FUNCTION_TYPES,
  decisions: ['if', 'elsif', 'unless', 'while', 'until', 'for', 'when', 'in_clause', 'rescue', 'conditional', 'if_modifier', 'unless_modifier', 'while_modifier', 'until_modifier', 'rescue_modifier'],
  cases: ['when', 'in_clause'],
  elseIf: ['elsif'],
  // A `do … end` block is a level (an `each` loop, a transaction); a `{ … }` block is an inline expression.
  nesting: ['if', 'unless', 'while', 'until', 'for', 'case', 'case_match', 'begin', 'do_block'],
  comments: ['comment'],
  loops: [{ type: 'while' }, { type: 'until' }, { type: 'while_modifier' }, { type: 'until_modifier' }, { type: 'for', body: 'body', element: 'pattern' }],
  blocks: BLOCK_TYPES,
  parameters: ['parameters'],
};

/**
 * `require` and `require_relative` load code for its side effects and bind no names: none is ever judged unused, so
 * no statement is listed (listing `call` would only make the cleanup query every call of the file for nothing).
 */
export const imports: ImportSyntax = {
  statements: [],
  names: ['identifier', 'constant'],
  bindings: () => undefined,
};

/** A parameter's type as its default says (`quantity = 1` is an Integer); Ruby declares none. */
function typeOfDefault(value: Node | null): string {
  if (value?.type === 'integer') return 'Integer';
  if (value?.type === 'float') return 'Float';
  if (value?.type === 'string') return 'String';
  return '';
}

function parameters(list: Node): Param[] {
  const params: Param[] = [];
  for (const child of namedChildrenOf(list)) {
    const name = child.type === 'identifier' ? child : child.type === 'optional_parameter' || child.type === 'keyword_parameter' ? child.childForFieldName('name') : null;
    if (!name) continue;
    params.push({ name: name.text, node: name, type: typeOfDefault(child.childForFieldName('value')), modifiers: '' });
  }
  return params;
}

export const business: BusinessSyntax = {
  functions: METHOD_TYPES,
  // Constants (`TAX_RATE = 0.2`) name values as locals do; `@stock` is the object's field.
  identifiers: ['identifier', 'constant', 'instance_variable'],
  // `order.total` is a call without arguments: the name it reads is the method's.
  members: { call: 'method' },
  memberObject: 'receiver',
  subscripts: { element_reference: 'object' },
  // tree-sitter-ruby gives the key of `item[:price_cents]` no field: keyed names are not read.
  subscriptKey: 'key',
  binary: 'binary',
  unary: ['unary'],
  transparent: ['parenthesized_statements'],
  conditional: ['conditional'],
  call: 'call',
  callFields: { name: 'method', object: 'receiver' },
  integers: ['integer'],
  floats: ['float'],
  strings: ['string'],
  assignments: [
    { type: 'assignment', left: 'left', right: 'right' },
    { type: 'operator_assignment', left: 'left', right: 'right', operator: true },
  ],
  returns: 'return',
  ifs: 'if',
  switches: ['case'],
  exits: ['return', 'break', 'next', 'redo', 'retry'],
  pairs: [['pair', 'key', 'value']],
  floatTypes: /^Float$/,
  tlsVersions: { settings: /^(ssl_version|min_version|max_version)$/, weak: /^:?(TLSv1|TLSv1_1|SSLv3|SSLv2|TLS1|TLS1_1)$|(^|::)(TLS1_VERSION|TLS1_1_VERSION|SSL3_VERSION|SSL2_VERSION)$|^['"](TLSv1|TLSv1_1|SSLv3)['"]$/, mentions: /TLSv1\b|TLSv1_1|SSLv[23]|TLS1(_1)?(_VERSION)?\b|SSL3_VERSION/ },
  floatTypeTokens: /\bFloat\b|\bto_f\b/g,
  floatConversions: ['Float', 'to_f'],
  // Float#round and BigDecimal's default mode round half away from zero.
  roundHalf: 'up',
  parameters,
  isPrivate: (fn) => isPrivateMethod(fn),
  // Untyped parameters qualify; one whose default is text does not.
  numericTypes: /^(Integer|Float|BigDecimal|Numeric)?$/,
};
