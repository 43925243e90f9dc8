/** Reliability rules for C#: swallowed exceptions, undisposed resources, `async void`, blocking on tasks in async code. */
import type { FixPlan, Node, Rule } from '../../../core/rule';
import { childrenOf, descendantsOf, namedChildrenOf } from '../../../core/syntax';
import { catchesBroadly, deliberatelyIgnored } from '../../../rules/caught-types';
import { CS, enclosingFunction, isAsync, memberName, modifiers } from './context';

/** Types that hold an operating-system or database resource until disposed. */
const DISPOSABLE = /^(SqlConnection|NpgsqlConnection|MySqlConnection|SqliteConnection|SQLiteConnection|OracleConnection|OleDbConnection|OdbcConnection|SqlCommand|NpgsqlCommand|MySqlCommand|SqliteCommand|FileStream|StreamReader|StreamWriter|BinaryReader|BinaryWriter|TcpClient|UdpClient|Socket|WebClient|Process|Timer|SemaphoreSlim|CancellationTokenSource|ZipArchive|X509Store|RSACryptoServiceProvider|Aes|SHA256|MD5)$/;

/** The uses of `name` in `scope` that keep the object alive or dispose it: Dispose/Close, return, a field, a `using`, a wrapper. */
function disposedOrHandedOver(scope: Node, name: string, declaration: Node): boolean {
  for (const use of descendantsOf(scope, 'identifier')) {
    if (use.text !== name || (use.startIndex >= declaration.startIndex && use.endIndex <= declaration.endIndex)) continue;
    const parent = use.parent;
    if (!parent) continue;
    if (parent.type === 'member_access_expression' && parent.childForFieldName('expression')?.id === use.id && /^(Dispose|DisposeAsync|Close)$/.test(memberName(parent) ?? '')) return true;
    if (parent.type === 'return_statement' || parent.type === 'arrow_expression_clause' || parent.type === 'using_statement' || parent.type === 'yield_statement') return true;
    if (parent.type === 'assignment_expression' && parent.childForFieldName('right')?.id === use.id) return true;
    const argument = parent.type === 'argument' ? parent.parent?.parent : undefined;
    // Handed to a wrapper (`new StreamReader(stream)`) or to an object that keeps it.
    if (argument && /object_creation_expression|implicit_object_creation_expression/.test(argument.type)) return true;
    if (parent.type === 'assignment_expression' || parent.type === 'initializer_expression') return true;
  }
  return false;
}

/** Event handlers must return void: `(object sender, EventArgs e)`, `OnClick`, `Button_Click`. */
function isEventHandler(method: Node): boolean {
  const name = method.childForFieldName('name')?.text ?? '';
  const params = method.childForFieldName('parameters');
  const types = params ? namedChildrenOf(params).map((p) => p.childForFieldName('type')?.text ?? '') : [];
  return /EventArgs$/.test(types.at(-1) ?? '') || /^On[A-Z]|_[A-Z]\w*$|Handler$/.test(name);
}

