/**
 * Issue 9: pathological nesting is answered, and fast (the timings live in `npm run bench`). Flat runs of
 * unclosed brackets and long generic chains make tree-sitter's query cursor quadratic: the queries stop at their
 * budget and the review is partial. Balanced nesting thousands deep no longer overflows the stack in the data-flow
 * lowering, so it is a complete, not a partial, review.
 */
import assert from 'node:assert/strict';
import type { AnalyzeRequest } from '../../shared/src/contract';
import { review } from '../../shared/src/review';
import { MAX_LOWERING_DEPTH } from '../../shared/src/review/analysis/dataflow/lowering';

const QUADRATIC_FOR_QUERIES: Array<[string, AnalyzeRequest]> = [
  ['50,000 ( in JavaScript', { code: '('.repeat(50_000), language: 'javascript', filename: 'open.js' }],
  ['50,000 [ in Python', { code: '['.repeat(50_000), language: 'python', filename: 'open.py' }],
  ['50,000 { in Java', { code: '{'.repeat(50_000), language: 'java', filename: 'Open.java' }],
  ['x<T> repeated to 50,000 characters in TypeScript', { code: 'x<T>'.repeat(12_500), language: 'typescript', filename: 'chain.ts' }],
];

const DEEP_BUT_BALANCED: Array<[string, AnalyzeRequest]> = [
  ['Python list nested 24,000 deep', { code: `x = ${'['.repeat(24_000)}${']'.repeat(24_000)}\n`, language: 'python', filename: 'deep.py' }],
  ['Go parentheses nested 24,000 deep', { code: `package a\n\nvar x = ${'('.repeat(24_000)}1${')'.repeat(24_000)}\n`, language: 'go', filename: 'deep.go' }],
];

describe('deep nesting (issue 9)', function () {
  this.timeout(60_000);

  for (const [name, request] of QUADRATIC_FOR_QUERIES) {
    it(`${name}: answered, partial (the queries stopped at their budget)`, async () => {
      const result = await review(request);
      assert.equal(result.status, 'complete');
      assert.equal(result.partial, true);
    });
  }

  for (const [name, request] of DEEP_BUT_BALANCED) {
    it(`${name}: a complete review (no stack overflow in the data-flow lowering)`, async () => {
      const result = await review(request);
      assert.equal(result.partial, false);
    });
  }

  it('still follows data through nesting up to the lowering depth', async () => {
    // eval(((((x))))) with the argument just inside the limit: the tainted parameter reaches the sink.
    const depth = MAX_LOWERING_DEPTH - 10;
    const code = `function run(input) {\n  return eval(${'('.repeat(depth)}input${')'.repeat(depth)});\n}\n`;
    // Audit mode: `input` is a parameter nothing in the file feeds.
    const result = await review({ code, language: 'javascript', filename: 'run.js' }, { audit: true });
    assert.equal(result.partial, false);
    assert.ok(result.findings.some((f) => f.rule_id === 'javascript.security.code-injection'), JSON.stringify(result.findings.map((f) => f.rule_id)));
  });

  it('an ordinary review after the pathological ones finds what it should', async () => {
    const result = await review({ code: 'def run(data):\n    return eval(data)\n', language: 'python', filename: 'run.py' }, { audit: true });
    assert.equal(result.partial, false);
    assert.ok(result.findings.some((f) => f.rule_id === 'python.security.code-injection'));
  });
});
