/**
 * Money split by integer division: `total_cents // people`, `Math.floor(amountCents / n)`, `amountCents / parts`
 * on Java/Go/C#/Ruby integers, `intdiv()`. Each share is rounded down and the remainder cents are lost (a bill of
 * 1000 cents split three ways charges 999), unless the function also works out the remainder (`%`, divmod, the
 * total less the shares) and hands it out.
 */
import type { Detection, FileContext, Node } from '../../core/rule';
import { binaryParts, callParts, isCall, isMember, nameOf, numberValue, tableFor } from './grammar';
import type { BusinessSyntax } from '../../core/syntax-facts';
import { functionsMatching, identifiersIn, modelOf, sourceOf, type FunctionModel } from './model';
import { isMinorUnitName, isMoneyName, wordsOf } from './names';
import { descendantsOf, namedChildrenOf } from '../../core/syntax';

/** Languages where `/` between integers is integer division. */
const INTEGER_SLASH = new Set(['java', 'go', 'csharp', 'ruby']);

/** Divisors that split among people or periods, not unit conversions (`/ 100` turns cents into dollars). */
const SPLIT_WORDS = new Set(['n', 'count', 'people', 'person', 'persons', 'guests', 'guest', 'parts', 'part', 'ways', 'shares', 'share', 'splits', 'split',
  'instalments', 'installments', 'instalment', 'installment', 'months', 'periods', 'payments', 'members', 'participants', 'recipients', 'payees',
  'diners', 'seats', 'heads', 'len', 'length', 'size', 'number', 'num', 'parties', 'tenants', 'owners', 'employees', 'workers', 'weeks', 'days']);

const FLOORS = /^(floor|trunc|floorDiv|intdiv|Floor|Truncate|floor_divide|div)$/;

const REMAINDER_WORDS = /remainder|leftover|rest\b|residual|extra|penny|pennies|odd|surplus|carry|last|adjust/i;

function moneyName(node: Node, table: BusinessSyntax): string | undefined {
  if (table.transparent.includes(node.type) && node.namedChildCount === 1) return moneyName(namedChildrenOf(node)[0]!, table);
  const name = table.identifiers.includes(node.type) || isMember(node, table) ? nameOf(node, table) : undefined;
  return name && isMoneyName(name) ? name : undefined;
}

/** Integer conversions a divisor may be wrapped in (`int64(len(parts))`, `(long) count`). */
const INTEGER_CONVERSIONS = /^(int|int32|int64|uint|uint32|uint64|long|Long|toLong|toInt|intval|BigInt|Number)$/;

function splitDivisor(node: Node, table: BusinessSyntax): boolean {
  if (numberValue(node, table) !== undefined) return false;
  const conversion = callParts(node, table);
  if (conversion && INTEGER_CONVERSIONS.test(conversion.callee) && conversion.args.length === 1) return splitDivisor(conversion.args[0]!, table);
  if (node.type === 'cast_expression' && node.namedChildCount > 0) return splitDivisor(node.namedChild(node.namedChildCount - 1)!, table);
  const name = nameOf(node, table) ?? (callParts(node, table)?.callee === 'len' ? 'len' : undefined);
  if (name) return wordsOf(name).some((w) => SPLIT_WORDS.has(w)) || /^(n|k|count|parts)$/i.test(name);
  const call = callParts(node, table);
  return !!call && /^(len|size|count|length)$/i.test(call.callee);
}

/** A division of money among a count that rounds the share down: the operator node, and the money's name. */
function flooredSplit(node: Node, model: FunctionModel, language: string): { node: Node; money: string } | undefined {
  const table = model.table;
  const parts = binaryParts(node);
  if (!parts) return undefined;
  const { left, right, operator } = parts;
  if (operator !== '//' && operator !== '/') return undefined;
  const money = moneyName(left, table);
  if (!money || !splitDivisor(right, table)) return undefined;
  if (operator === '//') return { node, money };
  // `/` floors only on integers: minor units in a language whose `/` is integer division, or under floor()/int().
  if (INTEGER_SLASH.has(language) && isMinorUnitName(money)) return { node, money };
  let up = node.parent;
  while (up && table.transparent.includes(up.type)) up = up.parent;
  if (up?.type === 'arguments' || up?.type === 'argument_list') up = up.parent;
  const call = up ? callParts(up, table) : undefined;
  if (call && (FLOORS.test(call.callee) || call.callee === 'int' || call.callee === 'parseInt')) return { node: up!, money };
  return undefined;
}

/** `intdiv($totalCents, $people)`, `Math.floorDiv(cents, n)`, Ruby's `total_cents.div(n)`. */
function flooredCall(node: Node, table: BusinessSyntax): { node: Node; money: string } | undefined {
  const call = callParts(node, table);
  if (!call || !/^(intdiv|floorDiv|floor_divide|div)$/.test(call.callee)) return undefined;
  const [dividend, divisor] = call.callee === 'div' && call.receiver ? [call.receiver, call.args[0]] : call.args;
  const money = dividend && moneyName(dividend, table);
  return money && divisor && splitDivisor(divisor, table) ? { node, money } : undefined;
}

/** Whether the function also works out what the floored shares leave over. */
function keepsRemainder(file: FileContext, model: FunctionModel, money: string): boolean {
  const table = model.table;
  if (descendantsOf(model.node, [table.binary]).some((node) => /^(%|mod)$/.test(node.childForFieldName('operator')?.text ?? ''))) return true;
  if (model.calls.some((call) => /^(divmod|remainder|Rem|DivRem|fmod|modulo|mod|floorMod|divrem)$/i.test(callParts(call, table)?.callee ?? ''))) return true;
  if (identifiersIn(model.node, table).some((name) => REMAINDER_WORDS.test(name))) return true;
  // `total - share * n`: the shares subtracted from the total leave the remainder.
  return model.arithmetic.some((node) => {
    const parts = binaryParts(node);
    return parts?.operator === '-' && sourceOf(file, parts.left).includes(money) && /\*/.test(sourceOf(file, parts.right));
  });
}

export function remainderLost(file: FileContext): Detection[] {
  const table = tableFor(file);
  if (!table || !file.language) return [];
  const language = file.language;
  const detections: Detection[] = [];
  for (const fn of functionsMatching(file, /\/|intdiv|floor|div/)) {
    const model = modelOf(file, fn);
    for (const node of [...model.arithmetic, ...model.calls]) {
      const split = isCall(node, table) ? flooredCall(node, table) : flooredSplit(node, model, language);
      if (!split || keepsRemainder(file, model, split.money)) continue;
      detections.push({
        start: split.node.startIndex, end: split.node.endIndex,
        title: `Splitting \`${split.money}\` drops the remainder cents`,
        description: `\`${sourceOf(file, split.node)}\` rounds each share down, and nothing in this function hands out what is left: 1000 cents split 3 ways gives 333 each, and 1 cent is lost (999 charged or paid out). Work out the remainder (\`%\` or divmod) and add it to one share, or allocate the cents one by one.`,
      });
      break;
    }
  }
  return detections;
}
