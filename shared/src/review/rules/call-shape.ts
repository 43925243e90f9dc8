/**
 * A call as the data flow's specification names it (its member, qualified name, receiver type and text, arity), for
 * rules that look up a call's rows the way the analysis does: the N+1 family, the cleartext-transport family.
 */
import { valueAt } from '../analysis/dataflow/engine';
import type { CallShape } from '../analysis/dataflow/match';
import type { CallParts } from '../core/call-parts';
import type { FileContext, Node } from '../core/rule';
import type { CallSyntax } from '../core/syntax-facts';
import { namedChildrenOf } from '../core/syntax';

export function argumentCount(call: Node, calls: CallSyntax, comments: ReadonlySet<string>): number {
  const list = call.childForFieldName(calls.arguments);
  return list ? namedChildrenOf(list).filter((arg) => !comments.has(arg.type)).length : 0;
}

/** The call as the data flow names it, and whether its receiver is a class or module (`os.system`, `User::find`). */
export function callShape(file: FileContext, call: Node, parts: CallParts, calls: CallSyntax, comments: ReadonlySet<string>): { shape: CallShape; onClass: boolean } {
  const arity = argumentCount(call, calls, comments);
  if (!parts.receiver) {
    const qname = valueAt(file, parts.name)?.qname ?? parts.name.text.replace(/<[\s\S]*$/, '').replace(/::|\\/g, '.').replace(/^\./, '');
    return { shape: { form: parts.form, member: parts.member, qname, receiverType: undefined, receiverText: undefined, arity }, onClass: false };
  }
  const value = valueAt(file, parts.receiver);
  const onClass = value?.qname !== undefined && value.type === undefined && value.taints.length === 0 && !value.fields && !value.fn;
  const shape: CallShape = { form: parts.form, member: parts.member, qname: onClass ? `${value.qname}.${parts.member}` : undefined, receiverType: value?.type, receiverText: parts.receiver.text, arity };
  return { shape, onClass };
}
