/**
 * Ruby calls lowered to the IR: with or without parentheses and receivers, `key: value` options as named
 * arguments, `X.new(…)` as a constructor, `lambda { … }` and `proc { … }` as function values, iterating blocks
 * (`each`, `map`, `select`, …) as loops (blocks.ts), other blocks as a function value passed last (and a block that
 * only flips its parameter's switches also as those settings: settings-blocks.ts).
 */
import type { Node } from '../../core/rule';
import type { Expr } from '../../core/ir';
import { callArguments } from './arguments';
import { iterate } from './blocks';
import { ENQUEUE } from './facts';
import { positionalArguments } from './rules/context';
import { SETTINGS, settingsOf } from './settings-blocks';
import { settingClass } from './sinatra-settings';
import type { Lowerer } from './lowerer';
import type { Scope } from './scope';

/** Receiverless calls whose block is a function value by itself. */
const FUNCTION_MAKERS = new Set(['lambda', 'proc']);

/**
 * The instance variables a call passes to a method of a class with state: the receiver's fields (`obj.m(…)`), or
 * inside such a class, its own (`helper(…)`, `self.helper(…)`).
 */
/** The instance variables a call of `method` on `receiver` passes in: those of the classes that may define it. */
function ivarsFor(l: Lowerer, method: string, receiver: Expr | undefined, scope: Scope): Set<string> {
  const own = !receiver || receiver.kind === 'this';
  const classes = own && scope.ivarParameters && scope.className ? [scope.className] : l.facts.definers(method);
  return new Set(classes.flatMap((name) => l.facts.ivarsOf(name)));
}

function passIvars(l: Lowerer, method: string, receiver: Expr | undefined, scope: Scope, named: Map<string, Expr>, node: Node, ivars = ivarsFor(l, method, receiver, scope)): void {
  const own = !receiver || receiver.kind === 'this';
  for (const ivar of ivars) {
    named.set(`@${ivar}`, own && scope.ivarParameters ? { kind: 'name', name: `@${ivar}`, node } : { kind: 'member', object: receiver ?? { kind: 'this', node }, property: ivar, node });
  }
}

/** `Service.new(…)` of a class with state (facts.ts): its `initialize`, which returns the object it filled in. */
function construct(className: string, node: Node, args: Expr[], named: Map<string, Expr>): Expr {
  return { kind: 'call', callee: { kind: 'member', object: { kind: 'name', name: className, node }, property: 'initialize', node }, args, named, isNew: false, node };
}

/** A call of a method of this file without receiver or arguments (`target_dir`), with the instance variables it reads. */
export function bareMethodCall(l: Lowerer, name: string, node: Node, scope: Scope): Expr {
  const named = new Map<string, Expr>();
  if (l.facts.methodNames.has(name)) passIvars(l, name, undefined, scope, named, node);
  return { kind: 'call', callee: calleeOf(l, name, node), args: [], named, isNew: false, node };
}

/** Rails route helpers (`user_path(@user)`, `root_url`) are methods of the application's url_helpers. */
const ROUTE_HELPER = /^(?!original_|base_|request_)[a-z]\w*_(path|url)$/;

/** What a receiverless call names: a route helper the file does not define is one of url_helpers. */
function calleeOf(l: Lowerer, name: string, node: Node): Expr {
  if (ROUTE_HELPER.test(name) && !l.facts.defined.has(name)) return { kind: 'member', object: { kind: 'name', name: 'url_helpers', node }, property: name, node };
  return { kind: 'name', name, node };
}

/**
 * Kernel#open runs a command when its text starts with `|`, fetches a URL with open-uri loaded, and opens a file
 * otherwise: text that starts with a literal decides which (`open("/tmp/#{name}")` is File.open).
 */
