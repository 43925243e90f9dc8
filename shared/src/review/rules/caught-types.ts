/**
 * Which do-nothing handlers are worth a reviewer's comment. One that names a specific exception is the "try this,
 * else fall back" idiom (a number that may not parse, a key that may be missing, a close that may fail, an optional
 * module): the type says which failure was expected, and the code after the handler is the fallback. One that
 * catches everything (no type, or the language's root types) also hides the failures nobody expected: that is the
 * one reported. Pylint's broad-exception-caught and SonarQube's S2221 draw the same line.
 */
import type { Node } from '../core/rule';
import { calledName } from '../core/syntax';

/** `caught`: the handler's type names as written (qualified or not); none for a handler that catches everything. */
export function catchesBroadly(caught: readonly string[], broad: ReadonlySet<string>): boolean {
  return caught.length === 0 || caught.some((name) => broad.has(simpleTypeName(name)));
}

/** `java.lang.Exception`, `\Exception`, `::StandardError`, `System.Exception` → the last segment. */
function simpleTypeName(name: string): string {
  return name.trim().replace(/^.*(?:\.|\\|::)/, '');
}

/**
 * A cleanup that may fail and must not stop what follows: the handler sits in a method whose job is releasing
 * (`close`, `__del__`, `dispose`, a finaliser), or everything it protects is a release (`f.close()`, `closer()`,
 * `os.remove(tmp)`). Ignoring the failure is the point: the release is best effort (a finaliser must not raise, a
 * close loop must reach every resource). SonarQube's S2486 and Pylint's broad-exception rules accept the same.
 */
export function bestEffortCleanup(handler: Node): boolean {
  if (CLEANUP_FUNCTION.test(enclosingFunctionName(handler))) return true;
  const statements = protectedStatements(handler);
  return statements.length > 0 && statements.every((statement) => CLEANUP_CALL.test(calledName(statement) ?? ''));
}

/** The name of the named function or method around a handler ('' at top level or in an anonymous one). */
function enclosingFunctionName(handler: Node): string {
  for (let current = handler.parent; current; current = current.parent) {
    if (FUNCTION_LIKE.test(current.type)) return current.childForFieldName('name')?.text ?? '';
  }
  return '';
}

const FUNCTION_LIKE = /^(function_definition|function_declaration|method_declaration|method_definition|method|singleton_method|function|constructor_declaration|destructor_declaration|local_function_statement)$/;
const CLEANUP_FUNCTION = /^(__del__|__exit__|__aexit__|close|aclose|close_\w+|dispose|Dispose|DisposeAsync|cleanup|clean_up|teardown|tearDown|shutdown|finalize|Finalize|release|destroy|__destruct|terminate|disconnect|unlink)$/;
const CLEANUP_CALL = /^(close|aclose|closer|dispose|Dispose|DisposeAsync|shutdown|release|unlink|remove|rmtree|delete|cleanup|terminate|kill|cancel|disconnect|quit|unregister|rollback|flush|fclose|rmdir)$/;

/** The statements a handler's try protects (the `try` body, Ruby's statements before `rescue`). */
function protectedStatements(handler: Node): Node[] {
  const owner = handler.parent;
  if (!owner) return [];
  if (handler.type === 'rescue_modifier') return handler.childForFieldName('body') ? [handler.childForFieldName('body')!] : [];
  const body = owner.childForFieldName('body');
  if (body && body.id !== handler.id) return body.namedChildren.filter((n): n is Node => !!n && !/comment/.test(n.type));
  // Ruby's begin … rescue: the statements before the first rescue.
  const before: Node[] = [];
  for (const child of owner.namedChildren) {
    if (!child || /^(rescue|else|ensure)$/.test(child.type)) break;
    if (!/comment/.test(child.type)) before.push(child);
  }
  return before;
}


/**
 * A converter whose contract is "no value" for bad input (a decoder of a client's cookie returning nil for garbage,
 * `to_time` of a malformed header): its handler is the conversion's other result, as a specific `except ValueError`
 * is in Python. Told by the method's name (`decode`, `parse_…`, `to_…`).
 */
export function conversionMayFail(handler: Node): boolean {
  return CONVERTING_FUNCTION.test(enclosingFunctionName(handler));
}

const CONVERTING_FUNCTION = /^(decode|parse|deserialize|unmarshal|unpack|load|loads|convert|coerce|cast)(_\w+)?[?!]?$|^to_\w+$/i;

