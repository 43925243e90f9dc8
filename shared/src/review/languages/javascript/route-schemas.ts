/**
 * Fastify route schemas: `app.post(url, { schema: { body: { properties: { code: { type: 'string' } } } } }, handler)`
 * makes Fastify validate the request before the handler runs and answer 400 when it fails. A handler so registered
 * starts, in the IR, with the checks its schema makes — `if (!fastify.schema.string(request.body.code)) throw` — so
 * the data flow knows what the declared properties hold: text, a number, one of the listed values, or text matching a
 * pattern (TaintSpec validators `fastify.schema.*`).
 */
import type { Node } from '../../core/rule';
import { descendantsOf, namedChildrenOf } from '../../core/syntax';
import type { Expr, Stmt } from '../../core/ir';
import { unescape } from '../../analysis/dataflow/lowering';

const ROUTE_METHODS = new Set(['get', 'post', 'put', 'patch', 'delete', 'head', 'options', 'all']);
/** The parts of the request a route schema validates, and the request property each one is. */
const PARTS: Readonly<Record<string, string>> = { body: 'body', querystring: 'query', query: 'query', params: 'params', headers: 'headers' };
const SCALAR_TYPES = new Set(['number', 'integer', 'boolean']);
const FUNCTION_TYPES = new Set(['arrow_function', 'function_expression', 'function', 'function_declaration', 'method_definition']);

/** What wraps an expression without changing it: `(…)`, `x as const`, `x satisfies T`. */
function unwrap(node: Node | null | undefined): Node | undefined {
  let current = node ?? undefined;
  while (current && ['parenthesized_expression', 'as_expression', 'satisfies_expression', 'non_null_expression'].includes(current.type)) current = namedChildrenOf(current)[0];
  return current;
}

const keyOf = (pair: Node) => {
  const key = pair.childForFieldName('key');
  if (!key) return undefined;
  return key.type === 'string' ? unescape(key.text.slice(1, -1)) : key.text;
};

const stringOf = (node: Node | undefined) => (node?.type === 'string' ? unescape(node.text.slice(1, -1)) : undefined);

class Resolver {
  private readonly constants = new Map<string, Node>();
  private readonly functions = new Map<string, Node>();
  /** Class members that are functions, by name: `redeem() {}` and `redeem = async (req) => {}`. */
  private readonly members = new Map<string, Node[]>();

  constructor(root: Node) {
    for (const declarator of descendantsOf(root, 'variable_declarator')) {
      const name = declarator.childForFieldName('name');
      const value = unwrap(declarator.childForFieldName('value'));
      if (name?.type !== 'identifier' || !value) continue;
      // Only module-level bindings: a schema or handler declared once for the file.
      if (declarator.parent?.parent?.type !== 'program' && declarator.parent?.parent?.parent?.type !== 'program') continue;
      if (this.constants.has(name.text)) this.constants.set(name.text, root);
      else this.constants.set(name.text, value);
    }
    for (const fn of descendantsOf(root, 'function_declaration')) {
      const name = fn.childForFieldName('name');
      if (name) this.functions.set(name.text, fn);
    }
    for (const member of descendantsOf(root, ['method_definition', 'public_field_definition', 'field_definition'])) {
      const name = (member.childForFieldName('name') ?? member.childForFieldName('property'))?.text;
      const fn = member.type === 'method_definition' ? member : unwrap(member.childForFieldName('value'));
      if (!name || !fn || !FUNCTION_TYPES.has(fn.type)) continue;
      this.members.set(name, [...(this.members.get(name) ?? []), fn]);
    }
  }

  /** An object literal, directly or through a module-level constant. */
  object(node: Node | null | undefined): Node | undefined {
    const value = unwrap(node);
    if (value?.type === 'object') return value;
    const bound = value?.type === 'identifier' || value?.type === 'shorthand_property_identifier' ? this.constants.get(value.text) : undefined;
    return bound?.type === 'object' ? bound : undefined;
  }

  /** The value of an object literal's property (`key: value`, or the shorthand `key`). */
  property(object: Node, key: string): Node | undefined {
    for (const entry of namedChildrenOf(object)) {
      if (entry.type === 'pair' && keyOf(entry) === key) return entry.childForFieldName('value') ?? undefined;
      if (entry.type === 'shorthand_property_identifier' && entry.text === key) return entry;
    }
    return undefined;
  }

  /** The function a route is handed: inline, a function of the file by name, or the one class member of that name. */
  handler(node: Node | null | undefined): Node | undefined {
    let value = unwrap(node);
    // `controller.redeem.bind(controller)`
    if (value?.type === 'call_expression') {
      const callee = value.childForFieldName('function');
      if (callee?.type === 'member_expression' && callee.childForFieldName('property')?.text === 'bind') value = unwrap(callee.childForFieldName('object'));
    }
    if (!value) return undefined;
    if (FUNCTION_TYPES.has(value.type)) return value;
    if (value.type === 'identifier' || value.type === 'shorthand_property_identifier') {
      const bound = this.functions.get(value.text) ?? this.constants.get(value.text);
      return bound && FUNCTION_TYPES.has(bound.type) ? bound : undefined;
    }
    if (value.type === 'member_expression') {
      const candidates = this.members.get(value.childForFieldName('property')?.text ?? '');
      return candidates?.length === 1 ? candidates[0] : undefined;
    }
    return undefined;
  }
}

