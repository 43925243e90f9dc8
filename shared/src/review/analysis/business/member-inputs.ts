/**
 * Bounded quantities kept in the fields of a request or command object: `cmd.amountCents()` in `transfer(cmd)`,
 * `$request->quantity`, `dto.discountPercent`, `req.Quantity` of a bound gin request. A rule on the quantity must be
 * enforced on that read as on a parameter of the same name.
 */
import type { FileContext, Node } from '../../core/rule';
import { descendantsOf } from '../../core/syntax';
import type { BoundRule } from './context-bounds';
import { normalise } from './context-bounds';
import { callParts, isCall, partOf, tableFor } from './grammar';
import { enclosingTypeNames, functionName, functionNodes, isPrivateFunction } from './model';
import { isAmountName, isMoneyName, isPercentageName, isQuantityName, wordsOf } from './names';

export interface MemberRead {
  fn: Node;
  /** The field's name, as `cmd.<name>` reads it. */
  name: string;
}

const OWN = /^(self|this|\$this)\b/;

/** Words that say only what kind of value a field is, not what it is for (`amountCents`, `qty`, `percent`). */
const GENERIC = new Set(['amount', 'value', 'sum', 'quantity', 'qty', 'units', 'percent', 'percentage', 'pct', 'bps', 'rate', 'cents', 'cent', 'minor', 'requested', 'major', 'in', 'dollars', 'total']);

/**
 * Whether a field's name is the kind of value the rule bounds (money for a money limit, a share for a percentage)
 * and says nothing else: `amountCents` in `TransferService` is the transfer, `leaseCents` is not.
 */
function isKindOf(name: string, rule: BoundRule): boolean {
  if (!wordsOf(name).map(normalise).every((w) => GENERIC.has(w) || w === rule.subject)) return false;
  if (rule.percent) return isPercentageName(name);
  if (rule.major) return isMoneyName(name) || isAmountName(name);
  return rule.subject === 'quantity' ? isQuantityName(name) : isAmountName(name) || isMoneyName(name) || isQuantityName(name);
}

/** Fields read off another object in public functions, named for the rule's subject or sitting in a function or type named for it. */
export function memberReads(file: FileContext, rule: BoundRule, namesSubject: (name: string, fnName: string) => boolean): MemberRead[] {
  const table = tableFor(file);
  if (!table) return [];
  const memberTypes = Object.keys(table.members);
  const found = new Map<string, MemberRead>();
  for (const fn of functionNodes(file)) {
    if (isPrivateFunction(fn, table)) continue;
    const fnName = functionName(fn);
    const around = [fnName, ...enclosingTypeNames(fn)].flatMap((n) => wordsOf(n).map(normalise));
    for (const node of descendantsOf(fn, [...new Set([...memberTypes, ...(table.methodCalls?.types ?? []), table.call])])) {
      const call = isCall(node, table) ? callParts(node, table) : undefined;
      const field = table.members[node.type];
      const name = call ? (call.args.length === 0 && call.receiver ? call.callee : undefined) : field ? partOf(node, field)?.text : undefined;
      const object = call ? call.receiver : field ? node.childForFieldName(table.memberObject) ?? undefined : undefined;
      if (!name || !object || OWN.test(object.text) || found.has(`${fn.id}:${name}`)) continue;
      const receiverWords = wordsOf(object.text).map(normalise);
      const named = namesSubject(name, fnName);
      if (!named && !(isKindOf(name, rule) && [...around, ...receiverWords].includes(rule.subject))) continue;
      found.set(`${fn.id}:${name}`, { fn, name });
    }
  }
  return [...found.values()];
}
