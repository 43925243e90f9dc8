/** Suppressions: only comments, only at the start of their text, own line vs trailing, and unused ones reported. */
import assert from 'node:assert/strict';
import { review } from '../../shared/src/review';
import type { Rule } from '../../shared/src/review/core/rule';
import { rules as unusedSuppression } from '../../shared/src/review/rules/unused-suppression';
import { suppressedIdsOf } from '../../shared/src/review/suppressions';
import { mappedRuleIds } from '../../shared/src/review/linter-directives';
import { ALL_RULES } from '../../shared/src/review/rule-set';

/** Flags every call of `foo` (Python and JavaScript), and every call of `bar` in Python under another rule. */
const fooCall: Rule = {
  id: 'python.quality.foo-call', specialist: 'quality', severity: 'medium', languages: ['python'],
  title: 'foo', description: 'd', suggestion: 's',
  query: '(call function: (identifier) @name (#eq? @name "foo")) @target',
};
const barCall: Rule = {
  id: 'python.performance.bar-call', specialist: 'performance', severity: 'low', languages: ['python'],
  title: 'bar', description: 'd', suggestion: 's',
  query: '(call function: (identifier) @name (#eq? @name "bar")) @target',
};
const jsFooCall: Rule = {
  id: 'javascript.quality.foo-call', specialist: 'quality', severity: 'medium', languages: ['javascript', 'typescript', 'java'],
  title: 'foo', description: 'd', suggestion: 's',
  query: '(call_expression function: (identifier) @name (#eq? @name "foo")) @target',
  grammars: ['javascript', 'typescript', 'tsx'],
};
const javaFooCall: Rule = {
  id: 'java.quality.foo-call', specialist: 'quality', severity: 'medium', languages: ['java'],
  title: 'foo', description: 'd', suggestion: 's',
  query: '(method_invocation name: (identifier) @name (#eq? @name "foo")) @target',
};
/** Language-independent: the word FOO anywhere in the text. */
const fooWord: Rule = {
  id: 'generic.quality.foo-word', specialist: 'quality', severity: 'low', languages: '*',
  title: 'FOO', description: 'd', suggestion: 's',
  scan: (file) => [...file.code.matchAll(/FOO/g)].map((m) => ({ start: m.index, end: m.index + 3 })),
};
const RULES = [fooCall, barCall, jsFooCall, javaFooCall, fooWord, ...unusedSuppression];

async function flagged(code: string, language: 'python' | 'typescript' | 'java' | 'shell', filename?: string, checks?: ('performance' | 'quality')[]): Promise<string[]> {
  const result = await review({ code, language, ...(filename ? { filename } : {}), ...(checks ? { checks } : {}) }, { rules: RULES });
  return result.findings.map((f) => `${f.rule_id.split('.').at(-1)!}:${f.line}`);
}

