/**
 * The parts of a call as the plugin's CallSyntax names them: its receiver, the member or function it names, or the
 * type a constructor call builds. Rules that name calls the way the data flow does read them here.
 */
import type { Node } from './rule';
import type { CallSyntax, FieldPath } from './syntax-facts';

export interface CallParts {
  receiver: Node | undefined;
  /** The member, function or constructed type it names. */
  name: Node;
  member: string;
  form: 'call' | 'new';
}

function follow(node: Node, path: FieldPath): Node | undefined {
  let current: Node | null = node;
  for (const field of path) current = current?.childForFieldName(field) ?? null;
  return current ?? undefined;
}

/** `QuerySingle<Order>` → `QuerySingle`, `\App\find` → `find`, `Foo::Bar` → `Bar`. */
function simpleName(text: string): string {
  return text.replace(/<[\s\S]*$/, '').split(/\.|::|\\|->/).pop()!.trim();
}

export function receiverOf(call: Node, calls: CallSyntax): Node | undefined {
  return follow(call, calls.receiver) ?? (calls.classReceiver ? follow(call, calls.classReceiver) : undefined);
}

export function partsOf(call: Node, calls: CallSyntax): CallParts | undefined {
  if (calls.constructors?.types.includes(call.type)) {
    const type = call.childForFieldName(calls.constructors.type);
    return type ? { receiver: undefined, name: type, member: simpleName(type.text), form: 'new' } : undefined;
  }
  const receiver = receiverOf(call, calls);
  const name = receiver ? follow(call, calls.member) : follow(call, calls.callee);
  return name ? { receiver, name, member: simpleName(name.text), form: 'call' } : undefined;
}

/** An argument's expression: C# and PHP wrap each argument (`argument` → its expression, after a name or modifiers). */
export function argumentExpression(argument: Node): Node {
  return argument.type === 'argument' ? argument.namedChildren.filter((n): n is Node => n !== null).at(-1) ?? argument : argument;
}
