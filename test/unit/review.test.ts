/** The engine end to end: specialists, partial results, unknown language, suppressions and the verified rewrite. */
import assert from 'node:assert/strict';
import { ReviewResultSchema } from '../../shared/src/contract';
import { review, specialistsFor } from '../../shared/src/review';
import type { Rule } from '../../shared/src/review/core/rule';
import { PARAMETERISED_CALL, PYTHON_INJECTION, PYTHON_INJECTION_LINE } from '../fixtures/python-injection';

const INJECTION = PYTHON_INJECTION;

/** A tiny rule set for rewrite mechanics: foo() is "fixed" into bar(), which another rule flags. */
const fooToBar: Rule = {
  id: 'python.quality.foo-call', specialist: 'quality', severity: 'medium', languages: ['python'],
  title: 'foo is deprecated', description: 'd', suggestion: 's',
  query: '(call function: (identifier) @name (#eq? @name "foo")) @target',
  fix: (m) => ({ description: 'use bar', safety: 'safe', edits: [{ start: m.captures.name!.startIndex, end: m.captures.name!.endIndex, text: 'bar' }] }),
};
const barFlagged: Rule = {
  id: 'python.quality.bar-call', specialist: 'quality', severity: 'low', languages: ['python'],
  title: 'bar is slow', description: 'd', suggestion: 's',
  query: '(call function: (identifier) @name (#eq? @name "bar")) @target',
};
const bazToQux: Rule = {
  id: 'python.quality.baz-call', specialist: 'quality', severity: 'low', languages: ['python'],
  title: 'baz is deprecated', description: 'd', suggestion: 's',
  query: '(call function: (identifier) @name (#eq? @name "baz")) @target',
  fix: (m) => ({ description: 'use qux', safety: 'safe', edits: [{ start: m.captures.name!.startIndex, end: m.captures.name!.endIndex, text: 'qux' }] }),
};

