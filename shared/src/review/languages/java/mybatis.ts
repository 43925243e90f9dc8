/**
 * MyBatis mapper methods lowered to the statement they run. A mapper interface's method has no body: calling it runs
 * the SQL of its `@Select`/`@Insert`/`@Update`/`@Delete` annotation, where `#{name}` is bound as a JDBC parameter
 * and `${name}` is spliced into the text as it is (MyBatis' "String Substitution"), or the SQL its
 * `@SelectProvider`-style provider method builds from the same arguments. The method is lowered as calling its
 * annotation with that text (`Select("… ORDER BY " + orderBy)`), so the flow reads a call of the mapper as the query
 * it runs; the annotation names are sink rows of frameworks-spec.ts.
 */
import type { Node } from '../../core/rule';
import { namedChildrenOf } from '../../core/syntax';
import type { Expr, Stmt } from '../../core/ir';
import { literal, unescape } from '../../analysis/dataflow/lowering';

const STATEMENTS = new Set(['Select', 'Insert', 'Update', 'Delete']);
const PROVIDERS = new Set(['SelectProvider', 'InsertProvider', 'UpdateProvider', 'DeleteProvider']);
/** `#{id,jdbcType=INTEGER}` is bound; `${orderBy}` and `${sort.column}` are substituted. */
const PLACEHOLDER = /([$#])\{([^}]*)\}/g;
const PROPERTY_PATH = /^[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*$/;
/** Types MyBatis substitutes as the value itself when the method's only parameter is one (not a bean's property). */
const SCALARS = /^(String|CharSequence|int|long|short|byte|double|float|boolean|char|Integer|Long|Short|Byte|Double|Float|Boolean|Character|BigDecimal|BigInteger)$/;

interface MapperParameter {
  name: string;
  type: string;
  /** `@Param("sort")`: the name the SQL refers to it by. */
  bound: string | undefined;
}

/** What lowering gives this module: how to lower an expression of the file. */
export type LowerExpr = (node: Node) => Expr;

/** A call of the annotation on the SQL text it runs, or undefined when the method is no MyBatis mapper statement. */
export function mapperStatement(method: Node, lowerExpr: LowerExpr, imported: boolean): Stmt[] | undefined {
  const modifiers = namedChildrenOf(method).find((c) => c.type === 'modifiers');
  for (const annotation of modifiers ? namedChildrenOf(modifiers) : []) {
    if (annotation.type !== 'annotation') continue;
    const written = annotation.childForFieldName('name')?.text ?? '';
    const name = written.slice(written.lastIndexOf('.') + 1);
    if (!(imported || written.startsWith('org.apache.ibatis.')) || !(STATEMENTS.has(name) || PROVIDERS.has(name))) continue;
    const params = parametersOf(method);
    const text = STATEMENTS.has(name) ? statementText(annotation, lowerExpr, params) : providerCall(annotation, method, params);
    if (!text) return undefined;
    const callee: Expr = { kind: 'name', name, node: annotation.childForFieldName('name')! };
    return [{ kind: 'return', value: { kind: 'call', callee, args: [text], named: new Map(), isNew: false, node: annotation }, node: annotation }];
  }
  return undefined;
}

function parametersOf(method: Node): MapperParameter[] {
  const list = method.childForFieldName('parameters');
  return (list ? namedChildrenOf(list) : []).filter((p) => p.type === 'formal_parameter').map((p) => {
    const modifiers = namedChildrenOf(p).find((c) => c.type === 'modifiers');
    const param = (modifiers ? namedChildrenOf(modifiers) : []).find((a) => a.type === 'annotation' && /(^|\.)Param$/.test(a.childForFieldName('name')?.text ?? ''));
    const value = param ? namedChildrenOf(param.childForFieldName('arguments')!).find((a) => a.type === 'string_literal') : undefined;
    return { name: p.childForFieldName('name')?.text ?? '', type: p.childForFieldName('type')?.text ?? '', bound: value ? unescape(value.text.slice(1, -1)) : undefined };
  });
}

/** The annotation's value (`@Select("…")`, `@Select(value = "…")`, `@Select({"…", "…"})`, joined by spaces as MyBatis does). */
function statementText(annotation: Node, lowerExpr: LowerExpr, params: readonly MapperParameter[]): Expr | undefined {
  const value = annotationValue(annotation, 'value');
  if (!value) return undefined;
  const parts = value.type === 'element_value_array_initializer' ? namedChildrenOf(value) : [value];
  const lowered = parts.map((part) => substituted(lowerExpr(part), params));
  return lowered.reduce((text, next) => ({ kind: 'binary', op: '+', left: { kind: 'binary', op: '+', left: text, right: literal(' ', value), node: value }, right: next, node: value }));
}

/** `@SelectProvider(type = TicketSql.class, method = "open")`: the provider method called with the mapper's arguments. */
function providerCall(annotation: Node, method: Node, params: readonly MapperParameter[]): Expr | undefined {
  const type = annotationValue(annotation, 'type') ?? annotationValue(annotation, 'value');
  const owner = type?.type === 'class_literal' ? namedChildrenOf(type)[0]?.text : undefined;
  const named = annotationValue(annotation, 'method');
  // Without `method`, MyBatis' ProviderMethodResolver looks for a method named as the mapper method.
  const member = named?.type === 'string_literal' ? unescape(named.text.slice(1, -1)) : method.childForFieldName('name')?.text;
  if (!owner || !member) return undefined;
  const callee: Expr = { kind: 'member', object: { kind: 'name', name: owner.slice(owner.lastIndexOf('.') + 1), node: type! }, property: member, node: annotation };
  return { kind: 'call', callee, args: params.map((p): Expr => ({ kind: 'name', name: p.name, node: annotation })), named: new Map(), isNew: false, node: annotation };
}

function annotationValue(annotation: Node, key: string): Node | undefined {
  const args = annotation.childForFieldName('arguments');
  for (const arg of args ? namedChildrenOf(args) : []) {
    if (arg.type === 'element_value_pair') {
      if (arg.childForFieldName('key')?.text === key) return arg.childForFieldName('value') ?? undefined;
    } else if (key === 'value' && arg.type !== 'comment') return arg;
  }
  return undefined;
}

/** The SQL text with `#{…}` as the `?` it is sent as and `${…}` as the argument it names. */
function substituted(text: Expr, params: readonly MapperParameter[]): Expr {
  if (text.kind === 'binary' && text.op === '+') return { ...text, left: substituted(text.left, params), right: substituted(text.right, params) };
  if (text.kind === 'concat') return { ...text, parts: text.parts.map((part) => substituted(part, params)) };
  if (text.kind !== 'literal' || typeof text.value !== 'string' || !text.value.includes('{')) return text;
  const pieces: Expr[] = [];
  let at = 0;
  for (const match of text.value.matchAll(PLACEHOLDER)) {
    pieces.push(literal(text.value.slice(at, match.index), text.node));
    pieces.push(match[1] === '#' ? literal('?', text.node) : argumentAt(match[2]!.trim(), params, text.node));
    at = match.index + match[0].length;
  }
  if (pieces.length === 0) return text;
  pieces.push(literal(text.value.slice(at), text.node));
  return pieces.reduce((left, right) => ({ kind: 'binary', op: '+', left, right, node: text.node }));
}

/**
 * The argument `${path}` names: a parameter by its `@Param` name, its own name, or `paramN`/`argN`; with a single
 * parameter and no such name, that parameter itself (a String) or its property (a bean). OGNL beyond a property
 * path is left as nothing known.
 */
function argumentAt(path: string, params: readonly MapperParameter[], node: Node): Expr {
  if (!PROPERTY_PATH.test(path)) return literal('', node);
  const [root, ...properties] = path.split('.');
  const position = /^(?:param(\d+)|arg(\d+))$/.exec(root!);
  let param = params.find((p) => p.bound === root) ?? params.find((p) => p.bound === undefined && p.name === root);
  if (!param && position) param = params[position[1] !== undefined ? Number(position[1]) - 1 : Number(position[2])];
  let chain = properties;
  if (!param && params.length === 1 && params[0]!.bound === undefined) {
    param = params[0]!;
    if (!SCALARS.test(param.type)) chain = [root!, ...properties];
  }
  if (!param) return literal('', node);
  return chain.reduce<Expr>((object, property) => ({ kind: 'member', object, property, node }), { kind: 'name', name: param.name, node });
}
