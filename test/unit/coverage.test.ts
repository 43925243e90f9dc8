/** No false "clean": a language without rules says it was not analysed, everywhere the engine reports. */
import assert from 'node:assert/strict';
import { ReviewResultSchema } from '../../shared/src/contract';
import { review } from '../../shared/src/review';
import { passedOf } from '../../shared/src/review/scoring';
import { summarize } from '../../shared/src/review/summary';

/** Kotlin has no plugin: only the language-independent rules read it. */
const KOTLIN = [
  'class UsersController(private val db: Database) {',
  '    fun search(name: String, dir: String): List<User> {',
  '        Runtime.getRuntime().exec("ls " + dir)',
  '        return db.query("SELECT * FROM users WHERE name = \'" + name + "\'")',
  '    }',
  '}',
  '',
].join('\n');

function sentences(text: string): number {
  return text.split(/(?<=[.!?])\s+/).filter((s) => s.trim().length > 0).length;
}

describe('coverage', () => {
  it('does not pass a Kotlin file only the language-independent rules could read', async () => {
    const result = await review({ code: KOTLIN, language: 'kotlin' });
    assert.doesNotThrow(() => ReviewResultSchema.parse(result));
    assert.equal(result.coverage, 'language-independent');
    assert.equal(result.passed, false);
    assert.deepEqual(result.findings, []);
    assert.deepEqual(result.specialists.map((s) => s.name), ['security', 'quality'], 'reliability, business_logic and performance ran no rule');
    const first = result.summary.split(/(?<=[.!?])\s+/)[0]!;
    assert.match(first, /^Not analysed: the security, reliability, business logic, performance and quality checks for 6 lines of Kotlin could not run because there are no Kotlin rules yet/);
    assert.doesNotMatch(result.summary, /No issues found/);
  });

  it('names the reason for unknown code and keeps findings of the language-independent rules', async () => {
    const result = await review({ code: 'key = "AKIAIOSFODNN7EXAMPLF"\n', checks: ['quality'] });
    assert.equal(result.coverage, 'language-independent');
    assert.equal(result.passed, false);
    assert.deepEqual(result.findings.map((f) => f.rule_id), ['generic.security.aws-access-key']);
    assert.match(result.summary, /^Not analysed: the security, reliability and quality checks for 1 line of code of unknown language could not run because no language was given, and only the language-independent checks \(secrets, keys, conflict markers, suppressions\) found 1 issue \(1 critical\);/);
    assert.ok(sentences(result.summary) <= 3, result.summary);
  });

  it('reports full coverage where the language has rules', async () => {
    const result = await review({ code: 'def add(a, b):\n    return a + b\n', language: 'python' });
    assert.equal(result.coverage, 'full');
    assert.equal(result.passed, true);
    assert.match(result.summary, /^No issues found/);
  });

  it('does not pass code its parser cannot read: each place is a high syntax-error finding, and parsing code has none', async () => {
    const broken = await review({ code: 'def add(a, b:\n    return a + b\n', language: 'python' });
    assert.equal(broken.passed, false);
    assert.deepEqual(broken.findings.map((f) => `${f.rule_id}:${f.line}:${f.severity}`), ['generic.reliability.syntax-error:1:high']);
    assert.equal(broken.coverage, 'full');
    const javascript = await review({ code: 'function total(items) {\n  return items.length +;\n}\nmodule.exports = { total };\n', language: 'javascript' });
    assert.deepEqual(javascript.findings.filter((f) => f.rule_id === 'generic.reliability.syntax-error').map((f) => `${f.line}:${f.severity}`), ['2:high']);
    assert.equal(javascript.passed, false);
  });

  it('does not call valid modern JavaScript or TypeScript broken where the grammar lags behind (the reference parser accepts it)', async () => {
    const valid: [string, 'javascript' | 'typescript'][] = [
      ['class Controller {\n  #paused = false\n  #abort\n\n  [Symbol.iterator] = null\n}\nmodule.exports = { Controller };\n', 'javascript'],
      ["const _null = /^null$/i;\nexport { _null as null };\n", 'javascript'],
      ['export interface Check<in T = never> {\n  run(value: T): void;\n}\n', 'typescript'],
    ];
    for (const [code, language] of valid) {
      const result = await review({ code, language });
      assert.deepEqual(result.findings.filter((f) => f.rule_id === 'generic.reliability.syntax-error').map((f) => f.line), [], code);
    }
    const typescript = await review({ code: 'export function total(items: number[]): number {\n  return items.length +;\n}\n', language: 'typescript' });
    assert.deepEqual(typescript.findings.filter((f) => f.rule_id === 'generic.reliability.syntax-error').map((f) => `${f.line}:${f.severity}`), ['2:high']);
  });

  it('never passes what was not analysed, and says so in the first of at most three sentences', () => {
    assert.equal(passedOf([], 100, false), false);
    assert.equal(passedOf([], 100, true), true);
    const summary = summarize({
      language: 'yaml', lineCount: 3, score: 100, riskLevel: 'low', findings: [], partial: true, coverage: 'language-independent',
      checks: ['security', 'reliability'], rewrite: { produced: false, certifiedClean: false, addressed: 0, outOfScope: 0 },
    });
    assert.equal(summary, 'Not analysed: the security and reliability checks for 3 lines of YAML could not run because there are no YAML rules yet, and only the language-independent checks (secrets, keys, conflict markers, suppressions) found no issues (partial: a specialist did not finish); score 100/100, risk low.');
  });
});
