/**
 * The node types business rules read, per grammar, and small accessors over them, so one language-neutral analysis
 * serves JavaScript, TypeScript, Python, Go and Java.
 */
import type { Language } from '../../../contract';
import type { Node } from '../../core/rule';
import { childrenOf, fieldChildren, namedChildrenOf } from '../../core/syntax';

/** A node type that assigns: where its targets and values are, and whether it carries an operator (`+=`). */
interface AssignmentShape {
  type: string;
  left: string;
  right: string;
  /** The operator is a field (`operator`) of the node; absent means a plain `=`. */
  operator?: boolean;
}

export interface GrammarTable {
  language: 'javascript' | 'python' | 'go' | 'java';
  functions: readonly string[];
  identifiers: readonly string[];
  /** Member access type → field of the accessed name (`a.b`). */
  members: Readonly<Record<string, string>>;
  /** Subscript type → field of the subscripted value (`a[i]`). */
  subscripts: Readonly<Record<string, string>>;
  binary: string;
  /** Python's `a < b <= c`; elsewhere comparisons are binary expressions. */
  comparisonChain?: string;
  unary: readonly string[];
  /** Wrappers whose value is their (last) named child: parentheses, await, casts, type assertions. */
  transparent: readonly string[];
  conditional: readonly string[];
  call: string;
  integers: readonly string[];
  floats: readonly string[];
  strings: readonly string[];
  assignments: readonly AssignmentShape[];
  returns: string;
  ifs: string;
  /** Containers whose children are alternative cases (switch bodies). */
  switches: readonly string[];
  /** Statements after which a branch does not continue. */
  exits: readonly string[];
  /** Object/dict/struct literal entries: [type, key field, value field]. */
  pairs: ReadonlyArray<readonly [string, string, string]>;
  /** Type names of binary floating point. */
  floatTypes: RegExp;
}

const JS: GrammarTable = {
  language: 'javascript',
  functions: ['function_declaration', 'function_expression', 'arrow_function', 'method_definition', 'generator_function_declaration', 'generator_function'],
  identifiers: ['identifier', 'property_identifier', 'shorthand_property_identifier', 'private_property_identifier'],
  members: { member_expression: 'property' },
  subscripts: { subscript_expression: 'object' },
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
};

const TABLES: Readonly<Record<GrammarTable['language'], GrammarTable>> = {
  javascript: JS,
  python: {
    language: 'python',
    functions: ['function_definition'],
    identifiers: ['identifier'],
    members: { attribute: 'attribute' },
    subscripts: { subscript: 'value' },
    binary: 'binary_operator',
    comparisonChain: 'comparison_operator',
    unary: ['unary_operator'],
    transparent: ['parenthesized_expression', 'await'],
    conditional: ['conditional_expression'],
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
  },
  go: {
    language: 'go',
    functions: ['function_declaration', 'method_declaration', 'func_literal'],
    identifiers: ['identifier', 'field_identifier'],
    members: { selector_expression: 'field' },
    subscripts: { index_expression: 'operand' },
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
  },
  java: {
    language: 'java',
    functions: ['method_declaration', 'constructor_declaration'],
    identifiers: ['identifier'],
    members: { field_access: 'field' },
    subscripts: { array_access: 'array' },
    binary: 'binary_expression',
    unary: ['unary_expression'],
    transparent: ['parenthesized_expression', 'cast_expression'],
    conditional: ['ternary_expression'],
    call: 'method_invocation',
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
  },
};

export function tableFor(language: Language | undefined): GrammarTable | undefined {
  if (language === 'javascript' || language === 'typescript') return TABLES.javascript;
  if (language === 'python' || language === 'go' || language === 'java') return TABLES[language];
  return undefined;
}

