/**
 * Numbers that names outside any function stand for (`TAX_RATE = 0.2`, `Decimal("0.20")`,
 * `new BigDecimal("0.20")`), so ordering findings can show the code's own rates in their worked examples.
 */
import type { FileContext, Node } from '../../core/rule';
import { memoized } from '../../core/rule';
import { namedChildrenOf } from '../../core/syntax';
import { callParts, numberValue, stringContent, tableFor } from './grammar';
import type { BusinessSyntax } from '../../core/syntax-facts';

/** Constructors and factories that wrap a number without changing it. */
const WRAPPERS = /^(Decimal|BigDecimal|valueOf|NewFromFloat|RequireFromString|NewFromString|Number|float|parseFloat)$/;

/** The number an initialiser states: a literal, or a decimal type built from one. */
function numberIn(node: Node, table: BusinessSyntax): number | undefined {
  const literal = numberValue(node, table);
  if (literal !== undefined) return literal;
  const call = callParts(node, table);
  const created = node.type === 'new_expression' || node.type === 'object_creation_expression';
  const name = call?.callee ?? (created ? (node.childForFieldName('constructor') ?? node.childForFieldName('type'))?.text : undefined);
  const argsNode = call ? undefined : node.childForFieldName('arguments');
  const args = call?.args ?? (argsNode ? namedChildrenOf(argsNode) : []);
  if (!name || !WRAPPERS.test(name.replace(/^.*\./, '')) || args.length !== 1) return undefined;
  const text = stringContent(args[0]!, table);
  if (text !== undefined) return /^-?(\d+\.?\d*|\.\d+)$/.test(text) ? Number(text) : undefined;
  return numberValue(args[0]!, table);
}

/** `name = <value>` at this identifier, outside every function: the value node. */
function definedValue(name: Node, table: BusinessSyntax): Node | undefined {
  const holder = name.parent;
  if (!holder) return undefined;
  const isTarget = (holder.childForFieldName('name') ?? holder.childForFieldName('left'))?.id === name.id;
  let value = isTarget ? holder.childForFieldName('value') ?? holder.childForFieldName('right') : undefined;
  if (value?.type === 'expression_list') value = value.namedChildCount === 1 ? namedChildrenOf(value)[0] : undefined;
  for (let up: Node | null = holder; value && up; up = up.parent) if (table.functions.includes(up.type)) return undefined;
  return value ?? undefined;
}

/** Resolves names to the number they are defined as, when every definition outside functions agrees on one. */
export function constantsOf(file: FileContext): (name: string) => number | undefined {
  const known = memoized(file, 'business.constants', () => new Map<string, number | undefined>());
  return (name) => {
    if (known.has(name)) return known.get(name);
    const table = tableFor(file);
    const root = file.tree?.rootNode;
    let found: number | undefined;
    let conflict = false;
    if (table && root && /^[A-Za-z_]\w*$/.test(name)) {
      for (const match of file.code.matchAll(new RegExp(`\\b${name}\\b`, 'g'))) {
        const node = root.namedDescendantForIndex(match.index, match.index + name.length);
        if (!node || node.startIndex !== match.index || !table.identifiers.includes(node.type)) continue;
        const value = definedValue(node, table);
        const number = value && numberIn(value, table);
        if (value && number === undefined) conflict = true;
        else if (number !== undefined && found !== undefined && number !== found) conflict = true;
        else if (number !== undefined) found = number;
      }
    }
    const result = conflict ? undefined : found;
    known.set(name, result);
    return result;
  };
}
