/** reliability rules for java. */
import type { Node, Rule } from '../../../core/rule';
import { descendantsOf, enclosing, namedChildrenOf } from '../../../core/syntax';
import { catchesBroadly, deliberatelyIgnored } from '../../../rules/caught-types';

const JAVA = ['java'] as const;

/** The roots, and InterruptedException: swallowing it loses the thread's interrupt, whatever the intent. */
const JAVA_ROOT_EXCEPTIONS = new Set(['Exception', 'Throwable', 'RuntimeException', 'Error', 'InterruptedException']);

/** Methods that keep what they are given: the collection or registry owns the resource from then on. */
const KEEPING_METHOD = /^(add|addAll|put|offer|push|register|submit|execute|set[A-Z]\w*)$/;

/**
 * The resource leaves this method's control or is closed on every path: returned (`accept()` hands its socket to the
 * caller), stored in a field or another variable, wrapped by a constructor (the wrapper closes it), given to a
 * collection or registry, or closed in a finally block. SonarQube's S2095 reports none of these.
 */
function resourceHandedOn(declaration: Node): boolean {
  const name = declaration.descendantsOfType('variable_declarator')[0]?.childForFieldName('name')?.text;
  const method = enclosing(declaration, ['method_declaration', 'constructor_declaration', 'lambda_expression']);
  if (!name || !method) return false;
  return descendantsOf(method, 'identifier').some((use) => {
    if (use.text !== name || use.startIndex < declaration.endIndex) return false;
    const parent = use.parent!;
    if (parent.type === 'return_statement' || parent.type === 'array_initializer') return true;
    if (parent.type === 'assignment_expression' && parent.childForFieldName('right')?.id === use.id) return true;
    if (parent.type === 'variable_declarator' && parent.childForFieldName('value')?.id === use.id) return true;
    const call = parent.type === 'argument_list' ? parent.parent : undefined;
    if (call?.type === 'object_creation_expression') return true;
    if (call?.type === 'method_invocation' && KEEPING_METHOD.test(call.childForFieldName('name')?.text ?? '')) return true;
    return parent.type === 'method_invocation' && parent.childForFieldName('object')?.id === use.id && parent.childForFieldName('name')?.text === 'close'
      && !!enclosing(use, ['finally_clause'], ['method_declaration', 'constructor_declaration', 'lambda_expression']);
  });
}

export const rules: Rule[] = [
  {
    id: 'java.reliability.empty-catch',
    specialist: 'reliability', severity: 'medium', languages: JAVA,
    title: 'Exception swallowed silently',
    description: 'An empty catch block of Exception, Throwable or InterruptedException discards every failure, expected or not: it goes unnoticed and the program continues in an unknown state.',
    suggestion: 'Catch the specific exception you expect, and handle, log or rethrow the rest; restore the interrupt (Thread.currentThread().interrupt()) after InterruptedException; if ignoring is intended, say why in a comment.',
    query: `(catch_clause (catch_formal_parameter (catch_type) @types) body: (block) @body) @target`,
    where: (m) => namedChildrenOf(m.captures.body!).length === 0 && catchesBroadly(namedChildrenOf(m.captures.types!).map((t) => t.text), JAVA_ROOT_EXCEPTIONS) && !deliberatelyIgnored(m.target),
  },
  {
    id: 'java.reliability.string-reference-equality',
    fixes: { safety: 'safe', note: 'the literal is the receiver, so a null operand gives false as before' },
    specialist: 'reliability', severity: 'high', languages: JAVA,
    title: 'Strings compared with == or !=',
    description: '== compares object identity, not text: two equal strings built at run time are usually different objects, so the check fails.',
    suggestion: 'Use "literal".equals(value) (null-safe) or Objects.equals(a, b).',
    query: `(binary_expression left: (_) @left operator: ["==" "!="] @op right: (_) @right) @target`,
    where: (m) => (m.captures.left!.type === 'string_literal') !== (m.captures.right!.type === 'string_literal'),
    fix: (m) => {
      const literal = m.captures.left!.type === 'string_literal' ? m.captures.left! : m.captures.right!;
      const other = literal === m.captures.left ? m.captures.right! : m.captures.left!;
      const negate = m.captures.op!.text === '!=';
      return { description: 'Compare the text with equals', safety: 'safe', edits: [{ start: m.target.startIndex, end: m.target.endIndex, text: `${negate ? '!' : ''}${literal.text}.equals(${other.text})` }] };
    },
  },
  {
    id: 'java.reliability.resource-leak',
    specialist: 'reliability', severity: 'medium', languages: JAVA,
    title: 'Closeable resource not in try-with-resources',
    description: 'A stream, reader or connection opened outside try-with-resources stays open when an exception is thrown before close().',
    suggestion: 'Open it in try-with-resources: try (var in = new FileInputStream(file)) { … }.',
    query: `(local_variable_declaration declarator: (variable_declarator value: (object_creation_expression type: (type_identifier) @type (#match? @type "^(FileInputStream|FileOutputStream|FileReader|FileWriter|BufferedReader|BufferedWriter|InputStreamReader|PrintWriter|Scanner|RandomAccessFile|ZipFile|Socket|ServerSocket)$")))) @target`,
    where: (m) => !enclosing(m.target, ['resource_specification']) && !resourceHandedOn(m.target),
  },
  {
    id: 'java.reliability.optional-get-unchecked',
    specialist: 'reliability', severity: 'medium', languages: JAVA,
    title: 'Optional.get() without a presence check',
    description: 'get() throws NoSuchElementException on an empty Optional; calling it directly on a lookup result assumes the value is always there.',
    suggestion: 'Use orElse/orElseThrow with a meaningful exception, or ifPresent/map.',
    query: `(method_invocation object: (method_invocation name: (identifier) @lookup (#match? @lookup "^(find|lookup|load|search)")) name: (identifier) @get (#eq? @get "get") arguments: (argument_list) @args) @target`,
    where: (m) => namedChildrenOf(m.captures.args!).length === 0,
  },
];