/** A number literal's value (`-1`, `1_000`, `2.5d`, `100L`), through unary minus and parentheses. */
export function numberValue(node: Node, table: GrammarTable): number | undefined {
  if (table.transparent.includes(node.type) && node.namedChildCount === 1) return numberValue(namedChildrenOf(node)[0]!, table);
  if (table.unary.includes(node.type)) {
    const operand = namedChildrenOf(node)[0];
    const sign = childrenOf(node)[0]?.text;
    const value = operand && (sign === '-' || sign === '+') ? numberValue(operand, table) : undefined;
    return value === undefined ? undefined : sign === '-' ? -value : value;
  }
  if (!isNumberLiteral(node, table)) return undefined;
  const text = node.text.replace(/_/g, '').replace(/[lLdDfF]$/, '');
  if (!/^(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(text)) return undefined;
  return Number(text);
}

export function isNumberLiteral(node: Node, table: GrammarTable): boolean {
  return node.type === 'number' || table.integers.includes(node.type) || table.floats.includes(node.type);
}

export function isFloatLiteral(node: Node, table: GrammarTable): boolean {
  if (table.floats.includes(node.type)) return !/^\d+$/.test(node.text);
  return node.type === 'number' && /^\d*\.\d|^\d+(\.\d*)?e-/i.test(node.text);
}

/** The name a value is known by: an identifier, the last name of `a.b.c`, the subscripted value of `a[i]`. */
export function nameOf(node: Node, table: GrammarTable): string | undefined {
  if (table.identifiers.includes(node.type)) return node.text;
  const field = table.members[node.type];
  if (field) return node.childForFieldName(field)?.text;
  const subscripted = table.subscripts[node.type];
  if (subscripted) {
    // `item["price_cents"]` is known by its key; `prices[i]` by its collection.
    const key = node.childForFieldName(table.language === 'python' ? 'subscript' : 'index');
    const keyName = key && stringContent(key, table);
    if (keyName && /^[A-Za-z_]\w*$/.test(keyName)) return keyName;
    const object = node.childForFieldName(subscripted);
    return object ? nameOf(object, table) : undefined;
  }
  if (node.type === 'expression_list' && node.namedChildCount === 1) return nameOf(namedChildrenOf(node)[0]!, table);
  return undefined;
}

export function isMember(node: Node, table: GrammarTable): boolean {
  return node.type in table.members || node.type in table.subscripts;
}

/** A string literal's content (dictionary keys, Decimal("0.01")). */
export function stringContent(node: Node, table: GrammarTable): string | undefined {
  if (!table.strings.includes(node.type)) return undefined;
  return node.text.replace(/^[a-zA-Z]*("""|'''|["'`])/, '').replace(/("""|'''|["'`])$/, '');
}

export interface CallParts {
  /** The last name of the callee: `round`, `setScale`, `Round`. */
  callee: string;
  /** `a` of `a.b(...)`. */
  receiver: Node | undefined;
  args: Node[];
}

export function callParts(node: Node, table: GrammarTable): CallParts | undefined {
  if (node.type !== table.call) return undefined;
  const argsNode = node.childForFieldName('arguments');
  const args = argsNode ? namedChildrenOf(argsNode).filter((arg) => arg.type !== 'comment') : [];
  if (table.language === 'java') {
    return { callee: node.childForFieldName('name')?.text ?? '', receiver: node.childForFieldName('object') ?? undefined, args };
  }
  const fn = node.childForFieldName('function');
  if (!fn) return undefined;
  const member = table.members[fn.type];
  if (member) {
    const object = fn.childForFieldName(table.language === 'go' ? 'operand' : 'object');
    return { callee: fn.childForFieldName(member)?.text ?? '', receiver: object ?? undefined, args };
  }
  return { callee: fn.text, receiver: undefined, args };
}

export interface AssignmentParts {
  targets: Node[];
  values: Node[];
  /** `=` for plain assignments and declarations, else the compound operator without `=` (`+`, `-`, `*`). */
  operator: string;
}

export function assignmentParts(node: Node, table: GrammarTable): AssignmentParts | undefined {
  const shape = table.assignments.find((s) => s.type === node.type);
  if (!shape) return undefined;
  const unpack = (nodes: Node[]) =>
    nodes.flatMap((n) => (n.type === 'expression_list' || n.type === 'pattern_list' || n.type === 'tuple_pattern' ? namedChildrenOf(n) : [n]));
  const targets = unpack(fieldChildren(node, shape.left));
  const values = unpack(fieldChildren(node, shape.right));
  const operatorText = shape.operator ? node.childForFieldName('operator')?.text ?? '=' : '=';
  return { targets, values, operator: operatorText === '=' || operatorText === ':=' ? '=' : operatorText.replace(/=$/, '') };
}

/** Operands and operators of a comparison: `a < b` → [a, '<', b]; Python's `0 <= a <= 1` → [0, '<=', a, '<=', 1]. */
export function comparisonParts(node: Node, table: GrammarTable): Array<{ left: Node; operator: string; right: Node }> {
  if (node.type === table.comparisonChain) {
    const parts: Array<{ left: Node; operator: string; right: Node }> = [];
    let left: Node | undefined;
    let operator: string | undefined;
    for (const child of childrenOf(node)) {
      if (!child.isNamed) operator = child.text;
      else {
        if (left && operator) parts.push({ left, operator, right: child });
        left = child;
      }
    }
    return parts;
  }
  const operator = node.childForFieldName('operator')?.text ?? '';
  const left = node.childForFieldName('left');
  const right = node.childForFieldName('right');
  return left && right && /^[<>]=?$/.test(operator) ? [{ left, operator, right }] : [];
}

export function binaryParts(node: Node): { left: Node; operator: string; right: Node } | undefined {
  const left = node.childForFieldName('left');
  const right = node.childForFieldName('right');
  const operator = node.childForFieldName('operator')?.text;
  return left && right && operator ? { left, operator, right } : undefined;
}

export const ARITHMETIC = new Set(['+', '-', '*', '/', '//', '**']);