/**
 * Trying candidates in turn: the handler sits in a loop and what it protects leaves the loop on success (`for each
 * provider: try { return load(provider) } catch (Exception ignored) {}` then a default after the loop), or only adds
 * the element to what the loop collects (`for key in dir(obj): try: items.append(repr(getattr(obj, key)))`). A
 * failure means "try the next one" or "skip this one"; the code after the loop is the fallback.
 */
export function triesNextCandidate(handler: Node): boolean {
  const attempt = handler.parent;
  if (!attempt) return false;
  let inLoop = false;
  for (let current = attempt.parent; current; current = current.parent) {
    // Another function (a callback, a lambda) runs on its own: its loop is not this handler's.
    if (FUNCTION_LIKE.test(current.type) || /lambda|arrow_function|function_expression/.test(current.type)) break;
    if (LOOP.test(current.type)) {
      inLoop = true;
      break;
    }
  }
  if (!inLoop) return false;
  const statements = protectedStatements(handler);
  if (statements.some((statement) => statement.type.startsWith('return') || statement.descendantsOfType(['return_statement', 'return', 'break_statement', 'break']).length > 0)) return true;
  return statements.length > 0 && statements.every((statement) => COLLECTING_CALL.test(calledName(statement) ?? ''));
}

const COLLECTING_CALL = /^(append|add|push|put|insert|extend|Add|AddRange|offer|setdefault)$/;

/**
 * A failure while handling another failure (rendering the error page, reporting, rolling back): the handler sits
 * inside another handler of the same function, which goes on to deal with the first error.
 */
export function duringAnotherFailure(handler: Node): boolean {
  return handler.parent !== null && insideHandler(handler.parent);
}

const HANDLER = /^(except_clause|catch_clause|rescue|rescue_modifier)$/;

/** Whether the node sits in a catch, except or rescue clause of its own function (a callback is a function of its own). */
export function insideHandler(node: Node): boolean {
  for (let current = node.parent; current; current = current.parent) {
    if (FUNCTION_LIKE.test(current.type) || /lambda|arrow_function|function_expression/.test(current.type)) return false;
    if (HANDLER.test(current.type)) return true;
  }
  return false;
}

/** Words of a comment that says a failure may happen and does not matter. */
const EXPECTED_FAILURE = /\b(ignor\w*|fail\w*|optional\w*|best[- ]effort|may (throw|raise)|can (throw|raise)|not (be )?(available|installed)|unavailable|harmless)\b/i;

/**
 * The comment right above the try says the failure is expected (`// … the intl module is not installed, and the
 * call can be ignored:`): the author decided, as a comment inside the handler says it (which every language's
 * empty-handler rule already accepts, like ESLint's no-empty).
 */
export function explainedAbove(handler: Node): boolean {
  const attempt = handler.parent;
  const comment = attempt?.previousNamedSibling;
  if (!attempt || !comment || !/comment/.test(comment.type) || comment.endPosition.row < attempt.startPosition.row - 1) return false;
  // A run of line comments: read them all.
  let text = comment.text;
  for (let previous = comment.previousNamedSibling, last = comment; previous && /comment/.test(previous.type) && previous.endPosition.row >= last.startPosition.row - 1; last = previous, previous = previous.previousNamedSibling) {
    text = `${previous.text}\n${text}`;
  }
  return EXPECTED_FAILURE.test(text);
}

/** A do-nothing handler whose shape says the failure was expected and dealt with (each predicate above). */
export function deliberatelyIgnored(handler: Node): boolean {
  return bestEffortCleanup(handler) || triesNextCandidate(handler) || duringAnotherFailure(handler) || explainedAbove(handler) || namedIgnored(handler) || fillsOptionalDetails(handler);
}

const ASSIGNMENT = /^(assignment|assignment_expression|augmented_assignment|operator_assignment|augmented_assignment_expression)$/;
const MEMBER_TARGET = /^(call|attribute|member_expression|field_access|member_access_expression)$/;
const OWN_OBJECT = /^(self|this|\$this|base|super)$/;

/**
 * The try only fills in details of a local object that exists without them (a backtrace frame's source lines, a
 * file entry's size): every protected statement is an assignment, the object's fields among them, and the object is
 * used after the try. A failure leaves those details unset, which is what the code after it expects; the object is
 * the program's own result, not a member of `self` whose state others rely on.
 */
