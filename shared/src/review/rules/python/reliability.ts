/** reliability rules for python. */
import { memoized, type FileContext, type Node, type Rule } from '../rule';
import { descendantsOf, indentationAt, namedChildrenOf } from '../syntax';
import { enclosingFunction, isAsyncFunction } from './context';

const PY = ['python'] as const;

/** Names of `async def` functions in the file. */
function asyncFunctionNames(file: FileContext): ReadonlySet<string> {
  return memoized(file, 'python.async-functions', () => {
    const names = new Set<string>();
    for (const fn of file.tree ? descendantsOf(file.tree.rootNode, 'function_definition') : []) {
      if (isAsyncFunction(fn)) names.add(fn.childForFieldName('name')?.text ?? '');
    }
    return names;
  });
}

function onlyPass(block: Node): boolean {
  const statements = namedChildrenOf(block).filter((n) => n.type !== 'comment');
  return statements.length > 0 && statements.every((s) => s.type === 'pass_statement' || (s.type === 'expression_statement' && s.text === '...'));
}

export const rules: Rule[] = [
  {
    id: 'python.reliability.swallowed-exception',
    specialist: 'reliability', severity: 'medium', languages: PY,
    title: 'Exception swallowed silently',
    description: 'A bare except: or an except block that only passes hides every failure, including KeyboardInterrupt and bugs, and the program continues in an unknown state.',
    suggestion: 'Catch the specific exception you expect and handle or log it; re-raise what you cannot handle.',
    query: `(except_clause) @target`,
    where: (m) => {
      const block = namedChildrenOf(m.target).find((n) => n.type === 'block');
      const bare = !namedChildrenOf(m.target).some((n) => n.type !== 'block' && n.type !== 'comment');
      return !!block && (onlyPass(block) || (bare && !namedChildrenOf(block).some((n) => n.type === 'raise_statement')));
    },
  },
  {
    id: 'python.reliability.mutable-default-argument',
    specialist: 'reliability', severity: 'medium', languages: PY,
    title: 'Mutable default argument',
    description: 'The default list, dict or set is created once and shared by every call, so changes leak from one call into the next.',
    suggestion: 'Default to None and create the value inside the function: if items is None: items = [].',
    query: `[(default_parameter name: (identifier) @name value: [(list) (dictionary) (set)] @value) (typed_default_parameter name: (identifier) @name value: [(list) (dictionary) (set)] @value)] @target`,
    fix: (m) => {
      const fn = enclosingFunction(m.target);
      const body = fn?.childForFieldName('body');
      const first = body ? namedChildrenOf(body)[0] : undefined;
      if (!fn || !body || !first || first.startPosition.row === fn.startPosition.row) return undefined;
      // After a docstring, so it stays the docstring.
      const docstring = first.type === 'expression_statement' && first.namedChildren[0]?.type === 'string' ? first : undefined;
      const anchor = docstring ? namedChildrenOf(body)[1] : first;
      const indent = indentationAt(m.file.code, first.startIndex);
      const name = m.captures.name!.text;
      const guard = `if ${name} is None:\n${indent}    ${name} = ${m.captures.value!.text}\n${indent}`;
      const insertAt = anchor ? anchor.startIndex : undefined;
      if (insertAt === undefined) return undefined;
      return {
        description: `Default ${name} to None`,
        edits: [
          { start: m.captures.value!.startIndex, end: m.captures.value!.endIndex, text: 'None' },
          { start: insertAt, end: insertAt, text: guard },
        ],
      };
    },
  },
  {
    id: 'python.reliability.none-comparison',
    specialist: 'reliability', severity: 'low', languages: PY,
    title: 'Comparison with None using == or !=',
    description: '== calls __eq__, which objects may override; identity is what is meant.',
    suggestion: 'Use "is None" / "is not None".',
    query: `(comparison_operator (_) @left operators: ["==" "!="] @op (none) @none) @target`,
    fix: (m) => ({ description: 'Compare by identity', edits: [{ start: m.captures.op!.startIndex, end: m.captures.op!.endIndex, text: m.captures.op!.text === '==' ? 'is' : 'is not' }] }),
  },
  {
    id: 'python.reliability.unclosed-file',
    specialist: 'reliability', severity: 'medium', languages: PY,
    title: 'File opened without a with block',
    description: 'A file opened outside a with statement stays open if an exception happens before close(), leaking descriptors.',
    suggestion: 'Open files in a with block: with open(path) as handle: …',
    query: `(assignment right: (call function: (identifier) @fn (#eq? @fn "open"))) @target`,
  },
  {
    id: 'python.reliability.missing-await',
    specialist: 'reliability', severity: 'high', languages: PY,
    title: 'Coroutine not awaited',
    description: 'Calling an async function without await only creates a coroutine: the work never runs and Python warns "coroutine was never awaited".',
    suggestion: 'await the call, or schedule it with asyncio.create_task and keep a reference.',
    query: `(expression_statement (call function: [(identifier) @name (attribute object: (identifier) @self (#eq? @self "self") attribute: (identifier) @name)]) @call) @target`,
    where: (m) => asyncFunctionNames(m.file).has(m.captures.name!.text) && isAsyncFunction(enclosingFunction(m.target)),
    fix: (m) => ({ description: 'Await the call', edits: [{ start: m.captures.call!.startIndex, end: m.captures.call!.startIndex, text: 'await ' }] }),
  },
  {
    id: 'python.reliability.unchecked-match',
    specialist: 'reliability', severity: 'medium', languages: PY,
    title: 'Regex match used without a None check',
    description: 're.match/search/fullmatch return None when nothing matches; calling .group() on it directly raises AttributeError on unexpected input.',
    suggestion: 'Assign the match, check it (if match is None: …), then read its groups.',
    query: `(call function: (attribute object: (call function: (attribute object: (identifier) @re (#eq? @re "re") attribute: (identifier) @fn (#any-of? @fn "match" "search" "fullmatch"))) attribute: (identifier) @group (#any-of? @group "group" "groups" "groupdict" "start" "end" "span"))) @target`,
  },
];
