/** C#'s syntax facts: what the language-neutral parts of the engine read about its grammar. */
import type { BusinessSyntax, CallSyntax, FunctionSyntax, ImportSyntax, Param } from '../../core/syntax-facts';
import type { Node } from '../../core/rule';
import { namedChildrenOf } from '../../core/syntax';

/** Node types that start a function, method, accessor or lambda with a body. */
export const FUNCTION_TYPES = [
  'method_declaration', 'constructor_declaration', 'destructor_declaration', 'operator_declaration', 'conversion_operator_declaration',
  'local_function_statement', 'lambda_expression', 'anonymous_method_expression', 'accessor_declaration',
];

export const LOOP_TYPES = ['for_statement', 'foreach_statement', 'while_statement', 'do_statement'];

export const calls: CallSyntax = {
  calls: ['invocation_expression', 'object_creation_expression', 'implicit_object_creation_expression'],
  names: ['identifier', 'member_access_expression', 'interpolated_string_expression', 'element_access_expression'],
  receiver: ['function', 'expression'],
  member: ['function', 'name'],
  callee: ['function'],
  constructors: { types: ['object_creation_expression'], type: 'type' },
  arguments: 'arguments',
};

export const functions: FunctionSyntax = {
  unit: 'method',
  functions: FUNCTION_TYPES,
  decisions: ['if_statement', 'for_statement', 'foreach_statement', 'while_statement', 'do_statement', 'catch_clause', 'conditional_expression', 'switch_section', 'switch_expression_arm'],
  cases: ['switch_section', 'switch_expression_arm'],
  nesting: ['if_statement', 'for_statement', 'foreach_statement', 'while_statement', 'do_statement', 'try_statement', 'switch_statement', 'switch_expression', 'using_statement', 'lock_statement'],
  comments: ['comment'],
  loops: [{ type: 'for_statement', once: ['initializer'] }, { type: 'foreach_statement', body: 'body', element: 'left' }, { type: 'while_statement' }, { type: 'do_statement' }],
  parameters: ['parameters'],
};

export const imports: ImportSyntax = {
  statements: ['using_directive'],
  names: ['identifier'],
  // A `using` brings in a whole namespace (extension methods included): whether it is still used cannot be read
  // off the names of the file, so none is ever removed. An alias is judged by its name.
  bindings: (statement) => {
    const alias = statement.childForFieldName('name');
    return alias ? { statement, names: [alias.text] } : undefined;
  },
};

function parameters(list: Node): Param[] {
  const params: Param[] = [];
  for (const parameter of namedChildrenOf(list)) {
    const name = parameter.childForFieldName('name');
    if (parameter.type !== 'parameter' || !name) continue;
    const modifiers = namedChildrenOf(parameter).filter((c) => c.type === 'attribute_list' || c.type === 'modifier').map((c) => c.text).join(' ');
    params.push({ name: name.text, node: name, type: parameter.childForFieldName('type')?.text ?? '', modifiers });
  }
  return params;
}

const VISIBLE = /^(public|internal|protected)$/;

export const business: BusinessSyntax = {
  functions: ['method_declaration', 'constructor_declaration', 'local_function_statement'],
  identifiers: ['identifier'],
  members: { member_access_expression: 'name' },
  memberObject: 'expression',
  subscripts: { element_access_expression: 'expression' },
  subscriptKey: 'subscript',
  binary: 'binary_expression',
  unary: ['prefix_unary_expression', 'unary_expression'],
  transparent: ['parenthesized_expression', 'cast_expression', 'await_expression', 'checked_expression'],
  conditional: ['conditional_expression'],
  call: 'invocation_expression',
  integers: ['integer_literal'],
  floats: ['real_literal'],
  strings: ['string_literal', 'verbatim_string_literal', 'raw_string_literal'],
  assignments: [
    { type: 'variable_declarator', left: 'name', right: 'value' },
    { type: 'assignment_expression', left: 'left', right: 'right', operator: true },
  ],
  returns: 'return_statement',
  ifs: 'if_statement',
  switches: ['switch_body'],
  exits: ['return_statement', 'throw_statement', 'break_statement', 'continue_statement'],
  pairs: [],
  // Money in binary floating point; `decimal` is the type for it.
  floatTypes: /^(double|float|Double|Single)\??$/,
  nan: { parsers: ['double.Parse', 'Double.Parse', 'float.Parse', 'Single.Parse', 'Convert.ToDouble', 'Convert.ToSingle'], checks: /\b(IsNaN|IsFinite|IsInfinity|IsNegativeInfinity|IsPositiveInfinity)\s*\(|(\w+)\s*!=\s*\2\b/ },
  tlsVersions: { settings: /^(SecurityProtocol|SslProtocols|EnabledSslProtocols)$/, weak: /\b(SecurityProtocolType|SslProtocols)\.(Ssl2|Ssl3|Tls|Tls11)(?!\w)/, mentions: /\b(SecurityProtocolType|SslProtocols)\.(Ssl|Tls\b|Tls11)/ },
  floatTypeTokens: /\b(?:double|float|Double|Single)\b/g,
  roundHalf: 'even',
  parameters,
  // C# members are private unless they say otherwise.
  isPrivate: (fn) => !namedChildrenOf(fn).some((c) => c.type === 'modifier' && VISIBLE.test(c.text)) || namedChildrenOf(fn).some((c) => c.type === 'modifier' && c.text === 'private'),
  numericTypes: /^(int|long|short|byte|sbyte|uint|ulong|ushort|decimal|double|float|Int32|Int64|Int16|Decimal|Double|Single)\??$/,
};
