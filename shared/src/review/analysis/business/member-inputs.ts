/**
 * Bounded quantities kept in the fields of a request or command object: `cmd.amountCents()` in `transfer(cmd)`,
 * `$request->quantity`, `dto.discountPercent`, `req.Quantity` of a bound gin request. A rule on the quantity must be
 * enforced on that read as on a parameter of the same name.
 */
import type { FileContext, Node } from '../../core/rule';
import { descendantsOf } from '../../core/syntax';
import type { BoundRule } from './context-bounds';
import { normalise } from './context-bounds';
import { callParts, isCall, partOf, stringContent, tableFor } from './grammar';
import { enclosingTypeNames, functionName, functionNodes, isPrivateFunction } from './model';
import { isAmountName, isMoneyName, isOwnReceiver, isPercentageName, isQuantityName, wordsOf } from './names';

export interface MemberRead {
  fn: Node;
  /** The field's name, as `cmd.<name>` or `data['<name>']` reads it. */
  name: string;
  /** The object read from (`cmd`, `$data`): handing it on hands on the field. */
  owner: string;
}

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
    const subscriptTypes = Object.keys(table.subscripts);
    for (const node of descendantsOf(fn, [...new Set([...memberTypes, ...subscriptTypes, ...(table.methodCalls?.types ?? []), table.call])])) {
      const call = isCall(node, table) ? callParts(node, table) : undefined;
      const field = table.members[node.type];
      const subscripted = table.subscripts[node.type];
      const key = subscripted ? partOf(node, table.subscriptKey) : undefined;
      const keyName = key ? stringContent(key, table) : undefined;
      const name = call ? (call.args.length === 0 && call.receiver ? call.callee : undefined)
        : field ? partOf(node, field)?.text : keyName && /^[A-Za-z_]\w*$/.test(keyName) ? keyName : undefined;
      const object = call ? call.receiver : field ? node.childForFieldName(table.memberObject) ?? undefined : subscripted ? partOf(node, subscripted) : undefined;
      if (!name || !object || isOwnReceiver(object.text) || found.has(`${fn.id}:${name}`)) continue;
      const receiverWords = wordsOf(object.text).map(normalise);
      const named = namesSubject(name, fnName);
      if (!named && !(isKindOf(name, rule) && [...around, ...receiverWords].includes(rule.subject))) continue;
      found.set(`${fn.id}:${name}`, { fn, name, owner: object.text });
    }
  }
  return [...found.values()];
}
