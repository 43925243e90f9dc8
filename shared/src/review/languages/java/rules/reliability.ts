/** reliability rules for java. */
import type { Rule } from '../../../core/rule';
import { enclosing, namedChildrenOf } from '../../../core/syntax';
import { catchesBroadly, deliberatelyIgnored } from '../../../rules/caught-types';

const JAVA = ['java'] as const;

/** The roots, and InterruptedException: swallowing it loses the thread's interrupt, whatever the intent. */
const JAVA_ROOT_EXCEPTIONS = new Set(['Exception', 'Throwable', 'RuntimeException', 'Error', 'InterruptedException']);

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
    where: (m) => !enclosing(m.target, ['resource_specification']),
  },
  {
    id: 'java.reliability.optional-get-unchecked',
    specialist: 'reliability', severity: 'medium', languages: JAVA,
    title: 'Optional.get() without a presence check',
    description: 'get() throws NoSuchElementException on an empty Optional; calling it directly on a lookup result assumes the value is always there.',
    suggestion: 'Use orElse/orElseThrow with a meaningful exception, or ifPresent/map.',
    query: `(method_invocation object: (method_invocation name: (identifier) @lookup (#match? @lookup "^(find|get|lookup|load|search)")) name: (identifier) @get (#eq? @get "get") arguments: (argument_list) @args) @target`,
    where: (m) => namedChildrenOf(m.captures.args!).length === 0,
  },
];
