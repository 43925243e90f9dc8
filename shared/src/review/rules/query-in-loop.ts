/**
 * The N+1 rule family, written once: `<plugin>.performance.query-in-loop`, a database query run once per iteration
 * of a loop. A call runs a query when the data flow's matcher finds an `sql` or `nosql` sink row of the plugin's
 * specification for it (one that runs a query), or a `queries` row (an ORM's finder). It runs once per iteration
 * when a loop of its own function repeats it (a loop's iterable and initializer run once), or when its function or
 * block is the callback of an iterating call (`xs.map(…)`, `orders.each do … end`). A chain is one query, reported
 * at its first query call. Everything about the language comes from the plugin's syntax facts and specification.
 */
import type { FileContext, LanguagePlugin, Node, QueryRule } from '../core/rule';
import type { CallSyntax, FunctionSyntax, LoopSyntax } from '../core/syntax-facts';
import { partsOf, receiverOf, type CallParts } from '../core/call-parts';
import { argumentCount, callShape } from './call-shape';
import type { SinkRow } from '../core/taint-spec';
import { contains, descendantsOf, fieldChildren, namedChildrenOf } from '../core/syntax';
import { ITERATING } from '../analysis/dataflow/calls';
import { specIndex } from '../analysis/dataflow/engine';
import type { SpecIndex } from '../analysis/dataflow/match';
import { lastSegment } from '../analysis/dataflow/prefilter';

/** Longest chain of calls and reads followed from a call to the root of its receiver. */
const MAX_CHAIN = 32;
/** Most node levels between a callback and the call it is given to (`argument` → `argument_list` → call). */
const MAX_ARGUMENT_DEPTH = 3;

/** What the family reads of one plugin, prepared once. */
class Facts {
  readonly callTypes: ReadonlySet<string>;
  readonly functionTypes: ReadonlySet<string>;
  readonly blockTypes: ReadonlySet<string>;
  readonly loops: ReadonlyMap<string, LoopSyntax>;
  readonly identifiers: ReadonlySet<string>;
  readonly comments: ReadonlySet<string>;
  /** Last segments of the callees of the rows that run queries; undefined when a row names any member (`Type.*`). */
  readonly names: ReadonlySet<string> | undefined;
  readonly index: SpecIndex;

  constructor(readonly plugin: LanguagePlugin) {
    const { calls } = plugin.flow;
    const { functions, business } = plugin.syntax;
    this.callTypes = new Set(calls.calls);
    this.functionTypes = new Set(functions.functions);
    this.blockTypes = new Set(functions.blocks ?? []);
    this.loops = new Map(functions.loops.map((loop) => [loop.type, loop]));
    this.identifiers = new Set(business.identifiers);
    this.comments = new Set(functions.comments);
    this.index = specIndex(plugin.flow);
    const rows = [...(plugin.flow.spec.sinks ?? []).filter(isQuerySink), ...(plugin.flow.spec.queries ?? [])];
    const names = new Set(rows.flatMap((row) => (typeof row.callee === 'string' ? [row.callee] : row.callee).map(lastSegment)));
    this.names = names.has('*') ? undefined : names;
  }

  get calls(): CallSyntax {
    return this.plugin.flow.calls;
  }

  get functions(): FunctionSyntax {
    return this.plugin.syntax.functions;
  }

  /** The call's parts, when its name is one a query row names. */
  candidate(call: Node): CallParts | undefined {
    const parts = partsOf(call, this.calls);
    return parts && (!this.names || this.names.has(parts.member)) ? parts : undefined;
  }
}

/** An `sql` or `nosql` sink row whose call runs a query (not one that builds text or a filter, nor a property write). */
function isQuerySink(row: SinkRow): boolean {
  return (row.kind === 'sql' || row.kind === 'nosql') && row.runsQuery !== false && row.form !== 'write' && row.form !== 'read';
}

/** The parts of a loop a path names: a field (all its children), or else the first child of that node type. */
function partsAt(node: Node, path: string): Node[] {
  let nodes = [node];
  for (const name of path.split('.')) {
    nodes = nodes.flatMap((current) => {
      const fields = fieldChildren(current, name);
      if (fields.length > 0) return fields;
      const child = namedChildrenOf(current).find((c) => c.type === name);
      return child ? [child] : [];
    });
  }
  return nodes;
}

/** The loop runs `node` once per iteration: in its body, condition or update, not its iterable or initializer. */
function repeatsIn(loop: Node, syntax: LoopSyntax, node: Node): boolean {
  if (syntax.body) return fieldChildren(loop, syntax.body).some((body) => contains(body, node));
  return !(syntax.once ?? []).some((path) => partsAt(loop, path).some((part) => contains(part, node)));
}

/** The call a function or block is given to, when it is an iterating one (`xs.map((x) => …)`, `xs.each do |x| … end`). */
function iteratingCall(fn: Node, facts: Facts): Node | undefined {
  let call = fn.parent;
  for (let depth = 1; call && depth < MAX_ARGUMENT_DEPTH && !facts.callTypes.has(call.type); depth++) call = call.parent;
  if (!call || !facts.callTypes.has(call.type)) return undefined;
  const parts = partsOf(call, facts.calls);
  // The function is what the call calls (`(() => …)()`) or calls it on: not a callback.
  if (!parts || contains(parts.name, fn) || (parts.receiver && contains(parts.receiver, fn))) return undefined;
  return ITERATING.has(parts.member) ? call : undefined;
}

