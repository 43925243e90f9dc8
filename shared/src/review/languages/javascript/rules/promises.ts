/** What the reliability rules ask about calls and errors: does a call return a promise, is a throw caught. */
import type { FileContext, Node } from '../../../core/rule';
import { FUNCTION_TYPES, enclosingFunction, importBindings, importsModule, isAsyncCallee } from './context';
import { definitionOf } from './flow';

/** Node modules whose functions all return promises. */
const PROMISE_MODULES = new Set(['fs/promises', 'timers/promises', 'stream/promises', 'dns/promises', 'readline/promises']);

/** Prisma writes are lazy: without await (or then) the query is never even sent. */
const PRISMA_WRITES = new Set(['create', 'createMany', 'update', 'updateMany', 'upsert', 'delete', 'deleteMany']);

/**
 * Calls known to return a promise: async functions and methods declared in this file, fetch, the promise APIs
 * of Node (fs/promises, fs.promises, timers/promises …) and Prisma writes. `name` is the called function or
 * method, `object` the receiver of a method call. Decided on names alone: node lookups are the costly part.
 */
export function returnsPromise(file: FileContext, name: string, object: Node | undefined): boolean {
  if (!object) {
    if (name === 'fetch' || isAsyncCallee(file, name, false)) return true;
    const binding = importBindings(file).get(name);
    return !!binding && PROMISE_MODULES.has(binding.module) && binding.imported !== '*';
  }
  if (object.type === 'this') return isAsyncCallee(file, name, true);
  const receiver = object.text;
  if (PRISMA_WRITES.has(name) && /^(this\.)?\w+\.\w+$/.test(receiver)) {
    const client = receiver.slice(0, receiver.lastIndexOf('.'));
    if (/^(this\.)?prisma$/.test(client) || (/^(this\.)?(db|client|tx)$/.test(client) && importsModule(file, '@prisma/client'))) return true;
  }
  // fs.promises.writeFile(…), fsp.writeFile(…) with fsp from fs/promises or fs.promises.
  const root = /^\w+/.exec(receiver)?.[0];
  const binding = root ? importBindings(file).get(root) : undefined;
  if (!binding) return false;
  if (receiver === root) return PROMISE_MODULES.has(binding.module) || (binding.module === 'fs' && binding.imported === 'promises');
  return binding.module === 'fs' && binding.imported === '*' && receiver === `${root}.promises`;
}

/** Inside the body of a try statement of the same function: a throw here is caught. */
export function isGuardedByTry(node: Node): boolean {
  let child = node;
  for (let current = node.parent; current; child = current, current = current.parent) {
    if (FUNCTION_TYPES.includes(current.type)) return false;
    if (current.type === 'try_statement' && current.childForFieldName('body')?.id === child.id) return true;
  }
  return false;
}

/**
 * A callback handed to a function of this file that calls it only inside a try (`addMessageListener(event, (msg) =>
 * JSON.parse(msg.data))`, where addMessageListener runs `try { listener(msg) } catch …`): what the callback throws is
 * caught there. One level: the function's own callers are not followed.
 */
export function isGuardedByCaller(file: FileContext, node: Node): boolean {
  const callback = enclosingFunction(node);
  const args = callback?.parent;
  const call = args?.parent;
  if (!callback || args?.type !== 'arguments' || call?.type !== 'call_expression') return false;
  const callee = call.childForFieldName('function');
  if (callee?.type !== 'identifier') return false;
  const declared = file.tree?.rootNode.descendantsOfType('function_declaration').filter((d): d is Node => d?.childForFieldName('name')?.text === callee.text) ?? [];
  const definition = definitionOf(file, callee) ?? (declared.length === 1 ? declared[0] : undefined);
  if (!definition || !FUNCTION_TYPES.includes(definition.type)) return false;
  const index = args.namedChildren.findIndex((arg) => arg?.id === callback.id);
  const param = definition.childForFieldName('parameters')?.namedChildren[index];
  const name = param?.type === 'identifier' ? param.text : param?.childForFieldName('pattern')?.text;
  if (!name) return false;
  const calls = definition.descendantsOfType('call_expression').filter((c): c is Node => c?.childForFieldName('function')?.text === name);
  return calls.length > 0 && calls.every((c) => isGuardedByTry(c));
}

/** `NaN` or `Number.NaN`. */
export function isNaNLiteral(node: Node): boolean {
  return node.text === 'NaN' || node.text === 'Number.NaN';
}

/** A regex literal that matches every string, such as leading or trailing whitespace: one optional atom, maybe anchored. */
export function alwaysMatches(regex: Node): boolean {
  const pattern = regex.childForFieldName('pattern')?.text ?? '';
  return /^\^?(\\.|\[[^\]]*\]|[^\\[\]()|*+?{}^$])[*?]\$?$/.test(pattern);
}
