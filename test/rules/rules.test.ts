/** Every rule has fixtures, and every fixture's annotations hold: flagged exactly where marked, silent where `ok`. */
import assert from 'node:assert/strict';
import { ALL_RULES, review } from '../../shared/src/review';
import { grammarFor } from '../../shared/src/review/languages/registry';
import { parserFor } from '../../shared/src/review/core/parser';
import { syntaxErrors } from '../../shared/src/review/core/syntax-errors';
import { listFixtures, readFixture, type Fixture } from './fixtures';

/** Opt-in rules included: every rule's fixture and fixes are held to their expectations. */
// Audit mode: the fixtures hold the flows with no remote source too (`@low`), which only audit mode reports.
const reviewWithEveryRule = (request: Parameters<typeof review>[0]) => review(request, { rules: ALL_RULES, audit: true });

const fixtures: Fixture[] = listFixtures().map(readFixture);
/** Rules whose fixtures produced a fix, filled as the fixture tests run. */
const fixed = new Set<string>();

describe('rule fixtures', () => {
  it('every rule has a fixture marking a line it must flag and one it must not', () => {
    const flagged = new Set(fixtures.flatMap((f) => [...f.expected.keys()]));
    const cleared = new Set(fixtures.flatMap((f) => [...f.ok.keys()]));
    const missing = ALL_RULES.filter((r) => !flagged.has(r.id) || !cleared.has(r.id)).map((r) => r.id);
    assert.deepEqual(missing, [], `rules without ruleid:/ok: fixtures: ${missing.join(', ')}`);
  });

  it('every annotation names a rule that exists', () => {
    const ids = new Set(ALL_RULES.map((r) => r.id));
    const unknown = fixtures.flatMap((f) => [...f.expected.keys(), ...f.ok.keys()].filter((id) => !ids.has(id)).map((id) => `${f.filename}: ${id}`));
    assert.deepEqual(unknown, []);
  });

  for (const fixture of fixtures) {
    it(fixture.filename, async () => {
      const request = {
        code: fixture.code,
        filename: fixture.filename,
        ...(fixture.language ? { language: fixture.language } : {}),
        ...(fixture.businessContext ? { business_context: fixture.businessContext } : {}),
      };
      const result = await reviewWithEveryRule(request);
      assert.equal(result.partial, false, 'a specialist failed on this fixture');
      const rulesInFixture = new Set([...fixture.expected.keys(), ...fixture.ok.keys()]);
      let full: Awaited<ReturnType<typeof reviewWithEveryRule>> | undefined;
      for (const ruleId of rulesInFixture) {
        const rule = ALL_RULES.find((r) => r.id === ruleId);
        const actual = new Set(result.findings.filter((f) => f.rule_id === ruleId).map((f) => f.line));
        const expected = fixture.expected.get(ruleId) ?? new Set<number>();
        const missed = [...expected].filter((line) => !actual.has(line));
        const extra = [...actual].filter((line) => line !== null && !expected.has(line));
        assert.deepEqual({ missed, extra }, { missed: [], extra: [] }, `${ruleId}: missed lines ${missed.join(',')}; unexpected lines ${extra.join(',')}`);
        for (const finding of result.findings.filter((f) => f.rule_id === ruleId)) {
          assert.equal(finding.severity, fixture.severities.get(`${ruleId}:${finding.line}`) ?? rule?.severity, `${ruleId} severity on line ${finding.line}`);
          assert.equal(finding.category, rule?.specialist, `${ruleId} category`);
          if (!finding.fix) continue;
          fixed.add(ruleId);
          // A fix is what its rule says it is, and it survives verification in the rewrite that may hold it: safe
          // fixes in the verified rewrite, suggestions only with apply_all_fixes.
          const declared = rule?.fixes?.safety;
          assert.ok(declared, `${ruleId} offers fixes but does not declare what they are (fixes: { safety })`);
          if (declared !== 'checked') assert.equal(finding.fix.safety, declared, `${ruleId}: the fix on line ${finding.line} is not ${declared}`);
          const key = `${ruleId}:${finding.line}:${finding.column}`;
          if (finding.fix.safety === 'safe') {
            assert.ok((result.findings_addressed ?? []).includes(key), `${ruleId}: the safe fix on line ${finding.line} did not verify; rewrite:\n${result.rewritten_code ?? '(none)'}`);
          } else {
            assert.ok(!(result.findings_addressed ?? []).includes(key), `${ruleId}: the suggestion on line ${finding.line} entered the verified rewrite`);
            full ??= await reviewWithEveryRule({ ...request, apply_all_fixes: true });
            assert.ok((full.findings_addressed ?? []).includes(key), `${ruleId}: the suggestion on line ${finding.line} is not in the full rewrite; rewrite:\n${full.rewritten_code ?? '(none)'}`);
          }
        }
      }
      full ??= await reviewWithEveryRule({ ...request, apply_all_fixes: true });
      // The definitions a user can check: the alternate is the other mode's different code; fully rewritten is a
      // rewrite with nothing unresolved or out of scope; certified clean is a rewrite whose fresh review is clean.
      for (const [mine, other] of [[result, full], [full, result]] as const) {
        assert.equal(mine.alternate_available, mine.rewritten_code !== other.rewritten_code, 'alternate_available');
        assert.equal(mine.fully_rewritten, mine.rewritten_code !== null && (mine.findings_unresolved ?? []).length === 0 && (mine.findings_out_of_scope ?? []).length === 0, 'fully_rewritten');
        if (mine.certified_clean) {
          const again = await reviewWithEveryRule({ ...request, code: mine.rewritten_code! });
          assert.deepEqual(again.findings.map((f) => `${f.rule_id}:${f.line}`), [], 'certified clean, yet a fresh review of the rewrite finds something');
        }
      }
      // Every rewrite parses as well as the fixture did.
      const before = await syntaxErrorCount(fixture);
      for (const rewritten of [result.rewritten_code, full.rewritten_code]) {
        if (rewritten !== null) assert.ok((await syntaxErrorCount({ ...fixture, code: rewritten })) <= before, `the rewrite has new syntax errors:\n${rewritten}`);
      }
    });
  }

  it('every rule that declares fixes offers one in its fixtures (runs after them)', () => {
    const silent = ALL_RULES.filter((rule) => rule.fixes && !fixed.has(rule.id)).map((rule) => rule.id);
    assert.deepEqual(silent, []);
  });
});

async function syntaxErrorCount(fixture: Pick<Fixture, 'code' | 'language' | 'filename'>): Promise<number> {
  const grammar = grammarFor(fixture.language, fixture.filename);
  if (!grammar) return 0;
  const tree = (await parserFor(grammar)).parse(fixture.code)!;
  try {
    return syntaxErrors(tree).length;
  } finally {
    tree.delete();
  }
}
