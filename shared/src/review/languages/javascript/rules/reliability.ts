/** reliability rules for JavaScript and TypeScript. */
import { constantsAt } from '../../../analysis/dataflow/engine';
import type { FileContext, Node, Rule, RuleMatch } from '../../../core/rule';
import { childrenOf, descendantsOf, namedChildrenOf } from '../../../core/syntax';
import { enclosingFunction, isAsyncFunction } from './context';
import { carriesExternalInput, carriesRequestInput, definitionOf } from './flow';
import { alwaysMatches, isGuardedByCaller, isGuardedByTry, isNaNLiteral, returnsPromise } from './promises';
import { constantText, primitiveType } from './types';
import { deliberatelyIgnored, fallsBackAfterTry } from '../../../rules/caught-types';

const JS = ['javascript', 'typescript'] as const;

/** parseInt reads `0x…` (after blanks and a sign) as hexadecimal without a radix, every other text in base 10. */
const HEX_PREFIX = /^\s*[-+]?0[xX]/;

/** The text written at the start of a string, template or concatenation (undefined when a value comes first). */
function leadingText(node: Node): string | undefined {
  if (node.type === 'string') return node.text.includes('\\') ? undefined : node.text.slice(1, -1);
  if (node.type === 'template_string') {
    const first = namedChildrenOf(node)[0];
    return first?.type === 'string_fragment' && first.startIndex === node.startIndex + 1 ? first.text : undefined;
  }
  if (node.type === 'binary_expression' && node.childForFieldName('operator')?.text === '+') return leadingText(node.childForFieldName('left')!);
  if (node.type === 'parenthesized_expression') return namedChildrenOf(node).length === 1 ? leadingText(namedChildrenOf(node)[0]!) : undefined;
  return undefined;
}

/**
 * Whether `parseInt(text)` and `parseInt(text, 10)` agree: the text cannot start with 0x (a number, constants,
 * text whose first characters are written out), or it is request input, where honouring 0x is the defect itself.
 */
function isDecimalText(file: FileContext, argument: Node, depth = 0): boolean {
  if (depth > 2) return false;
  const type = primitiveType(file, argument);
  if (type === 'number' || type === 'bigint' || type === 'boolean') return true;
  const constants = constantsAt(file, argument);
  if (constants?.length && constants.every((c) => typeof c !== 'string' || !HEX_PREFIX.test(c))) return true;
  // `'1' + x`, `\`4${n}\``: the written start decides, when it already shows a digit other than a leading 0x.
  const start = /^\s*[-+]?(.{0,2})/s.exec(leadingText(argument) ?? '')![1]!;
  if (/^([1-9]|0[^xX])/.test(start)) return true;
  // `req.query.page || '1'`: either side is what gets parsed.
  const operator = argument.type === 'binary_expression' ? argument.childForFieldName('operator')?.text : undefined;
  if (operator === '||' || operator === '??') return isDecimalText(file, argument.childForFieldName('left')!, depth + 1) && isDecimalText(file, argument.childForFieldName('right')!, depth + 1);
  return isRequestText(file, argument);
}

/** A request parameter read as it is (`req.query.page`, or a const holding one), not something computed from it. */
function isRequestText(file: FileContext, node: Node): boolean {
  if (node.type === 'identifier') {
    const value = definitionOf(file, node);
    const declarator = value?.parent;
    return declarator?.type === 'variable_declarator' && declarator.childForFieldName('name')?.text === node.text && isRequestText(file, value!);
  }
  return (node.type === 'member_expression' || node.type === 'subscript_expression') && descendantsOf(node, 'call_expression').length === 0 && carriesRequestInput(file, node);
}

/**
 * Whether `==` converts between types here, so that it answers otherwise than `===` would: operands of two known,
 * different types, or a number, a boolean or numeric text (`'1'`, `''`) against a value from outside (a query
 * parameter is text, a JSON field anything). Text that reads as no number (`'admin'`, `'[object Function]'`) is
 * loosely equal to that text alone; the code's own values of unknown type are its author's to know, and asking for
 * `===` everywhere is ESLint's eqeqeq, the project's linter's choice, not a defect.
 */
function mayConvert(m: RuleMatch): boolean {
  const sides = [m.captures.left!, m.captures.right!];
  const [left, right] = sides.map((side) => primitiveType(m.file, side));
  if (left && right) return left !== right;
  const index = left ? 0 : right ? 1 : -1;
  if (index === -1) return false;
  const known = sides[index]!;
  const text = (left ?? right) === 'string' ? constantText(m.file, known) : undefined;
  if ((left ?? right) === 'string' && (text === undefined || (text.trim() !== '' && Number.isNaN(Number(text))))) return false;
  return carriesExternalInput(m.file, sides[1 - index]!);
}

