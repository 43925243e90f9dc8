/**
 * Iterating blocks lowered as the loops they are: `list.each { |x| … }` runs its body once per element with x
 * bound to it, `map` collects the body's values, `select` keeps elements, `inject` folds into its accumulator.
 * `next` moves to the next element (with the value it gives `map`), `break` leaves the loop, and `return` returns
 * from the method, as in Ruby. Blocks of any other method stay function values (calls.ts).
 */
import type { Node } from '../../core/rule';
import type { Expr, Stmt, Target } from '../../core/ir';
import { descendantsOf, namedChildrenOf } from '../../core/syntax';
import { opaque } from '../../analysis/dataflow/lowering';
import { callArguments } from './arguments';
import type { Lowerer, ValueSink } from './lowerer';
import type { Jumps, Scope } from './scope';

type Kind = 'each' | 'keys' | 'indexed' | 'map' | 'filter' | 'find' | 'test' | 'fold' | 'memo' | 'once' | 'tap' | 'then';

/** What each iterating method does with its block, and how many positional arguments it takes. */
const ITERATORS: Readonly<Record<string, { kind: Kind; args?: readonly [number, number] }>> = {
  each: { kind: 'each' }, each_entry: { kind: 'each' }, reverse_each: { kind: 'each' }, find_each: { kind: 'each' }, each_char: { kind: 'each' },
  each_line: { kind: 'each' }, each_pair: { kind: 'each' }, each_value: { kind: 'each' }, each_slice: { kind: 'each', args: [1, 1] },
  each_cons: { kind: 'each', args: [1, 1] }, find_in_batches: { kind: 'each' }, in_batches: { kind: 'each' },
  each_key: { kind: 'keys' }, each_index: { kind: 'keys' }, times: { kind: 'keys' }, upto: { kind: 'keys', args: [1, 1] }, downto: { kind: 'keys', args: [1, 1] },
  step: { kind: 'keys', args: [0, 2] },
  each_with_index: { kind: 'indexed' }, each_with_object: { kind: 'memo', args: [1, 1] },
  map: { kind: 'map' }, collect: { kind: 'map' }, flat_map: { kind: 'map' }, collect_concat: { kind: 'map' }, filter_map: { kind: 'map' },
  'map!': { kind: 'map' }, 'collect!': { kind: 'map' }, index_by: { kind: 'filter' }, to_h: { kind: 'map' },
  select: { kind: 'filter' }, filter: { kind: 'filter' }, reject: { kind: 'filter' }, find_all: { kind: 'filter' }, 'select!': { kind: 'filter' },
  'reject!': { kind: 'filter' }, 'filter!': { kind: 'filter' }, delete_if: { kind: 'filter' }, keep_if: { kind: 'filter' }, sort_by: { kind: 'filter' },
  group_by: { kind: 'filter' }, partition: { kind: 'filter' }, take_while: { kind: 'filter' }, drop_while: { kind: 'filter' }, uniq: { kind: 'filter' },
  min_by: { kind: 'find' }, max_by: { kind: 'find' }, find: { kind: 'find' }, detect: { kind: 'find' },
  'any?': { kind: 'test' }, 'all?': { kind: 'test' }, 'none?': { kind: 'test' }, 'one?': { kind: 'test' }, count: { kind: 'test' },
  find_index: { kind: 'test' }, sum: { kind: 'test', args: [0, 1] },
  inject: { kind: 'fold', args: [0, 1] }, reduce: { kind: 'fold', args: [0, 1] },
  // The block runs once with the receiver (`tap`, `then`).
  tap: { kind: 'tap' }, then: { kind: 'then' }, yield_self: { kind: 'then' },
};

/** `Thread.new(client) { |conn| … }` runs the block once with the arguments given. */
const ONCE = /^(::)?(Thread|Fiber|Ractor)\.(new|start|fork)$/;