describe('review engine', () => {
  it('returns every response field but billing, valid against the contract', async () => {
    const result = await review({ code: INJECTION, language: 'python', filename: 'orders.py', label: 'nightly' });
    assert.doesNotThrow(() => ReviewResultSchema.parse(result));
    assert.equal(result.status, 'complete');
    assert.equal(result.filename, 'orders.py');
    assert.equal(result.label, 'nightly');
    assert.equal(result.line_count, 8);
    assert.deepEqual(result.specialists.map((s) => s.name), ['security', 'reliability', 'business_logic', 'performance', 'quality']);
  });

  it('rewrites a Python SQL injection into a parameterised query that re-reviews clean', async () => {
    const result = await review({ code: INJECTION, language: 'python' });
    const finding = result.findings.find((f) => f.rule_id === 'python.security.sql-injection');
    assert.ok(finding, 'the injection is found');
    assert.equal(finding.line, PYTHON_INJECTION_LINE);
    assert.equal(finding.severity, 'critical');
    assert.equal(finding.cwe, 'CWE-89');
    assert.equal(result.certified_clean, true);
    assert.equal(result.fully_rewritten, true);
    assert.deepEqual(result.findings_addressed, [`python.security.sql-injection:${PYTHON_INJECTION_LINE}:5`]);
    assert.match(result.rewritten_code ?? '', PARAMETERISED_CALL);
    const again = await review({ code: result.rewritten_code!, language: 'python' });
    assert.deepEqual(again.findings, []);
  });

  it('flags a coupon taken off after tax, with the arithmetic, but not two percentages in either order', async () => {
    const context = 'Apply the discount before tax.';
    const coupon = 'TAX_RATE = 0.2\n\n\ndef total(subtotal, coupon):\n    total = subtotal * (1 + TAX_RATE)\n    total = total - coupon\n    return total\n';
    const result = await review({ code: coupon, language: 'python', business_context: context });
    const findings = result.findings.filter((f) => f.rule_id === 'generic.business_logic.order-violation');
    assert.equal(findings.length, 1);
    const [finding] = findings;
    assert.equal(finding?.line, 6);
    assert.equal(finding?.severity, 'high');
    assert.equal(finding?.category, 'business_logic');
    assert.equal(finding?.title, 'Discount applied after tax');
    assert.match(finding?.description ?? '', /tax first gives 100 × 1\.2 − 10 = 110; discount first gives \(100 − 10\) × 1\.2 = 108/);
    assert.match(finding?.description ?? '', /20% \(`TAX_RATE`\) is from the code; the other figures are illustrative/);
    assert.match(finding?.description ?? '', /The business rule says: "Apply the discount before tax"/);
    const withoutContext = await review({ code: coupon, language: 'python' });
    assert.ok(!withoutContext.findings.some((f) => f.rule_id === 'generic.business_logic.order-violation'), 'the order is a business rule: no context, no finding');

    // The spec's example multiplies by two percentages: 100 × 1.2 × 0.9 = 100 × 0.9 × 1.2, so the order changes nothing.
    const percentages = 'TAX_RATE = 0.2\n\n\ndef total(subtotal, discount_rate):\n    if not 0 <= discount_rate <= 1:\n        raise ValueError("rate")\n    total = subtotal * (1 + TAX_RATE)\n    total = total * (1 - discount_rate)\n    return total\n';
    const commuting = await review({ code: percentages, language: 'python', business_context: context });
    assert.ok(!commuting.findings.some((f) => f.rule_id === 'generic.business_logic.order-violation'), 'percentages commute');
  });

  it('never guesses the language: without one only language-independent rules run', async () => {
    const code = `${INJECTION}\nKEY = "-----BEGIN RSA PRIVATE KEY-----"\n`;
    const result = await review({ code });
    assert.equal(result.language, 'unknown');
    assert.deepEqual(result.findings.map((f) => f.rule_id), ['generic.security.private-key']);
    assert.deepEqual(result.findings_out_of_scope, [`generic.security.private-key:${INJECTION.split('\n').length + 1}:8`]);
    assert.equal(result.rewritten_code, null);
    assert.equal(result.requires_human_review, true);
  });

  it('always runs security and reliability, whatever checks lists', async () => {
    assert.deepEqual(specialistsFor(['quality']), ['security', 'reliability', 'quality']);
    assert.deepEqual(specialistsFor([]), ['security', 'reliability']);
    const result = await review({ code: 'x = 1\n', language: 'python', checks: ['performance'] });
    assert.deepEqual(result.specialists.map((s) => s.name), ['security', 'reliability', 'performance']);
  });

  it('leaves out a specialist that throws and marks the result partial', async () => {
    const broken: Rule = {
      id: 'python.performance.broken', specialist: 'performance', severity: 'low', languages: ['python'],
      title: 't', description: 'd', suggestion: 's',
      scan: () => { throw new Error('rule crashed'); },
    };
    const result = await review({ code: 'foo()\n', language: 'python' }, { rules: [broken, fooToBar] });
    assert.equal(result.partial, true);
    // performance threw; security, reliability and business_logic have no rule in this rule set, so ran none.
    assert.deepEqual(result.specialists.map((s) => s.name), ['quality']);
    assert.deepEqual(result.findings.map((f) => f.rule_id), ['python.quality.foo-call']);
    assert.equal(result.certified_clean, false, 'a partial re-review is never clean');
  });

  it('leaves out a specialist that misses its deadline', async () => {
    const slow: Rule = {
      id: 'python.performance.slow', specialist: 'performance', severity: 'low', languages: ['python'],
      title: 't', description: 'd', suggestion: 's',
      scan: () => {
        const until = performance.now() + 30;
        while (performance.now() < until) { /* busy: a rule stuck on a huge input */ }
        return [];
      },
    };
    const result = await review({ code: 'x = 1\n', language: 'python' }, { rules: [slow], specialistDeadlineMs: 10 });
    assert.equal(result.partial, true);
    assert.ok(!result.specialists.some((s) => s.name === 'performance'));
  });

  it('charges each specialist only its own task time, with one overall deadline on top', async () => {
    const busy = (ms: number) => {
      const until = performance.now() + ms;
      while (performance.now() < until) { /* a rule working on a large input */ }
    };
    const slowRule = (id: string, specialist: 'security' | 'quality', ms: number): Rule => ({
      id, specialist, severity: 'low', languages: ['python'], title: 't', description: 'd', suggestion: 's',
      scan: () => { busy(ms); return []; },
    });
    // Five 25 ms security rules interleave with three 10 ms quality rules on one thread: quality's own 30 ms are
    // within its 60 ms, though the wall clock passes 60 ms before it ends; security's 125 ms are not.
    const security = [1, 2, 3, 4, 5].map((i) => slowRule(`python.security.slow-${i}`, 'security', 25));
    const quality = [1, 2, 3].map((i) => slowRule(`python.quality.quick-${i}`, 'quality', 10));
    const result = await review({ code: 'x = 1\n', language: 'python' }, { rules: [...security, ...quality], specialistDeadlineMs: 60 });
    assert.equal(result.partial, true);
    assert.deepEqual(result.specialists.map((s) => s.name), ['quality']);

    // Each within its own deadline, but the pass as a whole may take 50 ms: security is still running then.
    const quick = slowRule('python.quality.quick', 'quality', 5);
    const overall = await review({ code: 'x = 1\n', language: 'python' }, { rules: [...security, quick], specialistDeadlineMs: 1_000, overallDeadlineMs: 50 });
    assert.equal(overall.partial, true);
    assert.deepEqual(overall.specialists.map((s) => s.name), ['quality']);
  });

  it('reviews code after a UTF-8 byte order mark at the editor\'s columns, and keeps the mark in the rewrite', async () => {
    const code = 'foo()\n';
    const plain = await review({ code, language: 'python' }, { rules: [fooToBar] });
    const marked = await review({ code: `\uFEFF${code}`, language: 'python' }, { rules: [fooToBar] });
    assert.equal(marked.findings[0]?.column, 1);
    assert.deepEqual(marked.findings[0]?.fix?.edits, [{ line: 1, column: 1, end_line: 1, end_column: 4, text: 'bar' }]);
    assert.deepEqual(marked.findings, plain.findings);
    assert.deepEqual(marked.findings_addressed, ['python.quality.foo-call:1:1']);
    assert.equal(marked.line_count, 1);
    assert.equal(marked.rewritten_code, '\uFEFFbar()\n');
    let rewrites: unknown;
    await review({ code: `\uFEFF${code}`, language: 'python' }, { rules: [fooToBar], onRewrites: (r) => (rewrites = r) });
    assert.deepEqual(rewrites, { verified: '\uFEFFbar()\n', full: '\uFEFFbar()\n' });
  });

  it('keeps only fixes that verify; apply_all_fixes keeps them all and flags the alternate', async () => {
    const code = 'foo()\nbaz()\n';
    const rules = [fooToBar, barFlagged, bazToQux];
    const verified = await review({ code, language: 'python' }, { rules });
    assert.equal(verified.rewritten_code, 'foo()\nqux()\n', 'the foo fix introduced a bar finding, so it was dropped');
    assert.deepEqual(verified.findings_addressed, ['python.quality.baz-call:2:1']);
    assert.deepEqual(verified.findings_unresolved, ['python.quality.foo-call:1:1']);
    assert.equal(verified.certified_clean, false, 'foo() is still there');
    assert.equal(verified.fully_rewritten, false);
    assert.equal(verified.alternate_available, true);
    assert.equal(verified.requires_human_review, true);

    const all = await review({ code, language: 'python', apply_all_fixes: true }, { rules });
    assert.equal(all.rewritten_code, 'bar()\nqux()\n');
    assert.equal(all.certified_clean, false, 'bar() is flagged in the re-review');
    assert.deepEqual(all.findings_addressed, ['python.quality.foo-call:1:1', 'python.quality.baz-call:2:1']);
    assert.equal(all.alternate_available, true);
  });

  it('hands over the findings before the rewrite, and stops when aborted', async () => {
    const order: string[] = [];
    const result = await review({ code: INJECTION, language: 'python' }, { onFindings: (findings) => order.push(`findings:${findings.length}`) });
    order.push('result');
    assert.deepEqual(order, ['findings:1', 'result']);
    assert.equal(result.findings.length, 1);
    const controller = new AbortController();
    controller.abort();
    await assert.rejects(review({ code: INJECTION, language: 'python' }, { signal: controller.signal }), /abort/i);
    const during = new AbortController();
    await assert.rejects(review({ code: INJECTION, language: 'python' }, { signal: during.signal, onFindings: () => during.abort() }), /abort/i);
  });

  it('reports a clean file as passed with no rewrite', async () => {
    const result = await review({ code: 'def add(a, b):\n    return a + b\n', language: 'python' });
    assert.deepEqual(result.findings, []);
    assert.equal(result.score, 100);
    assert.equal(result.passed, true);
    assert.equal(result.rewritten_code, null);
    assert.equal(result.certified_clean, false);
    assert.equal(result.requires_human_review, false);
  });

  it('honours code-review-ignore comments for the named rule only', async () => {
    const code = 'foo()\n# code-review-ignore python.quality.foo-call\nfoo()\nfoo()  # code-review-ignore python.quality.other\n';
    const result = await review({ code, language: 'python' }, { rules: [fooToBar] });
    assert.deepEqual(result.findings.map((f) => f.line), [1, 4]);
  });
});