function kernelOpen(l: Lowerer, arg: Node | undefined): string {
  const first = arg?.type === 'string' ? arg.namedChildren[0] : null;
  if (!first || first.type !== 'string_content') return 'open';
  if (first.text.startsWith('|')) return 'open';
  if (/^https?:\/\//i.test(first.text)) return l.facts.requires.has('open-uri') ? 'URI.open' : 'File.open';
  return 'File.open';
}

/** A receiver read once: a call or other computed value is kept in a variable the instance variables are read off. */
function once(l: Lowerer, receiver: Expr): { receiver: Expr; read: Expr } {
  if (receiver.kind === 'name' || receiver.kind === 'this' || (receiver.kind === 'member' && (receiver.object.kind === 'name' || receiver.object.kind === 'this'))) return { receiver, read: receiver };
  const held = l.temp('$recv', receiver.node);
  const read: Expr = { kind: 'name', name: held, node: receiver.node };
  return { receiver: { kind: 'sequence', statements: [{ kind: 'assign', target: { kind: 'name', name: held, node: receiver.node }, value: receiver, node: receiver.node }], value: read, node: receiver.node }, read };
}

export function lowerCall(l: Lowerer, node: Node, scope: Scope): Expr {
  const receiverNode = node.childForFieldName('receiver');
  const methodNode = node.childForFieldName('method');
  const block = node.childForFieldName('block');
  let name = methodNode?.text ?? '';
  const { facts } = l;
  if (!receiverNode && FUNCTION_MAKERS.has(name) && block) return { kind: 'function', fn: l.closure(block, scope), node };
  if (receiverNode?.text === 'Proc' && name === 'new' && block) return { kind: 'function', fn: l.closure(block, scope), node };
  if (block && receiverNode && methodNode) {
    const iterated = iterate(l, node, scope);
    if (iterated) return iterated;
  }
  const { args, named, spread } = callArguments(l, node, scope);
  if (block) args.push({ kind: 'function', fn: l.closure(block, scope), node: block });
  const settings = block ? settingsOf(block) : undefined;
  if (settings) named.set(SETTINGS, settings);
  const extras = spread ? { spread: true } : {};
  // `handler.(x)`: the value itself is called.
  if (receiverNode && !methodNode) return { kind: 'call', callee: l.expr(receiverNode, scope), args, named, isNew: false, node, ...extras };
  // `obj.public_send(:info, message)` is `obj.info(message)`.
  const sent = /^(send|public_send|__send__)$/.test(name) ? positionalArguments(node)[0] : undefined;
  if (sent && (sent.type === 'simple_symbol' || (sent.type === 'string' && sent.namedChildCount === 1 && sent.namedChildren[0]?.type === 'string_content'))) {
    name = sent.type === 'simple_symbol' ? sent.text.slice(1) : sent.namedChildren[0]!.text;
    args.shift();
  }
  if (!receiverNode) {
    // `new(…)` in a class method constructs the class.
    if (name === 'new' && scope.className && facts.constructed.has(scope.className)) return construct(scope.className, node, args, named);
    if (facts.methodNames.has(name)) passIvars(l, name, undefined, scope, named, node);
    if (name === 'open' && !facts.defined.has('open')) return { kind: 'call', callee: { kind: 'name', name: kernelOpen(l, positionalArguments(node)[0]), node: methodNode ?? node }, args, named, isNew: false, node, ...extras };
    return { kind: 'call', callee: calleeOf(l, name, methodNode ?? node), args, named, isNew: false, node, ...extras };
  }
  // `helpers.notice_banner(…)` in a controller calls the view helper the file defines.
  if (/^(helpers|view_context)$/.test(receiverNode.text) && facts.defined.has(name)) {
    if (facts.methodNames.has(name)) passIvars(l, name, undefined, scope, named, node);
    return { kind: 'call', callee: { kind: 'name', name, node: methodNode ?? node }, args, named, isNew: false, node, ...extras };
  }
  let receiver = l.expr(receiverNode, scope);
  // `settings.pinger` holds the object `set :pinger, WebhookPinger.new` made: its methods are the file's.
  const setting = receiverNode.type === 'identifier' && receiverNode.text === 'settings' && args.length === 0 && named.size === 0 ? settingClass(node, name, facts.classes) : undefined;
  if (setting) return { kind: 'typed', expr: { kind: 'call', callee: { kind: 'member', object: receiver, property: name, node: methodNode ?? node }, args, named, isNew: false, node }, type: setting, node };
  // `x.to_s` is x as text: checks of it (`NAME.match?(name.to_s)`) are checks of x.
  if ((name === 'to_s' || name === 'to_str') && args.length === 0 && named.size === 0) return receiver;
  const className = receiverNode.type === 'scope_resolution' ? receiverNode.childForFieldName('name')?.text : receiverNode.type === 'constant' ? receiverNode.text : undefined;
  if (className && facts.classes.has(className)) {
    // `Service.new(…)` of a class of this file constructs it (its methods are found by the type); a library class's
    // `new` is a method like any other (`File.new(path)`, `Net::HTTP.new(host)`).
    if (name === 'new') {
      if (facts.constructed.has(className)) return construct(className, node, args, named);
      return { kind: 'call', callee: receiver, args, named, isNew: true, node, ...extras };
    }
    // `Job.perform_later(a, b)` runs `perform(a, b)` on a new job.
    if (ENQUEUE.has(name) && facts.methodNames.has('perform')) {
      const performed = /^perform_(in|at)$/.test(name) ? args.slice(1) : args;
      return { kind: 'call', callee: { kind: 'member', object: { kind: 'name', name: className, node }, property: 'perform', node }, args: performed, named, isNew: false, node };
    }
  }
  // `visible.matching(term)`, `current_user.contacts.filter_by(…)`: a relation calls its model's class methods and scopes.
  const owner = facts.classMethodOwner(name);
  if (owner) {
    return { kind: 'call', callee: { kind: 'member', object: { kind: 'name', name: owner, node: receiverNode }, property: name, node: methodNode ?? node }, args, named, isNew: false, node, ...extras };
  }
  const ivars = facts.methodNames.has(name) ? ivarsFor(l, name, receiver, scope) : undefined;
  // The receiver is held in a temporary only when the call passes it instance variables (it is read twice then).
  if (ivars && ivars.size > 0) {
    const held = once(l, receiver);
    receiver = held.receiver;
    passIvars(l, name, held.read, scope, named, node, ivars);
  }
  return { kind: 'call', callee: { kind: 'member', object: receiver, property: name, node: methodNode ?? node }, args, named, isNew: false, node, ...extras };
}