const assign = (target: Target, value: Expr, node: Node): Stmt => ({ kind: 'assign', target, value, node });
const nameExpr = (name: string, node: Node): Expr => ({ kind: 'name', name, node });
const nameTarget = (name: string, node: Node): Target => ({ kind: 'name', name, node });
const isPath = (expr: Expr): boolean => expr.kind === 'name' || (expr.kind === 'member' && (expr.object.kind === 'this' || isPath(expr.object)));

/** The block's parameter list nodes, or `_1`/`it` when it names none and its body reads them. */
function blockParameters(block: Node): Node[] {
  const list = block.childForFieldName('parameters');
  return list ? namedChildrenOf(list) : [];
}

/** A block without parameters that reads `it` or `_1` (Ruby 3.4, 2.7): the implicit parameter's name. */
function implicitParameter(block: Node): string | undefined {
  const body = block.childForFieldName('body');
  if (!body) return undefined;
  return descendantsOf(body, 'identifier').find((id) => (id.text === 'it' || id.text === '_1') && id.parent?.type !== 'call')?.text;
}

/** The loop target the parameters bind: one name, or a pattern over the element (`|key, value|`). */
function elementTarget(params: readonly Node[], scope: Scope, block: Node): Target {
  const targetOf = (param: Node): Target => {
    if (param.type === 'identifier') return nameTarget(scope.own(param.text), param);
    if (param.type === 'destructured_parameter') return { kind: 'pattern', elements: namedChildrenOf(param).map((inner, key) => ({ key, target: targetOf(inner) })), node: param };
    const name = param.childForFieldName('name');
    return name ? nameTarget(scope.own(name.text), name) : { kind: 'ignore', node: param };
  };
  if (params.length === 0) {
    const implicit = implicitParameter(block);
    return implicit ? nameTarget(scope.own(implicit), block) : { kind: 'ignore', node: block };
  }
  if (params.length === 1) return targetOf(params[0]!);
  return {
    kind: 'pattern',
    elements: params.map((param, key) => (param.type === 'splat_parameter' ? { key: undefined, target: targetOf(param), rest: true } : { key, target: targetOf(param) })),
    node: block,
  };
}

