/**
 * CORS written by hand: a script, controller or middleware that copies the request's Origin header into
 * Access-Control-Allow-Origin and also sends Access-Control-Allow-Credentials: true, without looking at the origin
 * first. Any use of the origin besides a presence test (an allow-list lookup, a comparison, a pattern match, even a
 * log line) counts as looking at it: quiet on code that may check is worth more than the odd missed echo. A script's
 * top-level code is one unit, like a function's body.
 */
import { memoized, type FileContext, type Node } from '../../../core/rule';
import { queryNodes } from '../../../core/query';
import { contains, descendantsOf, namedChildrenOf } from '../../../core/syntax';
import { judgedValue } from '../../../rules/judged-value';
import { argumentsOf, calleeName, functionAround, stringText } from './context';

interface HeaderWrite {
  header: 'origin' | 'credentials';
  at: Node;
  /** The value: a node, or the constant text a raw header line carries. */
  value: Node | string;
}

const HEADER_LINE = /^\s*access-control-allow-(origin|credentials)\s*:\s*(.*)$/is;
const HEADER_NAME = /^access-control-allow-(origin|credentials)$/i;
/** Symfony's `$response->headers->set()`, Laravel's `->header()`, PSR-7's `->withHeader()`, others' `->setHeader()`. */
const SETTERS = /^(set|header|withHeader|withAddedHeader|setHeader|addHeader)$/;
const CANDIDATES = `
  (function_call_expression function: (name) @name (#eq? @name "header")) @node
  (member_call_expression name: (name) @name (#match? @name "^(set|header|withHeader|withAddedHeader|setHeader|addHeader)$")) @node
  ((array_element_initializer . (string (string_content) @key)) @node (#match? @key "^[Aa]ccess-[Cc]ontrol-[Aa]llow-"))`;

const isOriginKey = (node: Node | undefined) => /^(origin|http_origin)$/i.test(stringText(node) ?? '');

/**
 * The request's Origin: `$_SERVER['HTTP_ORIGIN']`, `getallheaders()['Origin']`, `$request->headers->get('Origin')`,
 * `$request->header('Origin')`, `$request->getHeaderLine('Origin')`, `$request->server->get('HTTP_ORIGIN')`.
 */
export function isOriginRead(node: Node): boolean {
  if (node.type === 'subscript_expression') {
    const [object, key] = namedChildrenOf(node);
    return !!object && isOriginKey(key) && (/^\$_SERVER$|headers$/i.test(object.text) || /^(getallheaders|apache_request_headers)$/.test(object.type === 'function_call_expression' ? calleeName(object) : ''));
  }
  if (node.type !== 'member_call_expression' && node.type !== 'scoped_call_expression') return false;
  const args = argumentsOf(node);
  return /^(get|header|getHeaderLine|server)$/.test(calleeName(node)) && args.length === 1 && isOriginKey(args[0]);
}

/** `$x ?? ''`, `$x ?: ''`: the value, with a constant for when it is absent. */
function withoutFallback(node: Node): Node {
  if (node.type === 'parenthesized_expression' && namedChildrenOf(node).length === 1) return withoutFallback(namedChildrenOf(node)[0]!);
  if (node.type === 'binary_expression' && node.childForFieldName('operator')?.text === '??' && stringText(node.childForFieldName('right') ?? undefined) !== undefined) return withoutFallback(node.childForFieldName('left')!);
  if (node.type === 'conditional_expression' && !node.childForFieldName('body') && stringText(node.childForFieldName('alternative') ?? undefined) !== undefined) return withoutFallback(node.childForFieldName('condition')!);
  return node;
}

/** `header("Access-Control-Allow-Origin: " . $origin)`, `header("Access-Control-Allow-Origin: $origin")`, `header('…-Credentials: true')`. */
function rawHeader(call: Node): HeaderWrite | undefined {
  const line = argumentsOf(call)[0];
  if (!line) return undefined;
  const constant = stringText(line);
  if (constant !== undefined) {
    const parts = HEADER_LINE.exec(constant);
    return parts ? { header: parts[1]!.toLowerCase() === 'origin' ? 'origin' : 'credentials', at: call, value: parts[2]!.trim() } : undefined;
  }
  let prefix: string | undefined;
  let value: Node | undefined;
  if (line.type === 'binary_expression' && line.childForFieldName('operator')?.text === '.') {
    prefix = stringText(line.childForFieldName('left') ?? undefined);
    value = line.childForFieldName('right') ?? undefined;
  } else if (line.type === 'encapsed_string') {
    const parts = namedChildrenOf(line);
    if (parts.length === 2 && parts[0]!.type === 'string_content') [prefix, value] = [parts[0]!.text, parts[1]!];
  }
  const parts = prefix !== undefined ? HEADER_LINE.exec(prefix) : null;
  return parts && value && parts[2]!.trim() === '' ? { header: parts[1]!.toLowerCase() === 'origin' ? 'origin' : 'credentials', at: call, value } : undefined;
}

function headerWrite(node: Node): HeaderWrite | undefined {
  if (node.type === 'function_call_expression') return rawHeader(node);
  if (node.type === 'array_element_initializer') {
    const [key, value] = namedChildrenOf(node);
    const name = HEADER_NAME.exec(stringText(key) ?? '');
    return name && value ? { header: name[1]!.toLowerCase() === 'origin' ? 'origin' : 'credentials', at: node, value } : undefined;
  }
  const [name, value] = argumentsOf(node);
  const header = HEADER_NAME.exec(stringText(name) ?? '');
  return header && value && SETTERS.test(calleeName(node)) ? { header: header[1]!.toLowerCase() === 'origin' ? 'origin' : 'credentials', at: node, value } : undefined;
}

