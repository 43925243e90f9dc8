/** performance rules for JavaScript and TypeScript. */
import type { FixPlan, Node, Rule, RuleMatch } from '../../../core/rule';
import { descendantsOf, isInside, namedChildrenOf } from '../../../core/syntax';
import { calleeModule, enclosingFunction, enclosingLoop, FUNCTION_TYPES, isAsyncFunction } from './context';
import { definitionOf } from './flow';
import { primitiveType } from './types';
import { readsWholeTable } from '../../../rules/unbounded-sql';

const JS = ['javascript', 'typescript'] as const;

/** fs functions whose promise form takes the same arguments, so `fs.xSync(…)` → `await fs.promises.x(…)`. */
const PROMISE_TWINS = /^(readFile|writeFile|appendFile|readdir|stat|lstat|mkdir|rm|unlink|copyFile|rename|access|realpath|rmdir|chmod)Sync$/;

function isRequestHandler(fn: Node): boolean {
  const parameters = fn.childForFieldName('parameters');
  return !!parameters && /^\(\s*(req|request)\b[^,]*,\s*(res|response|reply)\b/.test(parameters.text);
}

/** Reads whose promise twin returns the same result and changes nothing on disk. */
const READS = /^(readFile|readdir|stat|lstat|access)Sync$/;
/** Methods a returned read may pass through before it is returned (`.toString()`): they read, nothing more. */
const RETURNED_CHAIN = /^(toString|trim|split)$/;

/** A path (text), not a file descriptor: the promise API takes no numeric descriptor. */
function isPathArgument(m: RuleMatch, argument: Node | undefined): boolean {
  if (!argument) return false;
  if (['string', 'template_string'].includes(argument.type) || primitiveType(m.file, argument) === 'string') return true;
  const callee = argument.type === 'call_expression' ? argument.childForFieldName('function') : null;
  return !!callee && calleeModule(m.file, callee)?.module === 'path';
}

/**
 * The value the async function returns, as written: `return fs.readFileSync(p)` or an arrow's body, possibly read
 * through `.toString()`. Nothing of the function runs after the read, and no finally block waits on it.
 */
function isReturnedDirectly(call: Node, fn: Node): boolean {
  let value = call;
  for (;;) {
    const member = value.parent;
    const chained = member?.type === 'member_expression' && RETURNED_CHAIN.test(member.childForFieldName('property')?.text ?? '') ? member.parent : null;
    if (chained?.type !== 'call_expression') break;
    value = chained;
  }
  const parent = value.parent;
  const returned = parent?.type === 'return_statement' || (parent?.id === fn.id && fn.childForFieldName('body')?.id === value.id);
  if (!returned) return false;
  return !hasFinalizerBetween(value, fn);
}

function hasFinalizerBetween(node: Node, fn: Node): boolean {
  for (let current = node.parent; current && current.id !== fn.id; current = current.parent) {
    if (current.type === 'try_statement' && current.childForFieldName('finalizer')) return true;
  }
  return false;
}

/**
 * `fs.xSync(…)` → `await fs.promises.x(…)` in an async function. Safe for a read of a path on Node's fs that the
 * function returns as it is: the caller receives the same value (or error) through the promise it already gets,
 * and nothing else in the function moves after the read. Elsewhere other work may now run between the statements
 * (and a write lands later): a suggestion.
 */
function promiseTwinFix(m: RuleMatch): FixPlan | undefined {
  const callee = m.captures.callee!;
  const name = m.captures.fn!.text;
  const fn = enclosingFunction(m.target);
  if (callee.type !== 'member_expression' || !PROMISE_TWINS.test(name) || !fn || !isAsyncFunction(fn)) return undefined;
  // `await` may not stand in parameter defaults or class field initialisers.
  const body = fn.childForFieldName('body');
  if (!body || body.startIndex > m.target.startIndex || body.endIndex < m.target.endIndex || isInside(m.target, ['class_body'], FUNCTION_TYPES)) return undefined;
  const binding = calleeModule(m.file, callee);
  if (binding?.module !== 'fs' || binding.imported !== '*') return undefined;
  const object = callee.childForFieldName('object')!;
  const args = m.target.childForFieldName('arguments')!;
  const call = `await ${object.text}.promises.${name.slice(0, -'Sync'.length)}${args.text}`;
  // `fs.readFileSync(f).toString()` needs the awaited value, not the promise, before the member access.
  const parent = m.target.parent;
  const wrap = !!parent && ['member_expression', 'subscript_expression', 'call_expression', 'binary_expression', 'unary_expression', 'await_expression'].includes(parent.type);
  // statSync's { throwIfNoEntry: false } returns undefined for a missing file; the promise API rejects instead.
  const safe = READS.test(name) && namedChildrenOf(args).length <= 2 && !args.text.includes('throwIfNoEntry')
    && isPathArgument(m, namedChildrenOf(args)[0]) && isReturnedDirectly(m.target, fn);
  return { description: 'Use the promise API', safety: safe ? 'safe' : 'suggestion', edits: [{ start: m.target.startIndex, end: m.target.endIndex, text: wrap ? `(${call})` : call }] };
}

/** Variables a loop (or iterating callback) binds per item. */
function loopVariables(loop: Node): string[] {
  const bound = loop.type === 'for_in_statement'
    ? loop.childForFieldName('left')
    : FUNCTION_TYPES.includes(loop.type)
      ? (loop.childForFieldName('parameters') ?? loop.childForFieldName('parameter'))
      : null;
  if (!bound) return [];
  return bound.type === 'identifier' ? [bound.text] : descendantsOf(bound, ['identifier', 'shorthand_property_identifier_pattern']).map((n) => n.text);
}

/** Names that read as collections; a singular noun ending in s (status, address) is a value, not an array. */
const COLLECTION_NAME = /(s|list|array|items|ids|values|entries|rows|records|keys|set)$/i;
const SINGULAR_IN_S = new Set(['status', 'address', 'class', 'alias', 'process', 'access', 'success', 'progress', 'bonus', 'canvas', 'focus', 'radius', 'basis', 'analysis', 'axis', 'news', 'previous', 'options', 'settings', 'headers', 'params', 'props', 'args', 'css', 'this']);

function looksLikeCollection(name: string): boolean {
  const lastWord = name.split(/_|(?=[A-Z])/).pop()!.toLowerCase();
  return COLLECTION_NAME.test(name) && !SINGULAR_IN_S.has(lastWord);
}

/** A query that reads a whole table or collection: no filter and no limit, ORM or SQL. */
function isUnboundedRead(m: RuleMatch): boolean {
  const method = m.captures.method!.text;
  const args = namedChildrenOf(m.captures.args!);
  const options = args[0];
  const keys = options?.type === 'object' ? namedChildrenOf(options).map((p) => (p.type === 'spread_element' ? '...' : (p.childForFieldName('key')?.text ?? p.text))) : undefined;
  switch (method) {
    case 'find':
      // Mongoose/Mongo: find() or find({}) with no .limit() chained.
      return (args.length === 0 || (keys !== undefined && keys.length === 0)) && !chainBounds(m.target);
    case 'findMany':
      return args.length === 0 || (keys !== undefined && !keys.some((k) => ['take', 'where', '...'].includes(k)));
    case 'findAll':
      return args.length === 0 || (keys !== undefined && !keys.some((k) => ['limit', 'where', '...'].includes(k)));
    default: {
      if (options?.type !== 'string' && !(options?.type === 'template_string' && namedChildrenOf(options).every((c) => c.type === 'string_fragment'))) return false;
      const sql = options.text.slice(1, -1);
      return readsWholeTable(sql);
    }
  }
}

/** `.limit(n)` (or a streaming cursor) chained after the call bounds what it loads. */
function chainBounds(call: Node): boolean {
  for (let current = call.parent; current?.type === 'member_expression'; current = current.parent?.parent ?? null) {
    if (/^(limit|cursor|stream|countDocuments|count|next|estimatedDocumentCount)$/.test(current.childForFieldName('property')?.text ?? '')) return true;
    if (current.parent?.type !== 'call_expression') return false;
  }
  return false;
}

export const rules: Rule[] = [
  {
    id: 'javascript.performance.sync-io-in-async',
    fixes: { safety: 'checked', when: 'a read (readFile, readdir, stat, lstat, access) of a path on fs imported from Node\'s fs module, returned as it is by the async function: nothing else in the function moves after it; elsewhere other work may now run between the statements, so it is a suggestion' },
    specialist: 'performance', severity: 'medium', languages: JS,
    title: 'Blocking I/O inside async code',
    description: 'A *Sync call blocks the event loop: while it runs, the server answers no other request.',
    suggestion: 'Use the promise API (await fs.promises.readFile(…)) or move the work to start-up.',
    query: `(call_expression function: [(identifier) @fn (member_expression property: (property_identifier) @fn)] @callee (#match? @fn "^(readFile|writeFile|appendFile|readdir|stat|lstat|exists|mkdir|rm|rmdir|unlink|copyFile|rename|access|realpath|chmod|exec|execFile|spawn)Sync$")) @target`,
    where: (m) => {
      const fn = enclosingFunction(m.target);
      return !!fn && (isAsyncFunction(fn) || isRequestHandler(fn));
    },
    fix: promiseTwinFix,
  },
  {
    id: 'javascript.performance.quadratic-lookup',
    // The cost is there only when both collections are large, which the code rarely shows: on mature code it was
    // mostly searches of a few columns or options per item (73 findings in 21,000 lines of an ORM). Opt-in, as no
    // linter's or SonarQube's default set has it.
    optIn: true,
    specialist: 'performance', severity: 'low', languages: JS,
    title: 'Linear search inside a loop',
    description: 'includes/indexOf/find/filter on an array inside a loop over another collection makes the work grow with the product of both sizes (quadratic).',
    suggestion: 'Build a Set or Map (or group the items by key) once before the loop and use has/get inside it.',
    query: `(call_expression
      function: (member_expression object: [(identifier) (member_expression)] @collection property: (property_identifier) @method (#any-of? @method "includes" "indexOf" "lastIndexOf" "find" "findIndex" "filter" "some"))
      arguments: (arguments . (_) @arg)) @target`,
    where: (m) => {
      const collection = m.captures.collection!;
      const name = collection.type === 'identifier' ? collection.text : (collection.childForFieldName('property')?.text ?? '');
      // A string's includes is not a collection search: ask for names that look like collections.
      if (!looksLikeCollection(name) || ['string', 'number', 'template_string'].includes(m.captures.arg!.type)) return false;
      // String.prototype.indexOf/includes searches text, not a collection.
      if (primitiveType(m.file, collection) === 'string') return false;
      // A constant list (`const TYPES = ['a', 'b']`) is small and fixed: searching it is not quadratic.
      if (/^[A-Z][A-Z0-9_]*$/.test(name)) return false;
      const loop = enclosingLoop(m.target);
      if (!loop) return false;
      if (collection.type === 'identifier') {
        const definition = definitionOf(m.file, collection);
        if (definition?.type === 'array' && namedChildrenOf(definition).every((item) => ['string', 'number', 'comment'].includes(item.type))) return false;
      }
      // A collection that belongs to the current item (`order.lines.find(…)`) is not searched once per outer item.
      const root = collection.text.split(/[.[]/)[0]!;
      return !loopVariables(loop).includes(root);
    },
  },
  {
    id: 'javascript.performance.unbounded-query',
    specialist: 'performance', severity: 'medium', languages: JS, outOfScope: true,
    title: 'Query reads a whole table without a limit',
    description: 'A query with neither a filter nor a limit loads every row into memory; it works on test data and slows down or exhausts memory as the table grows.',
    suggestion: 'Paginate (take/limit with a cursor or offset), filter to what the caller needs, or stream the rows.',
    query: `
      (call_expression
        function: (member_expression property: (property_identifier) @method (#any-of? @method "find" "findMany" "findAll"))
        arguments: (arguments) @args) @target
      (call_expression
        function: (member_expression property: (property_identifier) @method (#any-of? @method "query" "execute" "all"))
        arguments: (arguments . [(string) (template_string)] .) @args) @target`,
    where: isUnboundedRead,
  },
  {
    id: 'javascript.performance.json-deep-clone',
    fixes: { safety: 'suggestion', note: 'structuredClone keeps Dates, Maps, undefined and NaN that the JSON round trip changed, ignores toJSON, and throws on functions' },
    specialist: 'performance', severity: 'low', languages: JS,
    title: 'Deep clone through JSON',
    description: 'JSON.parse(JSON.stringify(x)) serialises the whole value to text and back: slow, and it drops Dates, Maps, undefined and cycles.',
    suggestion: 'Use structuredClone(x) (Node 17+, every current browser).',
    query: `(call_expression
      function: (member_expression object: (identifier) @json (#eq? @json "JSON") property: (property_identifier) @parse (#eq? @parse "parse"))
      arguments: (arguments . (call_expression
        function: (member_expression object: (identifier) @json2 (#eq? @json2 "JSON") property: (property_identifier) @stringify (#eq? @stringify "stringify"))
        arguments: (arguments . (_) @value .)) .)) @target`,
    fix: (m) => ({ description: 'Use structuredClone', safety: 'suggestion', edits: [{ start: m.target.startIndex, end: m.target.endIndex, text: `structuredClone(${m.captures.value!.text})` }] }),
  },
  {
    id: 'javascript.performance.spread-in-reduce',
    specialist: 'performance', severity: 'low', languages: JS,
    title: 'Accumulator copied on every reduce step',
    description: 'Spreading the accumulator into a new object or array in each step copies everything built so far: quadratic time and garbage.',
    suggestion: 'Mutate the accumulator (acc[key] = value; return acc) or build the result with a for…of loop or Object.fromEntries.',
    query: `(call_expression
      function: (member_expression property: (property_identifier) @method (#eq? @method "reduce"))
      arguments: (arguments . (arrow_function parameters: (formal_parameters . (_) @acc) body: (_) @body))) @target`,
    where: (m) => {
      const accumulator = m.captures.acc!.text.split(':')[0]!.trim();
      const body = m.captures.body!;
      let returned: Node | undefined = body.type === 'parenthesized_expression' ? namedChildrenOf(body)[0] : body;
      // A block body: the object or array its last return statement builds.
      if (returned?.type === 'statement_block') {
        const last = namedChildrenOf(returned).filter((s) => s.type === 'return_statement').pop();
        returned = last ? namedChildrenOf(last)[0] : undefined;
        if (returned?.type === 'parenthesized_expression') returned = namedChildrenOf(returned)[0];
      }
      if (!returned || (returned.type !== 'object' && returned.type !== 'array')) return false;
      return namedChildrenOf(returned).some((child) => child.type === 'spread_element' && child.text === `...${accumulator}`);
    },
  },
];
