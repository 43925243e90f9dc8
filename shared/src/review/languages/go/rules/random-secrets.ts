/** Secrets made from math/rand that the data flow does not follow: slices filled by `rand.Read` and where they go. */
import { valueAt } from '../../../analysis/dataflow/engine';
import { CONSUMING_VERB, namesSecret } from '../../../analysis/dataflow/secret-places';
import type { Detection, FileContext, Node, ScanRule } from '../../../core/rule';
import { descendantsOf, enclosing, namedChildrenOf } from '../../../core/syntax';
import { localPackageNames } from './context';
import { argumentsOf, functionOf, lineOf, literalConstant } from './values';

/**
 * Where an expression's value is put: climbing through the calls, conversions, slices and concatenations that
 * carry it (`hex.EncodeToString(sum[:])`, `fmt.Sprintf("%x", …)`), the node it ends in and how it is held there.
 */
export function destinationOf(node: Node): { holder: Node; end: Node } | undefined {
  let current = node;
  for (;;) {
    const parent = current.parent;
    if (!parent) return undefined;
    if (['parenthesized_expression', 'binary_expression', 'slice_expression', 'type_conversion_expression', 'unary_expression'].includes(parent.type)) current = parent;
    else if (parent.type === 'index_expression' && parent.childForFieldName('operand')?.id === current.id) current = parent;
    else if (parent.type === 'argument_list' && parent.parent?.type === 'call_expression' && !isSinkCall(parent.parent)) current = parent.parent;
    else if (parent.type === 'selector_expression' && parent.parent?.type === 'call_expression' && parent.parent.childForFieldName('function')?.id === parent.id) current = parent.parent;
    else return { holder: parent, end: current };
  }
}

/** Calls that consume a value rather than transform it: a header set, a cookie set (a destination, not a carrier). */
export function isSinkCall(call: Node): boolean {
  const field = call.childForFieldName('function')?.childForFieldName('field')?.text ?? '';
  return /^(Set|Add|Header|SetCookie|Cookie)$/.test(field);
}

/** The name a value is stored under at its destination: a variable, a field, a string key, a keyed element. */
export function storedName(holder: Node, end: Node): { name: string; target: Node; statement: Node } | undefined {
  if (holder.type === 'expression_list' && ['short_var_declaration', 'assignment_statement'].includes(holder.parent?.type ?? '')) {
    const statement = holder.parent!;
    if (statement.childForFieldName('right')?.id !== holder.id) return undefined;
    const rights = namedChildrenOf(holder);
    const lefts = namedChildrenOf(statement.childForFieldName('left')!);
    const target = lefts[lefts.length === rights.length ? rights.findIndex((r) => r.id === end.id) : 0];
    return target ? nameOfTarget(target, statement) : undefined;
  }
  if (holder.type === 'expression_list' && holder.parent?.type === 'var_spec') {
    const statement = holder.parent;
    const names = statement.childrenForFieldName('name').filter((n): n is Node => n !== null);
    const target = names[names.length === namedChildrenOf(holder).length ? namedChildrenOf(holder).findIndex((r) => r.id === end.id) : 0];
    return target ? { name: target.text, target, statement } : undefined;
  }
  if (holder.type === 'literal_element' && holder.parent?.type === 'keyed_element' && holder.parent.childForFieldName('value')?.id === holder.id) {
    const key = holder.parent.childForFieldName('key');
    const inner = key ? namedChildrenOf(key)[0] ?? key : undefined;
    if (!inner) return undefined;
    const name = inner.type === 'identifier' ? inner.text : literalConstant(inner);
    return typeof name === 'string' ? { name, target: inner, statement: holder.parent } : undefined;
  }
  return undefined;
}

export function nameOfTarget(target: Node, statement: Node): { name: string; target: Node; statement: Node } | undefined {
  if (target.type === 'identifier') return target.text === '_' ? undefined : { name: target.text, target, statement };
  if (target.type === 'selector_expression') return { name: target.childForFieldName('field')!.text, target, statement };
  if (target.type === 'index_expression') {
    const index = target.childForFieldName('index');
    const key = index ? literalConstant(index) : undefined;
    return typeof key === 'string' ? { name: key, target, statement } : undefined;
  }
  return undefined;
}