/**
 * The loops and iterating callbacks (or blocks) that run `node` once per iteration, innermost first, up to the
 * function it is in: any other function runs when it is called, not per iteration.
 */
function repeaters(node: Node, facts: Facts): Node[] {
  const found: Node[] = [];
  for (let current = node.parent; current; current = current.parent) {
    const loop = facts.loops.get(current.type);
    if (loop && repeatsIn(current, loop, node)) found.push(current);
    const isFunction = facts.functionTypes.has(current.type);
    if (isFunction || facts.blockTypes.has(current.type)) {
      if (iteratingCall(current, facts)) found.push(current);
      else if (isFunction) break;
    }
  }
  return found;
}

/** The names the loops and callbacks bind to each element (`order` of `orders.each do |order|`). */
function elementNames(repeating: readonly Node[], facts: Facts): Set<string> {
  const names = new Set<string>();
  for (const node of repeating) {
    const loop = facts.loops.get(node.type);
    const parts = loop
      ? (loop.element ? partsAt(node, loop.element) : [])
      : facts.functions.parameters.map((field) => node.childForFieldName(field)).filter((part): part is Node => !!part).slice(0, 1);
    for (const part of parts) {
      if (facts.identifiers.has(part.type)) names.add(part.text);
      for (const name of descendantsOf(part, [...facts.identifiers])) names.add(name.text);
    }
  }
  return names;
}

/** The next link down a chain: a call's receiver, a member read's object. */
function innerLink(node: Node, facts: Facts): Node | undefined {
  if (facts.callTypes.has(node.type)) return receiverOf(node, facts.calls);
  const { members, memberObject } = facts.plugin.syntax.business;
  return members[node.type] ? (node.childForFieldName(memberObject) ?? undefined) : undefined;
}

/** A chain of reads without arguments off an element of the loop (`order.line_items`). */
function isAssociation(receiver: Node, elements: () => ReadonlySet<string>, facts: Facts): boolean {
  let root = receiver;
  let hops = 0;
  for (let next = innerLink(root, facts); next && hops < MAX_CHAIN && !(facts.callTypes.has(root.type) && argumentCount(root, facts.calls, facts.comments) > 0); next = innerLink(root, facts)) {
    root = next;
    hops++;
  }
  return hops > 0 && facts.identifiers.has(root.type) && elements().has(root.text);
}

/** The call runs a database query. */
function isQuery(file: FileContext, call: Node, parts: CallParts, facts: Facts, elements: () => ReadonlySet<string>): boolean {
  const { shape, onClass } = callShape(file, call, parts, facts.calls, facts.comments);
  let names = facts.index.candidates(shape);
  // A function called by its name alone is no library's method: rows for `*.member` name methods.
  if (!parts.receiver) names = new Set([...names].filter((name) => name !== `*.${parts.member}`));
  if (facts.index.sinks(shape, names).some(({ row, byShape }) => !byShape && isQuerySink(row))) return true;
  return facts.index.queries(shape, names).some((row) => {
    if (row.on === 'class') return onClass;
    return row.on !== 'association' || (!!parts.receiver && isAssociation(parts.receiver, elements, facts));
  });
}

/** An earlier call of the same chain runs a query already (`Order.objects.filter(…).first()` is one query). */
function followsQuery(call: Node, file: FileContext, facts: Facts, elements: () => ReadonlySet<string>): boolean {
  let hops = 0;
  for (let link = innerLink(call, facts); link && hops < MAX_CHAIN; link = innerLink(link, facts), hops++) {
    const parts = facts.callTypes.has(link.type) ? facts.candidate(link) : undefined;
    if (parts && isQuery(file, link, parts, facts, elements)) return true;
  }
  return false;
}

const DESCRIPTION = 'One query per iteration multiplies round trips with the data size: the classic N+1 pattern, fast in tests and slow in production.';
const SUGGESTION = 'Load all the rows in one query before the loop (WHERE id IN (…), a join, the ORM\'s eager loading) and look them up in a map.';

/**
 * `<plugin>.performance.query-in-loop`, for a plugin whose specification has calls that run queries (an `sql` or
 * `nosql` sink that runs one, or a `queries` row); none for another.
 */
export function queryInLoopRules(plugin: LanguagePlugin): QueryRule[] {
  const { spec } = plugin.flow;
  if ((spec.queries ?? []).length === 0 && !(spec.sinks ?? []).some(isQuerySink)) return [];
  let facts: Facts | undefined;
  return [{
    id: `${plugin.id}.performance.query-in-loop`,
    specialist: 'performance', severity: 'medium', languages: plugin.languages.map((info) => info.language), outOfScope: true,
    title: 'Database query inside a loop (N+1)',
    description: DESCRIPTION,
    suggestion: plugin.queryInLoop?.suggestion ?? SUGGESTION,
    query: `[${plugin.flow.calls.calls.map((type) => `(${type})`).join(' ')}] @target`,
    where: (m) => {
      facts ??= new Facts(plugin);
      const parts = facts.candidate(m.target);
      const repeating = parts ? repeaters(m.target, facts) : [];
      if (!parts || repeating.length === 0) return false;
      let elements: Set<string> | undefined;
      const elementsOf = () => (elements ??= elementNames(repeating, facts!));
      return isQuery(m.file, m.target, parts, facts, elementsOf) && !followsQuery(m.target, m.file, facts, elementsOf);
    },
  }];
}
