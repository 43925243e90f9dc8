/**
 * Money held in binary floating point: amounts computed with float literals or float constants, converted with
 * Python's float(), or declared double/float64/float. Integer minor units and decimal types are left alone.
 */
import type { Detection, FileContext, Node } from '../../core/rule';
import { queryNodes } from '../../core/query';
import { namedChildrenOf } from '../../core/syntax';
import { businessIndex } from './scan-index';
import { ARITHMETIC, binaryParts, callParts, isMember, nameOf, stringContent, tableFor } from './grammar';
import type { BusinessSyntax } from '../../core/syntax-facts';
import { isMinorUnitName, isMoneyName } from './names';

/** Conversions that keep the amount: `float64(bill)`, `Number(price)`. */
const CONVERSIONS = /^(float64|float32|float|Number|parseFloat|double|valueOf)$/;

const isFloatMoney = (name: string | undefined): name is string => !!name && isMoneyName(name) && !isMinorUnitName(name);

/** The money name an operand computes with (`price`, `order.total`, `(price + shipping)`), if any. */
function moneyIn(node: Node, table: BusinessSyntax): string | undefined {
  if (table.transparent.includes(node.type) && node.namedChildCount === 1) return moneyIn(namedChildrenOf(node)[0]!, table);
  if (table.identifiers.includes(node.type) || isMember(node, table)) {
    const name = nameOf(node, table);
    return isFloatMoney(name) ? name : undefined;
  }
  const call = callParts(node, table);
  if (call) return CONVERSIONS.test(call.callee) && call.args.length === 1 ? moneyIn(call.args[0]!, table) : undefined;
  const parts = node.type === table.binary ? binaryParts(node) : undefined;
  if (!parts || !ARITHMETIC.has(parts.operator)) return undefined;
  // `done / total` is a ratio, not money.
  return moneyIn(parts.left, table) ?? (parts.operator === '/' ? undefined : moneyIn(parts.right, table));
}

/** The money name of float()'s argument: `price`, `order.total`, `form["price"]`. */
function convertedName(arg: Node, table: BusinessSyntax): string | undefined {
  if (arg.type === 'subscript') {
    const key = arg.childForFieldName('subscript');
    return key ? stringContent(key, table) : undefined;
  }
  return table.identifiers.includes(arg.type) || isMember(arg, table) ? nameOf(arg, table) : undefined;
}

/** Climbs from a float operand through the arithmetic around it to the operation that meets a money value. */
function moneyOperation(float: Node, table: BusinessSyntax): { node: Node; money: string } | undefined {
  let node = float;
  for (let depth = 0; depth < 5; depth++) {
    const parent = node.parent;
    if (!parent) return undefined;
    if (table.transparent.includes(parent.type) || table.unary.includes(parent.type)) {
      node = parent;
      continue;
    }
    const parts = parent.type === table.binary ? binaryParts(parent) : undefined;
    if (!parts || !ARITHMETIC.has(parts.operator)) return undefined;
    const other = parts.left.id === node.id ? parts.right : parts.left;
    const money = moneyIn(other, table);
    if (money) return { node: parent, money };
    node = parent;
  }
  return undefined;
}

interface Hit {
  node: Node;
  money: string;
  title: string;
  description: string;
}

export function floatMoney(file: FileContext): Detection[] {
  const table = tableFor(file);
  const root = file.tree?.rootNode;
  if (!table || !root) return [];
  const index = businessIndex(file);
  const hits: Hit[] = [];
  const floatConstants = new Set<string>();
  for (const { name, value } of index.constants) {
    if (isFloatMoney(name.text)) {
      hits.push({ node: name.parent ?? name, money: name.text, title: 'Money held in binary floating point',
        description: `\`${name.text}\` holds money as the binary float \`${value.text}\`; most cent values have no exact binary representation, so sums drift (0.1 + 0.2 != 0.3).` });
    } else floatConstants.add(name.text);
  }
  const operands = [...index.floats];
  if (floatConstants.size > 0) {
    // Uses of rate constants (`price * (1 + TAX_RATE)`), found by one narrow query for exactly those names.
    const names = [...floatConstants].sort().map((n) => JSON.stringify(n)).join(' ');
    operands.push(...queryNodes(file, `([${table.identifiers.map((type) => `(${type})`).join(' ')}] @node (#any-of? @node ${names}))`));
  }
  for (const operand of operands) {
    const found = moneyOperation(operand, table);
    if (found) {
      hits.push({ ...found, title: 'Money calculated in binary floating point',
        description: `\`${shorten(found.node.text)}\` computes the money value \`${found.money}\` with the binary float \`${operand.text}\`; most cent values have no exact binary representation, so amounts drift by fractions of a cent.` });
    }
  }
  for (const { node, name, type } of index.declarations) {
    if (!isFloatMoney(name.text)) continue;
    hits.push({ node, money: name.text, title: 'Money held in binary floating point',
      description: `\`${name.text}\` is declared \`${type.text}\`, a binary floating-point type: most cent values have no exact representation, so sums and comparisons of amounts go wrong by fractions of a cent.` });
  }
  for (const { node, converted, target } of index.conversions) {
    const money = target ? target.text : converted && convertedName(converted, table);
    if (!isFloatMoney(money)) continue;
    hits.push({ node, money, title: 'Money converted to binary floating point',
      description: `\`${shorten(node.text)}\` turns the amount \`${money}\` into a binary float, which cannot hold most cent values exactly; use Decimal or integer cents.` });
  }
  return onePerValue(hits, table).map(({ node, title, description }) => ({ start: node.startIndex, end: node.endIndex, title, description }));
}

const shorten = (text: string) => (text.length > 50 ? `${text.slice(0, 47)}...` : text);

/** One finding per money value and function (or file, for fields): the first place it meets a float. */
function onePerValue(hits: readonly Hit[], table: BusinessSyntax): Hit[] {
  const seen = new Set<string>();
  return [...hits].sort((a, b) => a.node.startIndex - b.node.startIndex).filter((hit) => {
    let scope: Node | null = hit.node;
    for (let depth = 0; scope && !table.functions.includes(scope.type) && depth < 30; depth++) scope = scope.parent;
    const key = `${scope && table.functions.includes(scope.type) ? scope.id : 'file'}:${hit.money}`;
    const line = `line:${hit.node.startPosition.row}`;
    if (seen.has(key) || seen.has(line)) return false;
    seen.add(key);
    seen.add(line);
    return true;
  });
}