/** The checks one property's schema makes, as validator calls of the value (none when it leaves the value open). */
function checksOf(resolver: Resolver, schema: Node, value: Expr, node: Node): Expr[] {
  const check = (name: string, ...args: Expr[]): Expr => ({ kind: 'call', callee: { kind: 'name', name: `fastify.schema.${name}`, node }, args: [value, ...args], named: new Map(), isNew: false, node });
  const checks: Expr[] = [];
  const type = unwrap(resolver.property(schema, 'type'));
  const types = type?.type === 'array' ? namedChildrenOf(type).map(stringOf) : [stringOf(type)];
  const declared = types.filter((t) => t !== 'null');
  if (declared.length > 0 && declared.every((t) => t === 'string')) checks.push(check('string'));
  else if (declared.length > 0 && declared.every((t) => t !== undefined && SCALAR_TYPES.has(t))) checks.push(check('number'));
  const choices = unwrap(resolver.property(schema, 'enum'));
  const only = unwrap(resolver.property(schema, 'const'));
  const literal = (n: Node | undefined) => !!n && ['string', 'number', 'true', 'false', 'null'].includes(n.type);
  if ((choices?.type === 'array' && namedChildrenOf(choices).length > 0 && namedChildrenOf(choices).every(literal)) || literal(only)) checks.push(check('enum'));
  const pattern = stringOf(unwrap(resolver.property(schema, 'pattern')));
  if (pattern !== undefined && declared.every((t) => t === 'string')) checks.push(check('pattern', { kind: 'literal', value: pattern, node }));
  return checks;
}

/** The guard statements a route's schema puts at the start of its handler, whose first parameter is `request`. */
function guardsOf(resolver: Resolver, schema: Node, request: string): Stmt[] {
  const guards: Stmt[] = [];
  for (const [key, property] of Object.entries(PARTS)) {
    const part = resolver.object(resolver.property(schema, key));
    const properties = part ? resolver.object(resolver.property(part, 'properties')) : undefined;
    if (!properties) continue;
    for (const entry of namedChildrenOf(properties)) {
      const name = entry.type === 'pair' ? keyOf(entry) : undefined;
      const declared = entry.type === 'pair' ? resolver.object(entry.childForFieldName('value')) : undefined;
      if (name === undefined || !declared) continue;
      const value: Expr = { kind: 'member', object: { kind: 'member', object: { kind: 'name', name: request, node: entry }, property, node: entry }, property: name, node: entry };
      for (const check of checksOf(resolver, declared, value, entry)) {
        guards.push({ kind: 'if', test: { kind: 'unary', op: '!', operand: check, node: entry }, then: [{ kind: 'throw', node: entry }], otherwise: [], node: entry });
      }
    }
  }
  return guards;
}

/** The name of a handler's first parameter (the request), if it is a plain name. */
function requestParameter(fn: Node): string | undefined {
  const list = fn.childForFieldName('parameters') ?? fn.childForFieldName('parameter');
  const first = list?.type === 'identifier' ? list : list ? namedChildrenOf(list).find((n) => n.type !== 'comment') : undefined;
  const pattern = first && (first.type === 'required_parameter' || first.type === 'optional_parameter') ? first.childForFieldName('pattern') : first;
  return pattern?.type === 'identifier' ? pattern.text : undefined;
}

/**
 * Handlers of the file's Fastify routes registered with a schema, by function node id: the checks the schema makes
 * before the handler runs. Only in a file that imports Fastify (no other router takes `{ schema }` route options).
 */
export function fastifyRouteGuards(root: Node, modules: Iterable<string>): Map<number, Stmt[]> {
  const guards = new Map<number, Stmt[]>();
  if (![...modules].some((m) => m === 'fastify' || m.startsWith('fastify.'))) return guards;
  const resolver = new Resolver(root);
  const registrations = new Map<number, Stmt[][]>();
  for (const call of descendantsOf(root, 'call_expression')) {
    const callee = call.childForFieldName('function');
    const method = callee?.type === 'member_expression' ? callee.childForFieldName('property')?.text ?? '' : '';
    const list = call.childForFieldName('arguments');
    if (list?.type !== 'arguments') continue;
    const args = namedChildrenOf(list).filter((n) => n.type !== 'comment');
    let options: Node | undefined;
    let handler: Node | undefined;
    if (method === 'route' && args.length === 1) {
      options = resolver.object(args[0]);
      handler = options ? resolver.handler(resolver.property(options, 'handler')) : undefined;
    } else if (ROUTE_METHODS.has(method) && args.length >= 2) {
      options = resolver.object(args[1]);
      handler = resolver.handler(args.length >= 3 ? args[2] : options ? resolver.property(options, 'handler') : args[1]);
    }
    if (!handler) continue;
    const schema = options ? resolver.object(resolver.property(options, 'schema')) : undefined;
    const request = requestParameter(handler);
    registrations.set(handler.id, [...(registrations.get(handler.id) ?? []), schema && request ? guardsOf(resolver, schema, request) : []]);
  }
  // A handler registered on several routes is known only as far as every one of them checks it: one route is taken.
  for (const [id, found] of registrations) if (found.length === 1 && found[0]!.length > 0) guards.set(id, found[0]!);
  return guards;
}
