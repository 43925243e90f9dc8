/**
 * The node types business rules read, per grammar, and small accessors over them, so one language-neutral analysis
 * serves JavaScript, TypeScript, Python, Go and Java.
 */
import type { BusinessSyntax } from '../../core/syntax-facts';
import type { FileContext } from '../../core/rule';
import type { Node } from '../../core/rule';
import { argumentExpression } from '../../core/call-parts';
import { childrenOf, fieldChildren, namedChildrenOf } from '../../core/syntax';

/** The business syntax of the file's language: undefined for a language the engine does not analyse. */
export function tableFor(file: FileContext): BusinessSyntax | undefined {
  return file.plugin?.syntax.business;
}

/** A number literal's value (`-1`, `1_000`, `2.5d`, `100L`), through unary minus and parentheses. */
export function numberValue(node: Node, table: BusinessSyntax): number | undefined {
  if (table.transparent.includes(node.type) && node.namedChildCount === 1) return numberValue(namedChildrenOf(node)[0]!, table);
  if (table.unary.includes(node.type)) {
    const operand = namedChildrenOf(node)[0];
    const sign = childrenOf(node)[0]?.text;
    const value = operand && (sign === '-' || sign === '+') ? numberValue(operand, table) : undefined;
    return value === undefined ? undefined : sign === '-' ? -value : value;
  }
  // `Decimal("50.00")`, `new BigDecimal("0.015")`: an exact decimal written as text.
  const decimal = isCall(node, table) ? callParts(node, table) : undefined;
  if (decimal && /^(Decimal|BigDecimal)$/.test(decimal.callee) && decimal.args.length === 1) {
    const text = stringContent(decimal.args[0]!, table);
    return text !== undefined && /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : undefined;
  }
  if (!isNumberLiteral(node, table)) return undefined;
  const text = node.text.replace(/_/g, '').replace(/[lLdDfF]$/, '');
  if (!/^(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(text)) return undefined;
  return Number(text);
}

export function isNumberLiteral(node: Node, table: BusinessSyntax): boolean {
  return node.type === 'number' || table.integers.includes(node.type) || table.floats.includes(node.type);
}

export function isFloatLiteral(node: Node, table: BusinessSyntax): boolean {
  if (table.floats.includes(node.type)) return !/^\d+$/.test(node.text);
  return node.type === 'number' && /^\d*\.\d|^\d+(\.\d*)?e-/i.test(node.text);
}

/**
 * A part of a node by the field the syntax table names, or by position where the grammar gives the part no field:
 * `#0` is the first named child (PHP's `$a['k']` and `'k' => v` have no fields).
 */
export function partOf(node: Node, field: string): Node | undefined {
  if (!field.startsWith('#')) return node.childForFieldName(field) ?? undefined;
  return namedChildrenOf(node).filter((child) => child.type !== 'comment')[Number(field.slice(1))];
}

/** The name a value is known by: an identifier, the last name of `a.b.c`, the subscripted value of `a[i]`. */
export function nameOf(node: Node, table: BusinessSyntax): string | undefined {
  if (table.identifiers.includes(node.type)) return node.text;
  const field = table.members[node.type];
  if (field) return partOf(node, field)?.text;
  const subscripted = table.subscripts[node.type];
  if (subscripted) {
    // `item["price_cents"]` is known by its key; `prices[i]` by its collection.
    const key = partOf(node, table.subscriptKey);
    const keyName = key && stringContent(key, table);
    if (keyName && /^[A-Za-z_]\w*$/.test(keyName)) return keyName;
    const object = partOf(node, subscripted);
    return object ? nameOf(object, table) : undefined;
  }
  if (node.type === 'expression_list' && node.namedChildCount === 1) return nameOf(namedChildrenOf(node)[0]!, table);
  return undefined;
}

export function isMember(node: Node, table: BusinessSyntax): boolean {
  return node.type in table.members || node.type in table.subscripts;
}

/** A string literal's content (dictionary keys, Decimal("0.01")). */
export function stringContent(node: Node, table: BusinessSyntax): string | undefined {
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

/** Every node type that is a call in the table's language. */
export function callTypes(table: BusinessSyntax): string[] {
  return [table.call, ...(table.methodCalls?.types ?? [])];
}

export function isCall(node: Node, table: BusinessSyntax): boolean {
  return node.type === table.call || (table.methodCalls?.types.includes(node.type) ?? false);
}

export function callParts(node: Node, table: BusinessSyntax): CallParts | undefined {
  if (!isCall(node, table)) return undefined;
  const argsNode = node.childForFieldName('arguments');
  const args = argsNode ? namedChildrenOf(argsNode).filter((arg) => arg.type !== 'comment').map(argumentExpression) : [];
  const fields = node.type === table.call ? table.callFields : table.methodCalls;
  if (fields) {
    return { callee: node.childForFieldName(fields.name)?.text ?? '', receiver: node.childForFieldName(fields.object) ?? undefined, args };
  }
  const fn = node.childForFieldName('function');
  if (!fn) return undefined;
  const member = table.members[fn.type];
  if (member) {
    const object = fn.childForFieldName(table.memberObject);
    return { callee: fn.childForFieldName(member)?.text ?? '', receiver: object ?? undefined, args };
  }
  return { callee: fn.text, receiver: undefined, args };
}

/** The value side of an assignment: its field, else the named child written after `=` (C#'s declarators have no field for it). */
export function valueSide(node: Node, field: string): Node | undefined {
  const value = node.childForFieldName(field);
  if (value) return value;
  let afterEquals = false;
  for (const child of childrenOf(node)) {
    if (afterEquals && child.isNamed && child.type !== 'comment') return child;
    if (child.type === '=') afterEquals = true;
  }
  return undefined;
}

export interface AssignmentParts {
  targets: Node[];
  values: Node[];
  /** `=` for plain assignments and declarations, else the compound operator without `=` (`+`, `-`, `*`). */
  operator: string;
}

export function assignmentParts(node: Node, table: BusinessSyntax): AssignmentParts | undefined {
  const shape = table.assignments.find((s) => s.type === node.type);
  if (!shape) return undefined;
  const unpack = (nodes: Node[]) =>
    nodes.flatMap((n) => (n.type === 'expression_list' || n.type === 'pattern_list' || n.type === 'tuple_pattern' ? namedChildrenOf(n) : [n]));
  const targets = unpack(fieldChildren(node, shape.left));
  const values = unpack(fieldChildren(node, shape.right));
  if (values.length === 0) values.push(...[valueSide(node, shape.right)].filter((v): v is Node => v !== undefined));
  const operatorText = shape.operator ? node.childForFieldName('operator')?.text ?? '=' : '=';
  return { targets, values, operator: operatorText === '=' || operatorText === ':=' ? '=' : operatorText.replace(/=$/, '') };
}

/** Operands and operators of a comparison: `a < b` → [a, '<', b]; Python's `0 <= a <= 1` → [0, '<=', a, '<=', 1]. */
export function comparisonParts(node: Node, table: BusinessSyntax): Array<{ left: Node; operator: string; right: Node }> {
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