export const rules: Rule[] = [
  {
    id: 'javascript.reliability.swallowed-error',
    specialist: 'reliability', severity: 'medium', languages: JS,
    title: 'Error swallowed silently',
    description: 'An empty catch block (or .catch(() => {})) discards the error: the failure goes unnoticed and the program continues in an unknown state.',
    suggestion: 'Handle the error, log it with context, or rethrow it; if ignoring is intended, say why in a comment inside the block.',
    query: `
      (catch_clause body: (statement_block) @body) @target
      (call_expression function: (member_expression property: (property_identifier) @method (#eq? @method "catch")) arguments: (arguments . [(arrow_function body: (statement_block) @body) (function_expression body: (statement_block) @body)])) @target`,
    where: (m) => namedChildrenOf(m.captures.body!).length === 0 && !(m.target.type === 'catch_clause' && (deliberatelyIgnored(m.target) || fallsBackAfterTry(m.target))),
  },
  {
    id: 'javascript.reliability.missing-await',
    fixes: { safety: 'suggestion', note: 'the function now waits for the call, and its failure rejects the function: a call meant to run in the background would hold it up' },
    specialist: 'reliability', severity: 'high', languages: JS,
    title: 'Async call not awaited',
    description: 'The promise returned by this async call is dropped: its errors become unhandled rejections and the code after it runs before it finishes.',
    suggestion: 'await the call (or return it); if it must run in the background, attach .catch() to handle its failure.',
    query: `
      (expression_statement (call_expression function: (identifier) @name) @call) @target
      (expression_statement (call_expression function: (member_expression object: (_) @object property: (property_identifier) @name)) @call) @target`,
    where: (m) => returnsPromise(m.file, m.captures.name!.text, m.captures.object) && isAsyncFunction(enclosingFunction(m.target)),
    fix: (m) => ({ description: 'Await the call', safety: 'suggestion', edits: [{ start: m.captures.call!.startIndex, end: m.captures.call!.startIndex, text: 'await ' }] }),
  },
  {
    id: 'javascript.reliability.async-foreach',
    specialist: 'reliability', severity: 'high', languages: JS,
    title: 'Async callback passed to forEach',
    description: 'forEach ignores the promises its callback returns: the loop does not wait, errors are unhandled, and the caller continues before the work is done.',
    suggestion: 'Use for…of with await for sequential work, or await Promise.all(items.map(async …)) for parallel work.',
    query: `(call_expression function: (member_expression property: (property_identifier) @method (#eq? @method "forEach")) arguments: (arguments . [(arrow_function) (function_expression)] @callback)) @target`,
    where: (m) => isAsyncFunction(m.captures.callback),
  },
  {
    id: 'javascript.reliability.async-promise-executor',
    specialist: 'reliability', severity: 'medium', languages: JS,
    title: 'Async function as a Promise executor',
    description: 'An error thrown inside an async executor is lost instead of rejecting the promise, which then never settles.',
    suggestion: 'Make the executor synchronous, or drop new Promise and write an async function directly.',
    query: `(new_expression constructor: (identifier) @ctor (#eq? @ctor "Promise") arguments: (arguments . [(arrow_function) (function_expression)] @executor)) @target`,
    where: (m) => isAsyncFunction(m.captures.executor),
  },
  {
    id: 'javascript.reliability.nan-comparison',
    fixes: { safety: 'safe', note: 'differs only for NaN, where the comparison could never be true' },
    specialist: 'reliability', severity: 'high', languages: JS,
    title: 'Comparison with NaN is always false',
    description: 'NaN is not equal to anything, itself included, so this check never detects NaN.',
    suggestion: 'Use Number.isNaN(value).',
    query: `(binary_expression left: (_) @left operator: ["==" "===" "!=" "!=="] @op right: (_) @right) @target`,
    where: (m) => isNaNLiteral(m.captures.left!) || isNaNLiteral(m.captures.right!),
    fix: (m) => {
      const value = isNaNLiteral(m.captures.left!) ? m.captures.right! : m.captures.left!;
      const negated = m.captures.op!.text.startsWith('!');
      return { description: 'Use Number.isNaN', safety: 'safe', edits: [{ start: m.target.startIndex, end: m.target.endIndex, text: `${negated ? '!' : ''}Number.isNaN(${value.text})` }] };
    },
  },
  {
    id: 'javascript.reliability.parseint-radix',
    // Since ES5 parseInt reads a leading 0 as decimal: only `0x…` is read otherwise. ESLint's radix rule is not in
    // its recommended set, and mature code calls parseInt(x) on numbers it produced itself: the project's choice.
    optIn: true,
    fixes: { safety: 'checked', when: 'the text cannot start with 0x (a number, known constants, a literal start) or comes from an HTTP request, where reading 0x… as hexadecimal is the defect itself' },
    specialist: 'reliability', severity: 'low', languages: JS,
    title: 'parseInt without a radix',
    description: 'Without a radix, parseInt guesses the base from the text ("0x1f" is read as hexadecimal), which surprises with user input.',
    suggestion: 'Pass the radix: parseInt(text, 10), or use Number(text).',
    query: `(call_expression function: [(identifier) @fn (member_expression object: (identifier) @ns (#eq? @ns "Number") property: (property_identifier) @fn)] (#eq? @fn "parseInt") arguments: (arguments . (_) @arg .) @args) @target`,
    where: (m) => m.captures.arg!.type !== 'spread_element',
    fix: (m) => ({ description: 'Parse as decimal', safety: isDecimalText(m.file, m.captures.arg!) ? 'safe' : 'suggestion', edits: [{ start: m.captures.arg!.endIndex, end: m.captures.arg!.endIndex, text: ', 10' }] }),
  },
  {
    id: 'javascript.reliability.loose-equality',
    handWritten: true,
    fixes: { safety: 'suggestion', note: 'where the operands can differ in type, === no longer converts: "1" == 1 was true, "1" === 1 is false' },
    specialist: 'reliability', severity: 'low', languages: JS,
    title: 'Loose equality (== / !=)',
    description: '== converts types before comparing ("0" == 0, [] == false), which hides bugs; comparisons should say exactly what they mean.',
    suggestion: 'Use === and !== (x == null remains the idiom for null-or-undefined and is not flagged).',
    query: `(binary_expression left: (_) @left operator: ["==" "!="] @op right: (_) @right) @target`,
    // `x == null` (and `x == undefined`) is the deliberate null-or-undefined test; NaN has its own rule. Elsewhere only
    // a comparison where == converts between types is reported (mayConvert): the rest is style, not reliability.
    where: (m) => ![m.captures.left!, m.captures.right!].some((side) => side.type === 'null' || side.type === 'undefined' || isNaNLiteral(side))
      && mayConvert(m),
    fix: (m) => ({ description: 'Use strict equality', safety: 'suggestion', edits: [{ start: m.captures.op!.startIndex, end: m.captures.op!.endIndex, text: `${m.captures.op!.text}=` }] }),
  },
  {
    id: 'javascript.reliability.unhandled-promise',
    specialist: 'reliability', severity: 'medium', languages: JS,
    title: 'Promise chain without a rejection handler',
    description: 'A .then() chain that is neither awaited, returned nor ended with .catch() turns any failure into an unhandled rejection (which ends Node processes).',
    suggestion: 'Add .catch(handler), pass a rejection handler to .then, or await the chain inside try/catch.',
    query: `(expression_statement (call_expression function: (member_expression property: (property_identifier) @method (#eq? @method "then")) arguments: (arguments) @args) @target)`,
    where: (m) => namedChildrenOf(m.captures.args!).length < 2,
  },
  {
    id: 'javascript.reliability.unguarded-json-parse',
    specialist: 'reliability', severity: 'medium', languages: JS,
    title: 'JSON.parse of outside input without error handling',
    description: 'JSON.parse throws on malformed text; input from a request, an event or browser storage is not guaranteed to be valid JSON, so one bad value crashes the handler or the page.',
    suggestion: 'Parse inside try/catch and answer malformed input with a clear error (e.g. HTTP 400), or validate the text first.',
    query: `(call_expression
      function: (member_expression object: (identifier) @json (#eq? @json "JSON") property: (property_identifier) @parse (#eq? @parse "parse"))
      arguments: (arguments . (_) @arg)) @target`,
    where: (m) => !isGuardedByTry(m.target) && carriesExternalInput(m.file, m.captures.arg!) && !isGuardedByCaller(m.file, m.target),
  },
  {
    id: 'javascript.reliability.unchecked-lookup-result',
    specialist: 'reliability', severity: 'medium', languages: JS,
    title: 'Result of find/match used without a check',
    description: 'find() returns undefined and match()/exec() return null when nothing matches; reading a property of the result right away throws a TypeError in that case.',
    suggestion: 'Check the result before using it (if (!item) …), use optional chaining (?.) with a fallback, or assert why a match is guaranteed.',
    query: `
      (member_expression object: (call_expression function: (member_expression object: (_) @receiver property: (property_identifier) @method (#any-of? @method "find" "findLast" "match" "exec")) arguments: (arguments . (_) @arg))) @target
      (subscript_expression object: (call_expression function: (member_expression object: (_) @receiver property: (property_identifier) @method (#any-of? @method "find" "findLast" "match" "exec")) arguments: (arguments . (_) @arg))) @target`,
    where: (m) => {
      if (childrenOf(m.target).some((c) => c.type === 'optional_chain')) return false;
      const arg = m.captures.arg!;
      switch (m.captures.method!.text) {
        case 'find':
        case 'findLast':
          // Array callbacks only: ORM find() takes a filter object and returns a query, not a maybe-missing item.
          return arg.type === 'arrow_function' || arg.type === 'function_expression';
        case 'match':
          return (arg.type === 'regex' && !alwaysMatches(arg)) || (arg.type === 'new_expression' && arg.childForFieldName('constructor')?.text === 'RegExp');
        default: {
          const receiver = m.captures.receiver!;
          if (receiver.type === 'regex') return !alwaysMatches(receiver);
          return /(^|_)(re|regex|regexp|pattern)$/i.test(receiver.text) || /[a-z](Re|Regex|RegExp|Pattern)$/.test(receiver.text);
        }
      }
    },
  },
];