/** The reads of a local variable after a point, within a function (not the places it is assigned). */
export function readsAfter(fn: Node, name: string, after: number): Node[] {
  return descendantsOf(fn, 'identifier').filter((id) => id.text === name && id.startIndex >= after && !isAssignedAt(id));
}

export function isAssignedAt(id: Node): boolean {
  const list = id.parent;
  return list?.type === 'expression_list' && ['short_var_declaration', 'assignment_statement'].includes(list.parent?.type ?? '') && list.parent!.childForFieldName('left')?.id === list.id;
}

/** A taint rule that also reports what another scan of the file finds (a flow the data flow does not follow). */
export function withExtraScan(rule: ScanRule, extra: (file: FileContext) => Detection[]): ScanRule {
  return { ...rule, scan: (file) => [...rule.scan(file), ...extra(file)] };
}


/** Where a value filled from math/rand ends up as a secret: a variable, field or key named for one, a cookie value, a secret-named function's result. */
export function secretPlaceOf(fn: Node, name: string, after: number, depth = 0): { node: Node; name: string } | undefined {
  for (const read of readsAfter(fn, name, after)) {
    const destination = destinationOf(read);
    if (!destination) continue;
    const { holder, end } = destination;
    if (holder.type === 'return_statement' || (holder.type === 'expression_list' && holder.parent?.type === 'return_statement')) {
      const owner = functionOf(holder);
      const fnName = owner?.childForFieldName('name')?.text;
      if (fnName && namesSecret(fnName) && !CONSUMING_VERB.test(fnName)) return { node: holder.type === 'return_statement' ? holder : holder.parent!, name: `the result of \`${fnName}\`` };
      continue;
    }
    const stored = storedName(holder, end);
    if (!stored) continue;
    const cookie = stored.statement.type === 'keyed_element' && stored.name === 'Value' && /(^|\.)Cookie$/.test(enclosing(stored.statement, ['composite_literal'])?.childForFieldName('type')?.text ?? '');
    if (namesSecret(stored.name) || cookie) return { node: stored.statement, name: cookie ? 'a cookie value' : `\`${stored.name}\`` };
    if (depth < 2 && stored.target.type === 'identifier') {
      const further = secretPlaceOf(fn, stored.name, stored.statement.endIndex, depth + 1);
      if (further) return further;
    }
  }
  return undefined;
}

/**
 * `rand.Read(buf)` (math/rand) fills the slice it is given: a write into an argument that the data flow does not
 * follow (it follows `&v` pointers), so the slice's later reads in the function are followed here — through the
 * calls and variables that carry it — to a place named for a secret, as the taint rows would.
 */
export function randomFilledSecrets(file: FileContext): Detection[] {
  if (!file.tree) return [];
  const packages = localPackageNames(file, 'math/rand');
  // Without math/rand imported, no Read can be its own.
  if (packages.size === 0) return [];
  const detections: Detection[] = [];
  for (const call of descendantsOf(file.tree.rootNode, 'call_expression')) {
    const callee = call.childForFieldName('function');
    if (callee?.type !== 'selector_expression' || callee.childForFieldName('field')?.text !== 'Read') continue;
    const operand = callee.childForFieldName('operand')!;
    const fromMathRand = operand.type === 'identifier' && packages.has(operand.text) ? true : valueAt(file, operand)?.type === 'math/rand.Rand';
    if (!fromMathRand) continue;
    let buffer = argumentsOf(call)[0];
    while (buffer?.type === 'slice_expression') buffer = buffer.childForFieldName('operand') ?? undefined;
    const fn = functionOf(call);
    if (buffer?.type !== 'identifier' || !fn) continue;
    const place = secretPlaceOf(fn, buffer.text, call.endIndex);
    if (!place) continue;
    detections.push({
      start: place.node.startIndex,
      end: place.node.endIndex,
      description: `\`${buffer.text}\` is filled by math/rand's Read (line ${lineOf(file, call)}) and becomes ${place.name} here, a security-sensitive value. math/rand is not a cryptographic generator: its output can be predicted, so the value can be guessed.`,
      flow: [
        { start: call.startIndex, end: call.endIndex, note: 'source: math/rand fills the slice' },
        { start: place.node.startIndex, end: place.node.endIndex, note: 'sink: reaches a security-sensitive value' },
      ],
    });
  }
  return detections;
}