describe('suppressions', () => {
  it('reads the marker only at the start of a comment, followed by rule ids or *', () => {
    assert.deepEqual(suppressedIdsOf('# code-review-ignore a.b.c'), new Set(['a.b.c']));
    assert.deepEqual(suppressedIdsOf('//code-review-ignore a.b.c, d.e.f -- reviewed by Ann'), new Set(['a.b.c', 'd.e.f']));
    assert.equal(suppressedIdsOf('/* code-review-ignore * */'), 'all');
    assert.equal(suppressedIdsOf('# code-review-ignore'), 'all');
    assert.equal(suppressedIdsOf('<!-- code-review-ignore -->'), 'all');
    assert.equal(suppressedIdsOf('# TODO: code-review-ignore later'), undefined, 'prose mentioning the marker');
    assert.equal(suppressedIdsOf('# code-review-ignore this for now'), undefined, 'words that are not rule ids');
    assert.equal(suppressedIdsOf('# code-review-ignored a.b.c'), undefined);
    assert.equal(suppressedIdsOf('x = 1'), undefined, 'not a comment');
  });

  it('ignores the marker inside a string literal', async () => {
    assert.deepEqual(await flagged('foo("# code-review-ignore python.quality.foo-call")\n', 'python'), ['foo-call:1']);
    assert.deepEqual(await flagged('s = """\n# code-review-ignore python.quality.foo-call\n"""\nfoo()\n', 'python'), ['foo-call:4']);
  });

  it('ignores prose that mentions the marker', async () => {
    assert.deepEqual(await flagged('# TODO: code-review-ignore later\nfoo()\n', 'python'), ['foo-call:2']);
  });

  it('applies a trailing comment to its own line only, an own-line comment to the next line', async () => {
    const code = 'foo()  # code-review-ignore python.quality.foo-call\nfoo()\n# code-review-ignore python.quality.foo-call\nfoo()\nfoo()\n';
    assert.deepEqual(await flagged(code, 'python'), ['foo-call:2', 'foo-call:5']);
  });

  it('silences only the named rule, and every rule with *', async () => {
    const code = 'foo() or bar()  # code-review-ignore python.quality.foo-call\nfoo() or bar()  # code-review-ignore *\n';
    assert.deepEqual(await flagged(code, 'python'), ['bar-call:1']);
  });

  it('stacks own-line suppressions: "Ignore this finding here" used twice above one line', async () => {
    const code = 'def f():\n    # code-review-ignore python.performance.bar-call\n    # code-review-ignore python.quality.foo-call\n    foo() or bar()\n';
    assert.deepEqual(await flagged(code, 'python'), []);
  });

  it('honours {/* … */} in JSX and a trailing block comment in Java', async () => {
    const tsx = 'const a = (\n  <div>\n    {/* code-review-ignore javascript.quality.foo-call */}\n    <p>{foo()}</p>\n    <p>{foo()}</p>\n  </div>\n);\n';
    assert.deepEqual(await flagged(tsx, 'typescript', 'a.tsx'), ['foo-call:5']);
    const java = 'class A {\n  void f() {\n    foo(); /* code-review-ignore java.quality.foo-call */\n    foo();\n  }\n}\n';
    assert.deepEqual(await flagged(java, 'java'), ['foo-call:4']);
  });

  it('without a grammar, counts only lines that start with the language\'s comment token', async () => {
    const code = '# code-review-ignore generic.quality.foo-word\necho FOO\necho "FOO" # code-review-ignore generic.quality.foo-word\n';
    assert.deepEqual(await flagged(code, 'shell'), ['foo-word:3']);
  });

  it('honours other tools\' line markers (NOSONAR, nosemgrep, bare noqa/nolint, nosec for security only), never as unused', async () => {
    const python = [
      'foo() or bar()  # NOSONAR',
      'foo()  # noqa',
      'foo()  # noqa: E501',
      '# nosemgrep',
      'foo()',
      'foo()  # nosec',
      'x = 1  # NOSONAR',
      '',
    ].join('\n');
    assert.deepEqual(await flagged(python, 'python'), ['foo-call:3', 'foo-call:6'], 'noqa with codes and nosec (security only) leave quality findings');
    const java = 'class A {\n  void f() {\n    foo(); // NOSONAR\n    foo();\n  }\n}\n';
    assert.deepEqual(await flagged(java, 'java'), ['foo-call:4']);
    const nosec = await review({ code: 'import subprocess\nfrom flask import request\n\n\ndef run():\n    subprocess.run("ls " + request.args["d"], shell=True)  # nosec\n    subprocess.run("ls " + request.args["d"], shell=True)\n', language: 'python' });
    assert.deepEqual(nosec.findings.filter((f) => f.rule_id.includes('.security.')).map((f) => f.line), [7]);
  });

  it('honours other linters\' directives for the checks we also make: a line, the next line, a range, a block, the file', async () => {
    const ids = (result: Awaited<ReturnType<typeof review>>, rule: string) => result.findings.filter((f) => f.rule_id === rule).map((f) => f.line);
    const js = [
      'function a(x) {',
      '  try { x(); } catch (e) {} // eslint-disable-line no-empty',
      '  // eslint-disable-next-line no-empty, eqeqeq',
      '  try { x(); } catch (e) {}',
      '  try { x(); } catch (e) {} // eslint-disable-line eqeqeq',
      '  /* eslint-disable no-console */',
      '  console.log(x);',
      '  console.log(x);',
      '  /* eslint-enable no-console */',
      '  console.log(x);',
      '  // eslint-disable-next-line no-unused-vars',
      '  try { x(); } catch (e) {}',
      '}',
      'module.exports = { a };',
      '',
    ].join('\n');
    const jsResult = await review({ code: js, language: 'javascript', filename: 'a.js' });
    assert.deepEqual(ids(jsResult, 'javascript.reliability.swallowed-error'), [5, 12], 'a rule ESLint names that we do not make (eqeqeq, no-unused-vars) leaves ours');
    assert.deepEqual(ids(jsResult, 'javascript.quality.debug-output'), [10], 'the range ends at eslint-enable');
    assert.deepEqual(ids(jsResult, 'generic.quality.unused-suppression'), [], 'another tool\'s directive is never unused');
    const fileOff = await review({ code: `/*eslint no-empty:0*/\n${js}`, language: 'javascript', filename: 'a.js' });
    assert.deepEqual(ids(fileOff, 'javascript.reliability.swallowed-error'), [], 'an inline configuration turns the rule off for the file');

    const py = [
      'import hashlib',
      '', '',
      'def a(x):',
      '    try:',
      '        x()',
      '    except Exception:  # noqa: BLE001',
      '        pass',
      '    try:',
      '        x()',
      '    except Exception:  # type: ignore  # pylint: disable=broad-except',
      '        pass',
      '    first = hashlib.md5(x).hexdigest()  # nosec B324',
      '    second = hashlib.md5(x).hexdigest()  # noqa: S324',
      '    third = hashlib.md5(x).hexdigest()  # noqa: E501',
      '    return first + second + third',
      '', '',
      'def b(x):',
      '    # pylint: disable=broad-exception-caught',
      '    try:',
      '        x()',
      '    except Exception:',
      '        pass',
      '', '',
      'def c(x):',
      '    try:',
      '        x()  # noqa: E501',
      '    except Exception:',
      '        pass',
      '',
    ].join('\n');
    const pyResult = await review({ code: py, language: 'python', filename: 'a.py' });
    assert.deepEqual(ids(pyResult, 'python.reliability.swallowed-exception'), [30], 'an own-line Pylint directive covers its block');
    assert.deepEqual(ids(pyResult, 'python.security.weak-hash'), [15], 'Bandit\'s and Ruff\'s code for the check silence it, another code does not');

    const rb = 'def a(x)\n  x.call\nrescue Exception => e # rubocop:disable Lint/RescueException\n  warn e\nend\n\ndef b(x)\n  x.call\nrescue Exception => e\n  warn e\nend\n';
    const rbResult = await review({ code: rb, language: 'ruby', filename: 'a.rb' });
    assert.deepEqual(ids(rbResult, 'ruby.reliability.rescue-exception'), [9]);
  });

  it('maps other linters\' rule names only to rules we have', () => {
    const ours = new Set(ALL_RULES.map((rule) => rule.id));
    assert.deepEqual(mappedRuleIds().filter((id) => !ours.has(id)), []);
  });

  it('reports a suppression that silenced nothing, on its own line', async () => {
    const code = '# code-review-ignore python.quality.foo-call\nx = 1\ny = 2  # code-review-ignore python.quality.no-such-rule\n# code-review-ignore *\nz = 3\n';
    assert.deepEqual(await flagged(code, 'python'), ['unused-suppression:1', 'unused-suppression:3', 'unused-suppression:4']);
  });

  it('does not judge a suppression whose rules did not run', async () => {
    // performance is not asked for, so bar-call did not run: the suppression may still be needed.
    const code = '# code-review-ignore python.performance.bar-call\nbar()\n# code-review-ignore *\nbar()\n';
    assert.deepEqual(await flagged(code, 'python', undefined, ['quality']), []);
    assert.deepEqual(await flagged(code, 'python'), []);
  });
});
