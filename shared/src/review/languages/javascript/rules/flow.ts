/**
 * A little data flow, just enough for sinks: where a local name got its value (`const { id } = req.params`,
 * `const sql = \`…${x}\``), and whether an expression carries HTTP request input or other outside data.
 */
import { memoized, type FileContext, type Node } from '../../../core/rule';
import { descendantsOf } from '../../../core/syntax';
import { enclosingFunction } from './context';
import { subtreeMatches } from './subtree-query';

interface Declaration {
  declarator: Node;
  value: Node;
}

// A name bound by a declarator, plain or destructured (`const { id } = …`, `const { id: userId } = …`).
const DECLARATIONS_QUERY = `
  (variable_declarator name: (identifier) @name value: (_) @value) @declarator
  (variable_declarator name: (object_pattern [(shorthand_property_identifier_pattern) @name (pair_pattern value: (identifier) @name)]) value: (_) @value) @declarator`;

/** Declarations in a function (or the program), by the name they bind; nested functions' included. */
function declarationsIn(file: FileContext, scope: Node): ReadonlyMap<string, Declaration[]> {
  return memoized(file, `javascript.declarations:${scope.id}`, () => {
    const byName = new Map<string, Declaration[]>();
    for (const match of subtreeMatches(file, scope, DECLARATIONS_QUERY)) {
      let list = byName.get(match.name!.text);
      if (!list) byName.set(match.name!.text, (list = []));
      list.push({ declarator: match.declarator!, value: match.value! });
    }
    return byName;
  });
}

/**
 * The value `identifier` was declared with: the nearest declaration before it in its function, else in the
 * enclosing functions, else at top level. Several declarations of the name in one scope make it unknown.
 */
export function definitionOf(file: FileContext, identifier: Node): Node | undefined {
  let scope = enclosingFunction(identifier);
  for (;;) {
    const root = scope ?? file.tree?.rootNode;
    if (!root) return undefined;
    const candidates = (declarationsIn(file, root).get(identifier.text) ?? [])
      .filter((d) => d.declarator.startIndex < identifier.startIndex && enclosingFunction(d.declarator)?.id === scope?.id);
    if (candidates.length === 1) return candidates[0]!.value;
    if (candidates.length > 1 || !scope) return undefined;
    scope = enclosingFunction(scope);
  }
}

const REQUEST_OBJECTS = /^(req|request|ctx\.request|ctx|event)$/;
const REQUEST_PARTS = /^(params|query|body|headers|cookies|files|queryStringParameters|pathParameters)$/;

export interface FlowOptions {
  /** Calls that make their argument safe for this sink (e.g. path.basename for file paths). */
  sanitizer?: RegExp;
}

function sanitizedWithin(node: Node, top: Node, sanitizer: RegExp | undefined): boolean {
  if (!sanitizer) return false;
  for (let current = node.parent; current; current = current.parent) {
    if (current.type === 'call_expression' && sanitizer.test(current.childForFieldName('function')?.text ?? '')) return true;
    if (current.id === top.id) break;
  }
  return false;
}

function isRequestMember(member: Node): boolean {
  const object = member.childForFieldName('object');
  const property = member.childForFieldName('property');
  return !!object && !!property && REQUEST_OBJECTS.test(object.text) && REQUEST_PARTS.test(property.text);
}

/** Reads outside input other than a web request: Lambda/WebSocket events, browser storage, the environment. */
function isOtherExternalRead(node: Node): boolean {
  if (node.type === 'member_expression') {
    const object = node.childForFieldName('object')?.text ?? '';
    const property = node.childForFieldName('property')?.text ?? '';
    return (/^(event|evt|e|msg|message)$/.test(object) && /^(data|body)$/.test(property)) || object === 'process.env';
  }
  if (node.type === 'call_expression') return /^(window\.)?(localStorage|sessionStorage)\.getItem$/.test(node.childForFieldName('function')?.text ?? '');
  return false;
}

function flows(file: FileContext, node: Node, test: (n: Node) => boolean, options: FlowOptions, depth: number): boolean {
  const candidates = [node, ...descendantsOf(node, ['member_expression', 'call_expression'])];
  if (candidates.some((candidate) => test(candidate) && !sanitizedWithin(candidate, node, options.sanitizer))) return true;
  if (depth === 0) return false;
  const identifiers = node.type === 'identifier' ? [node] : descendantsOf(node, 'identifier');
  return identifiers.some((identifier) => {
    if (sanitizedWithin(identifier, node, options.sanitizer)) return false;
    // The object of a member read or the callee of a call is not itself a value flowing here.
    const parent = identifier.parent;
    if (parent?.type === 'call_expression' && parent.childForFieldName('function')?.id === identifier.id) return false;
    const value = definitionOf(file, identifier);
    return !!value && flows(file, value, test, options, depth - 1);
  });
}

/** True when the expression carries HTTP request input: directly (req.query.x) or through local variables. */
export function carriesRequestInput(file: FileContext, node: Node, options: FlowOptions = {}): boolean {
  return flows(file, node, (n) => n.type === 'member_expression' && isRequestMember(n), options, 2);
}

/** Request input, or data from events, browser storage or the environment. */
export function carriesExternalInput(file: FileContext, node: Node): boolean {
  return flows(file, node, (n) => (n.type === 'member_expression' && isRequestMember(n)) || isOtherExternalRead(n), {}, 2);
}