export function fillsOptionalDetails(handler: Node): boolean {
  const attempt = handler.parent;
  const statements = protectedStatements(handler);
  if (!attempt || statements.length === 0) return false;
  const receivers = new Set<string>();
  for (const statement of statements) {
    const assignment = statement.type === 'expression_statement' ? statement.namedChild(0) : statement;
    if (!assignment || !ASSIGNMENT.test(assignment.type)) return false;
    const left = assignment.childForFieldName('left');
    if (!left || !MEMBER_TARGET.test(left.type)) continue;
    const receiver = left.childForFieldName('receiver') ?? left.childForFieldName('object') ?? left.childForFieldName('expression');
    if (receiver?.type !== 'identifier' || OWN_OBJECT.test(receiver.text)) return false;
    receivers.add(receiver.text);
  }
  if (receivers.size !== 1) return false;
  const [object] = [...receivers];
  // Ruby's begin/rescue sits inside the block or method body; what follows it is the next statement of that body.
  for (let after = attempt.nextNamedSibling; after; after = after.nextNamedSibling) {
    if ([after, ...after.descendantsOfType('identifier')].some((node) => node?.type === 'identifier' && node.text === object)) return true;
  }
  return false;
}

/**
 * For a language whose handlers cannot name what they catch (JavaScript): the shape of a synchronous try says which
 * failure was expected, as the type would. The try ends by returning what it computed, so a failure falls through to the
 * fallback after it (`try { return fn.toString() } catch {}` then `return ''`); or it records its success in a name
 * read after it (`var unmasked = true`, later `if (unmasked)`); or it loads an optional module (`require('pg-native')`).
 */
export function fallsBackAfterTry(handler: Node): boolean {
  const attempt = handler.parent;
  const statements = protectedStatements(handler);
  const last = statements.at(-1);
  if (!attempt || !last) return false;
  // An awaited operation that fails (a store, a request) is an outage, not an expected answer: not the idiom.
  if (statements.some((statement) => statement.type === 'await_expression' || statement.descendantsOfType('await_expression').length > 0)) return false;
  if (last.type.startsWith('return')) return true;
  if (statements.some((statement) => [statement, ...statement.descendantsOfType(['call_expression'])].some((call) => call && OPTIONAL_LOAD.test(calledName(call) ?? '') && /string/.test(call.childForFieldName('arguments')?.firstNamedChild?.type ?? '')))) return true;
  const recorded = new Set(statements.flatMap((statement) => assignedNames(statement)));
  if (recorded.size === 0) return false;
  for (let after = attempt.nextNamedSibling; after; after = after.nextNamedSibling) {
    if ([after, ...after.descendantsOfType('identifier')].some((node) => node && node.type === 'identifier' && recorded.has(node.text))) return true;
  }
  return false;
}

const OPTIONAL_LOAD = /^(require|import|load|loadModule|requireOptional)$/;

/** Names a statement assigns or declares (`var unmasked = true`, `native = …`). */
function assignedNames(statement: Node): string[] {
  const names: string[] = [];
  for (const node of [statement, ...statement.descendantsOfType(['variable_declarator', 'assignment_expression'])]) {
    if (!node) continue;
    const target = node.type === 'variable_declarator' ? node.childForFieldName('name') : node.type === 'assignment_expression' ? node.childForFieldName('left') : null;
    if (target?.type === 'identifier') names.push(target.text);
  }
  return names;
}

/** Names that say the caught error is dropped on purpose (IntelliJ's empty-catch inspection honours the same). */
const IGNORED_NAME = /^\$?(ignored?|ignoredException|expected|cannotHappen|unused|_+)$/i;

/** The handler names what it catches `ignored` (`catch (IOException ignored) {}`, `rescue => _ignored`). */
export function namedIgnored(handler: Node): boolean {
  const body = handler.childForFieldName('body') ?? handler.childForFieldName('consequence');
  const end = body?.startIndex ?? handler.endIndex;
  const stack: Node[] = [handler];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (node.startIndex >= end) continue;
    if (/identifier|^name$|variable_name/.test(node.type) && node.namedChildCount === 0 && IGNORED_NAME.test(node.text)) return true;
    for (const child of node.namedChildren) if (child) stack.push(child);
  }
  return false;
}

const LOOP = /^(for|while|do|until|foreach|for_in|enhanced_for|for_of)(_statement|_loop)?$|^(for_statement|while_statement|do_statement|foreach_statement|enhanced_for_statement|for_in_statement)$/;