/** What a `.Result` or `.Wait()` is called on looks like a task: an `…Async()` call, `Task.Run`, or a variable given one. */
function isTaskLike(receiver: Node, scope: Node): boolean {
  const text = receiver.text;
  if (/Async\s*\([^]*\)$|^Task\.(Run|WhenAll|WhenAny|Delay|FromResult)\b/.test(text)) return true;
  if (receiver.type !== 'identifier') return false;
  for (const declarator of descendantsOf(scope, ['variable_declarator', 'parameter'])) {
    if (declarator.childForFieldName('name')?.text !== text) continue;
    const declaration = declarator.type === 'parameter' ? declarator : declarator.parent;
    if (/^(Value)?Task\b/.test(declaration?.childForFieldName('type')?.text ?? '')) return true;
    if (/Async\s*\(|Task\.Run\b/.test(declarator.text)) return true;
  }
  return false;
}

function awaitFix(target: Node, receiver: Node): FixPlan | undefined {
  const statement = target.parent?.type === 'expression_statement';
  const text = statement ? `await ${receiver.text}` : `(await ${receiver.text})`;
  return { description: 'Await the task instead of blocking on it', safety: 'suggestion', edits: [{ start: target.startIndex, end: target.endIndex, text }] };
}

const CSHARP_ROOT_EXCEPTIONS = new Set(['Exception', 'SystemException']);

export const rules: Rule[] = [
  {
    id: 'csharp.reliability.empty-catch',
    specialist: 'reliability', severity: 'medium', languages: CS,
    title: 'Exception swallowed silently',
    description: 'An empty catch block discards the exception: the failure goes unnoticed and the program continues in an unknown state.',
    suggestion: 'Handle it, log it through ILogger with the exception, or let it propagate (throw;); if ignoring is intended, catch the specific exception and say why in a comment.',
    query: `(catch_clause body: (block) @body) @target`,
    where: (m) => {
      if (namedChildrenOf(m.captures.body!).length > 0) return false;
      // `catch {}` and `catch (Exception)` catch everything; a named type is the expected failure.
      const type = namedChildrenOf(m.target).find((n) => n.type === 'catch_declaration')?.childForFieldName('type');
      return catchesBroadly(type ? [type.text] : [], CSHARP_ROOT_EXCEPTIONS) && !deliberatelyIgnored(m.target);
    },
  },
  {
    id: 'csharp.reliability.undisposed-resource',
    fixes: { safety: 'suggestion', note: 'the object is now disposed at the end of the enclosing block (a writer flushes then)' },
    specialist: 'reliability', severity: 'medium', languages: CS,
    title: 'Disposable resource not disposed',
    description: 'A connection, command, stream or reader created without using is never disposed: its handle or pooled connection stays open until the garbage collector finalises it, and an exception leaks it for sure.',
    suggestion: 'Declare it with using (using var conn = new SqlConnection(…);) or wrap its use in a using block.',
    query: `(local_declaration_statement (variable_declaration (variable_declarator name: (identifier) @name (object_creation_expression type: (_) @type)))) @target`,
    where: (m) => {
      if (childrenOf(m.target).some((c) => c.type === 'using')) return false;
      const type = m.captures.type!.text.replace(/^.*\./, '').replace(/<.*$/, '');
      if (!DISPOSABLE.test(type)) return false;
      const scope = enclosingFunction(m.target) ?? m.target.parent;
      return !!scope && !disposedOrHandedOver(scope, m.captures.name!.text, m.target);
    },
    fix: (m) => (m.target.parent?.type === 'block' || m.target.parent?.type === 'global_statement'
      ? { description: 'Dispose it at the end of the block', safety: 'suggestion', edits: [{ start: m.target.startIndex, end: m.target.startIndex, text: 'using ' }] }
      : undefined),
  },
  {
    id: 'csharp.reliability.async-void',
    fixes: { safety: 'suggestion', note: 'callers get a Task to await; an exception no longer crashes the process' },
    specialist: 'reliability', severity: 'medium', languages: CS,
    title: 'async void method',
    description: 'Nothing can await an async void method: callers cannot tell when it finished, and an exception thrown in it is raised on the synchronisation context, where it usually crashes the process.',
    suggestion: 'Return Task (async Task Save()) and await it; keep async void only for event handlers.',
    query: `(method_declaration returns: (predefined_type) @returns (#eq? @returns "void")) @target`,
    where: (m) => modifiers(m.target).includes('async') && !isEventHandler(m.target),
    fix: (m) => ({ description: 'Return a Task', safety: 'suggestion', edits: [{ start: m.captures.returns!.startIndex, end: m.captures.returns!.endIndex, text: 'Task' }] }),
  },
  {
    id: 'csharp.reliability.blocking-wait',
    fixes: { safety: 'suggestion', note: 'the method awaits instead of blocking; a failure surfaces as the task\'s own exception, not an AggregateException' },
    specialist: 'reliability', severity: 'medium', languages: CS,
    title: 'Blocking on a task inside async code',
    description: '.Result, .Wait() and .GetAwaiter().GetResult() block the thread until the task finishes: inside async code that wastes a thread-pool thread and deadlocks where a synchronisation context is waiting for the same thread.',
    suggestion: 'await the task instead.',
    query: `
      (member_access_expression expression: (_) @receiver name: (identifier) @member (#eq? @member "Result")) @target
      (invocation_expression function: (member_access_expression expression: (_) @receiver name: (identifier) @member (#eq? @member "Wait")) arguments: (argument_list) @args) @target
      (invocation_expression function: (member_access_expression expression: (invocation_expression function: (member_access_expression expression: (_) @receiver name: (identifier) @awaiter (#eq? @awaiter "GetAwaiter"))) name: (identifier) @member (#eq? @member "GetResult"))) @target`,
    where: (m) => {
      const fn = enclosingFunction(m.target);
      if (!isAsync(fn)) return false;
      if (m.captures.args && namedChildrenOf(m.captures.args).length > 0) return false;
      if (m.target.parent?.type === 'assignment_expression' && m.target.parent.childForFieldName('left')?.id === m.target.id) return false;
      return m.captures.awaiter !== undefined || isTaskLike(m.captures.receiver!, fn!);
    },
    fix: (m) => awaitFix(m.target, m.captures.receiver!),
  },
];
