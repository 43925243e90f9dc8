/** Every rule has fixtures, and every fixture's annotations hold: flagged exactly where marked, silent where `ok`. */
import assert from 'node:assert/strict';
import { ALL_RULES, review } from '../../shared/src/review';
import { listFixtures, readFixture, type Fixture } from './fixtures';

const fixtures: Fixture[] = listFixtures().map(readFixture);

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
      const result = await review({
        code: fixture.code,
        filename: fixture.filename,
        ...(fixture.language ? { language: fixture.language } : {}),
        ...(fixture.businessContext ? { business_context: fixture.businessContext } : {}),
      });
      assert.equal(result.partial, false, 'a specialist failed on this fixture');
      const rulesInFixture = new Set([...fixture.expected.keys(), ...fixture.ok.keys()]);
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
          // A fix must survive verification: its finding gone from the re-review and nothing new introduced.
          if (finding.fix) {
            assert.ok(
              result.findings_addressed?.includes(`${ruleId}:${finding.line}`),
              `${ruleId}: the fix on line ${finding.line} did not verify; rewrite:\n${result.rewritten_code ?? '(none)'}`,
            );
          }
        }
      }
    });
  }
});
