/** The verified rewrite keeps behaviour (behaviour/) and never makes the unsafe changes of rejected/. */
import assert from 'node:assert/strict';
import type { AnalyzeRequest, Language } from '../../shared/src/contract';
import { ALL_RULES, review } from '../../shared/src/review';
import { grammarFor } from '../../shared/src/review/languages/registry';
import { parserFor } from '../../shared/src/review/core/parser';
import { syntaxErrors } from '../../shared/src/review/core/syntax-errors';
import { loadCases, type RewriteCase } from './cases';
import { generatedInputs } from './generated-inputs';
import { RUNNABLE_LANGUAGES, TOOLCHAINS } from './runtimes';

/** Opt-in rules included: every rule's fixture and fixes are held to their expectations. */
const reviewWithEveryRule = (request: Parameters<typeof review>[0]) => review(request, { rules: ALL_RULES });

async function errorCount(c: RewriteCase, code: string): Promise<number> {
  const tree = (await parserFor(grammarFor(c.language, c.filename)!)).parse(code)!;
  try {
    return syntaxErrors(tree).length;
  } finally {
    tree.delete();
  }
}

/** The request a case stands for: its `context:` header lines are the business context. */
function requestOf(c: RewriteCase): AnalyzeRequest {
  const context = (c.headers.get('context') ?? []).join(' ');
  return { code: c.code, language: c.language, filename: c.filename, ...(context ? { business_context: context } : {}) };
}

describe('verified rewrites keep behaviour', () => {
  const cases = loadCases('behaviour');
  it('has cases', () => assert.ok(cases.length > 0));
  it('runs a safe fix of every rule whose fixes can be safe, in each language with a runtime here', () => {
    const exercised = new Set(cases.flatMap((c) => (c.headers.get('safe-fixes') ?? []).flatMap((line) => line.split(/\s*,\s*/))));
    const runnable: readonly Language[] = RUNNABLE_LANGUAGES;
    const missing = ALL_RULES.filter((rule) => rule.fixes && rule.fixes.safety !== 'suggestion')
      .filter((rule) => rule.languages === '*' || rule.languages.some((language) => runnable.includes(language)))
      .filter((rule) => !exercised.has(rule.id))
      .map((rule) => rule.id);
    assert.deepEqual(missing, [], 'rules with safe fixes that no behaviour case runs');
  });
  for (const c of cases) {
    const run = TOOLCHAINS[c.language]?.run;
    it(c.name, async function () {
      if (!run) {
        console.log(`      skipped: no ${c.language} runtime on this machine to run ${c.name}`);
        this.skip();
      }
      const result = await reviewWithEveryRule(requestOf(c));
      const rules = (c.headers.get('safe-fixes') ?? []).flatMap((line) => line.split(/\s*,\s*/)).filter(Boolean);
      assert.ok(rules.length > 0, 'the case names the safe fixes it exercises');
      for (const rule of rules) {
        const fixed = result.findings.filter((f) => f.rule_id === rule && f.fix?.safety === 'safe' && (result.findings_addressed ?? []).includes(`${rule}:${f.line}:${f.column}`));
        assert.ok(fixed.length > 0, `${rule}: no safe fix of it in the verified rewrite:\n${result.rewritten_code ?? '(none)'}`);
      }
      assert.ok(result.rewritten_code !== null && result.rewritten_code !== c.code);
      const before = run(c.code);
      assert.equal(before.status, 0, `the original does not run: ${before.stderr}`);
      const after = run(result.rewritten_code);
      assert.deepEqual({ status: after.status, stdout: after.stdout }, { status: before.status, stdout: before.stdout }, `the rewrite behaves differently:\n${result.rewritten_code}\n${after.stderr}`);
      // Differential: the ordinary values the case takes as its arguments, all in one run.
      const inputs = generatedInputs(c.headers.get('inputs')?.[0]);
      const differences = [];
      if (inputs.length > 0) {
        const original = run(c.code, inputs);
        const rewritten = run(result.rewritten_code, inputs);
        assert.equal(original.status, 0, `the original fails on the generated inputs: ${original.stderr}`);
        const [was, is] = [original.stdout.split('\n'), rewritten.stdout.split('\n')];
        for (let line = 0; line < Math.max(was.length, is.length); line++) {
          if (was[line] !== is[line]) differences.push(`line ${line + 1}: before ${JSON.stringify(was[line])}, after ${JSON.stringify(is[line])}`);
        }
        if (rewritten.status !== original.status) differences.push(`exit ${original.status} before, ${rewritten.status} after: ${rewritten.stderr.slice(-400)}`);
      }
      assert.deepEqual(differences, [], `the rewrite behaves differently on ordinary inputs:\n${result.rewritten_code}`);
    });
  }
});

describe('rewrites that must be rejected stay rejected', () => {
  const cases = loadCases('rejected');
  it('has cases', () => assert.ok(cases.length > 0));
  for (const c of cases) {
    it(`${c.name}: ${c.headers.get('rejected')?.[0] ?? ''}`, async () => {
      const verified = await reviewWithEveryRule(requestOf(c));
      const full = await reviewWithEveryRule({ ...requestOf(c), apply_all_fixes: true });
      const verifiedCode = verified.rewritten_code ?? c.code;
      const fullCode = full.rewritten_code ?? c.code;
      // The header comments name the texts: only the code after them counts.
      const body = (code: string) => code.split('\n').slice(c.headers.size > 0 ? [...c.headers.values()].flat().length : 0).join('\n');
      for (const text of c.headers.get('keeps') ?? []) assert.ok(body(verifiedCode).includes(text), `the verified rewrite lost \`${text}\`:\n${verifiedCode}`);
      for (const text of c.headers.get('keeps-all') ?? []) assert.ok(body(fullCode).includes(text), `the full rewrite lost \`${text}\`:\n${fullCode}`);
      for (const text of c.headers.get('lacks') ?? []) {
        assert.ok(!body(verifiedCode).includes(text) || verifiedCode === c.code, `the verified rewrite still has \`${text}\`:\n${verifiedCode}`);
        assert.ok(!body(fullCode).includes(text) || fullCode === c.code, `the full rewrite still has \`${text}\`:\n${fullCode}`);
      }
      const original = await errorCount(c, c.code);
      for (const code of [verifiedCode, fullCode]) {
        assert.ok((await errorCount(c, code)) <= original, `the rewrite has new syntax errors:\n${code}`);
        const toolchain = TOOLCHAINS[c.language];
        if (!toolchain) {
          console.log(`      (no ${c.language} toolchain here: ${c.name} is checked by our parser only)`);
          continue;
        }
        if (toolchain.check(c.code).status !== 0) continue;
        const checked = toolchain.check(code);
        assert.equal(checked.status, 0, `the toolchain rejects the rewrite:\n${code}\n${checked.stderr}${checked.stdout}`);
      }
    });
  }
});