function headerWrites(file: FileContext): Map<number, { unit: Node; writes: HeaderWrite[] }> {
  return memoized(file, 'php.cors-header-writes', () => {
    const byUnit = new Map<number, { unit: Node; writes: HeaderWrite[] }>();
    if (!/access-control-allow-/i.test(file.code)) return byUnit;
    for (const node of queryNodes(file, CANDIDATES)) {
      const write = headerWrite(node);
      if (!write) continue;
      const unit = functionAround(node) ?? node.tree.rootNode;
      const entry = byUnit.get(unit.id) ?? { unit, writes: [] };
      entry.writes.push(write);
      byUnit.set(unit.id, entry);
    }
    return byUnit;
  });
}

function isTrue(file: FileContext, value: Node | string): boolean {
  if (typeof value === 'string') return value.toLowerCase() === 'true';
  if (value.type === 'boolean' || stringText(value) !== undefined) return (stringText(value) ?? value.text).toLowerCase() === 'true';
  const constants = judgedValue(file, value).constants;
  return constants.length > 0 && constants.every((c) => c === true || (typeof c === 'string' && c.toLowerCase() === 'true'));
}

/** The variable gets only reads of the Origin header in `unit`. */
function holdsOrigin(unit: Node, name: string): boolean {
  const values = descendantsOf(unit, 'assignment_expression').filter((a) => a.childForFieldName('left')?.text === name).map((a) => a.childForFieldName('right'));
  return values.length > 0 && values.every((value) => !!value && isOriginRead(withoutFallback(value)));
}

function echoedOrigin(unit: Node, value: Node): { variable?: string } | undefined {
  const echoed = withoutFallback(value);
  if (isOriginRead(echoed)) return {};
  return echoed.type === 'variable_name' && holdsOrigin(unit, echoed.text) ? { variable: echoed.text } : undefined;
}

/** `isset($origin)`, `empty($origin)`, `!$origin`, `$origin === null`, `if ($origin)`, `$origin && …`. */
function isPresenceTest(node: Node): boolean {
  let child = node;
  let parent = node.parent;
  while (parent && (parent.type === 'parenthesized_expression' || parent.type === 'argument')) [child, parent] = [parent, parent.parent];
  if (!parent) return false;
  if (parent.type === 'arguments') return /^(isset|empty|is_null|is_string|strlen)$/.test(parent.parent ? calleeName(parent.parent) : '') && namedChildrenOf(parent).length === 1;
  if (parent.type === 'unary_op_expression' || parent.type === 'if_statement' || parent.type === 'else_if_clause') return true;
  if (parent.type === 'conditional_expression') return parent.childForFieldName('condition')?.id === child.id;
  if (parent.type !== 'binary_expression') return false;
  const operator = parent.childForFieldName('operator')?.text ?? '';
  if (/^(&&|\|\||and|or|\?\?)$/i.test(operator)) return true;
  const other = parent.childForFieldName('left')?.id === child.id ? parent.childForFieldName('right') : parent.childForFieldName('left');
  return /^[!=]==?$/.test(operator) && !!other && (/^null$/i.test(other.text) || stringText(other) === '');
}

function originExamined(unit: Node, variables: ReadonlySet<string>, echoes: readonly Node[]): boolean {
  const inEcho = (node: Node) => echoes.some((echo) => contains(echo, node));
  const reads = descendantsOf(unit, ['subscript_expression', 'member_call_expression', 'scoped_call_expression']).filter((node) => isOriginRead(node) && !inEcho(node));
  const uses = descendantsOf(unit, 'variable_name').filter((node) => variables.has(node.text) && !inEcho(node));
  return [...reads, ...uses].some((node) => {
    let binding = node;
    while (binding.parent && withoutFallback(binding.parent).id === node.id) binding = binding.parent;
    const assignment = binding.parent;
    if (assignment?.type === 'assignment_expression' && (assignment.childForFieldName('left')?.id === node.id || (assignment.childForFieldName('right')?.id === binding.id && variables.has(assignment.childForFieldName('left')?.text ?? '')))) return false;
    return !isPresenceTest(node);
  });
}

/** Access-Control-Allow-Origin writes that echo the request's origin, unexamined, where the same unit allows credentials. */
export function echoedOriginWrites(file: FileContext): Node[] {
  const found: Node[] = [];
  for (const { unit, writes } of headerWrites(file).values()) {
    if (!writes.some((write) => write.header === 'credentials' && isTrue(file, write.value))) continue;
    const echoes = writes.filter((write) => write.header === 'origin').flatMap((write) => {
      const echo = typeof write.value === 'string' ? undefined : echoedOrigin(unit, write.value);
      return echo ? [{ write, echo, value: write.value as Node }] : [];
    });
    if (echoes.length === 0) continue;
    const variables = new Set(echoes.flatMap((e) => (e.echo.variable ? [e.echo.variable] : [])));
    if (!originExamined(unit, variables, echoes.map((e) => e.value))) found.push(...echoes.map((e) => e.write.at));
  }
  return found;
}