/** `recv.each { |x| … }` and its kin as a loop over recv; undefined when the method is not one of them. */
export function iterate(l: Lowerer, call: Node, scope: Scope): Expr | undefined {
  const name = call.childForFieldName('method')!.text;
  const block = call.childForFieldName('block')!;
  const receiverText = call.childForFieldName('receiver')?.text ?? '';
  const spec = name === 'new' && /^(::)?Array$/.test(receiverText) ? { kind: 'map' as const, keys: true, args: [1, 1] as const }
    : ONCE.test(`${receiverText}.${name}`) ? { kind: 'once' as const, args: [0, 8] as const } : ITERATORS[name];
  if (!spec) return undefined;
  const { args, named } = callArguments(l, call, scope);
  const [min, max] = spec.args ?? [0, 0];
  if (args.length < min || args.length > max || (named.size > 0 && !/^(find_each|find_in_batches|in_batches)$/.test(name))) return undefined;
  const statements: Stmt[] = [];
  const receiver = call.childForFieldName('receiver')!;
  // `Array.new(n) { |i| … }` collects the block's values for 0…n-1.
  if (spec.kind === 'once' || spec.kind === 'tap' || spec.kind === 'then') return once(l, call, block, spec.kind, spec.kind === 'once' ? args : [l.expr(receiver, scope)], scope);
  let iterable = name === 'new' ? args[0]! : l.expr(receiver, scope);
  if (!isPath(iterable)) {
    const held = l.temp('$it', receiver);
    statements.push(assign(nameTarget(held, call), iterable, call));
    iterable = nameExpr(held, call);
  }
  const results = l.temp('$out', call);
  const collect: ValueSink = (value, node) => [assign({ kind: 'index', object: nameExpr(results, node), index: opaque(node), node }, value, node)];
  const jumps: Jumps = {
    next: (value, node) => [...(value && spec.kind === 'map' ? collect(value, node) : []), { kind: 'continue', node }],
    break: (_value, node) => [{ kind: 'break', node }],
  };
  const inner = scope.block(l.blockSuffix(), jumps);
  const params = blockParameters(block);
  const prelude: Stmt[] = [];
  let bodyParams = params;
  let sink: ValueSink | undefined;
  let value: Expr = iterable;
  switch (spec.kind) {
    case 'indexed': {
      // `|item, index|`: the index is a number.
      const index = params[1]?.type === 'identifier' ? params[1] : undefined;
      if (index) prelude.push(assign(nameTarget(inner.own(index.text), index), { kind: 'typed', expr: opaque(index), type: 'Integer', node: index }, index));
      bodyParams = params.slice(0, 1);
      break;
    }
    case 'memo': {
      const memo = params[1]?.type === 'identifier' ? params[1] : undefined;
      if (memo) {
        const memoName = inner.own(memo.text);
        statements.push(assign(nameTarget(memoName, memo), args[0]!, memo));
        value = nameExpr(memoName, call);
      }
      bodyParams = params.slice(0, 1);
      break;
    }
    case 'fold': {
      const accumulator = params[0]?.type === 'identifier' ? params[0] : undefined;
      if (!accumulator) return undefined;
      const accumulated = inner.own(accumulator.text);
      statements.push(assign(nameTarget(accumulated, accumulator), args[0] ?? { kind: 'index', object: iterable, index: opaque(call), node: call }, accumulator));
      sink = (result, node) => [assign(nameTarget(accumulated, node), result, node)];
      value = nameExpr(accumulated, call);
      bodyParams = params.slice(1);
      break;
    }
    case 'map':
      statements.push(assign(nameTarget(results, call), { kind: 'array', elements: [], node: call }, call));
      sink = collect;
      value = nameExpr(results, call);
      break;
    case 'find':
      value = { kind: 'index', object: iterable, index: opaque(call), node: call };
      break;
    case 'test':
      value = opaque(call);
      break;
    default:
      break;
  }
  const target = elementTarget(bodyParams, inner, block);
  const body = [...prelude, ...l.body(namedChildrenOf(block.childForFieldName('body') ?? block).filter((c) => c.type !== 'block_parameters'), inner, sink)];
  const keys = spec.kind === 'keys' || ('keys' in spec && spec.keys);
  statements.push({ kind: 'loop', body, update: [], each: { target, iterable, ...(keys ? { keys: true } : {}) }, node: call });
  return { kind: 'sequence', statements, value, node: call };
}

/**
 * A block run once, its parameters bound to `values`: `Thread.new(a) { |x| … }`, `value.tap { |v| … }` (whose value
 * is the receiver), `value.then { |v| … }` (whose value is the block's).
 */
function once(l: Lowerer, call: Node, block: Node, kind: 'once' | 'tap' | 'then', values: Expr[], scope: Scope): Expr {
  const inner = scope.block(l.blockSuffix(), { next: (_value, node) => [{ kind: 'break', node }], break: (_value, node) => [{ kind: 'break', node }] });
  const target = elementTarget(blockParameters(block), inner, block);
  const statements: Stmt[] = [assign(target.kind === 'pattern' ? target : { kind: 'pattern', elements: [{ key: 0, target }], node: block }, { kind: 'array', elements: values, node: call }, call)];
  const result = l.temp('$v', call);
  const sink: ValueSink | undefined = kind === 'then' ? (value, node) => [assign(nameTarget(result, node), value, node)] : undefined;
  const body = l.body(namedChildrenOf(block.childForFieldName('body') ?? block).filter((c) => c.type !== 'block_parameters'), inner, sink);
  // A loop that runs once, so `next` and `break` leave the block.
  statements.push({ kind: 'loop', test: { kind: 'literal', value: true, node: call }, body: [...body, { kind: 'break', node: call }], update: [], node: call });
  const value: Expr = kind === 'tap' ? values[0]! : kind === 'then' ? nameExpr(result, call) : opaque(call);
  return { kind: 'sequence', statements, value, node: call };
}
