/**
 * The exact text each rule's fixes produce (as ESLint's RuleTester `output` or Ruff's fix snapshots): for every
 * fixture of a rule that offers fixes, the fixture with every fix of that rule applied (in order, an edit that
 * overlaps an earlier one left out) must equal test/rules/fixes/<fixture name>. `UPDATE_SNAPSHOTS=1 npx mocha
 * test/rules/fix-outputs.test.ts` writes them: read each diff before committing it.
 */
import assert from 'node:assert/strict';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Finding } from '../../shared/src/contract';
import { ALL_RULES, review } from '../../shared/src/review';
import { lineStartsOf, offsetAt } from '../../shared/src/review/core/positions';
import { listFixtures, readFixture } from './fixtures';

/** Opt-in rules included: every rule's fixture and fixes are held to their expectations. */
// Audit mode: the fixtures hold the flows with no remote source too (`@low`), which only audit mode reports.
const reviewWithEveryRule = (request: Parameters<typeof review>[0]) => review(request, { rules: ALL_RULES, audit: true });

const FIXES_DIR = path.join(__dirname, 'fixes');
const update = process.env.UPDATE_SNAPSHOTS === '1';

/** The rule a fixture is named for: `python.security.sql-injection.driver.py` → python.security.sql-injection. */
function ruleOf(filename: string): string {
  return filename.split('.').slice(0, 3).join('.');
}

function applyFixes(code: string, findings: readonly Finding[]): string {
  const lineStarts = lineStartsOf(code);
  const edits = findings.flatMap((f) => f.fix?.edits ?? []).map((edit) => ({
    start: offsetAt(lineStarts, edit.line, edit.column),
    end: offsetAt(lineStarts, edit.end_line, edit.end_column),
    text: edit.text,
  }));
  edits.sort((a, b) => a.start - b.start || a.end - b.end);
  let out = '';
  let at = 0;
  for (const edit of edits) {
    if (edit.start < at) continue;
    out += code.slice(at, edit.start) + edit.text;
    at = edit.end;
  }
  return out + code.slice(at);
}

const withFixes = new Set(ALL_RULES.filter((rule) => rule.fixes).map((rule) => rule.id));

describe('fix outputs: the exact text of each rule\'s fixes', () => {
  for (const name of listFixtures().filter((fixture) => withFixes.has(ruleOf(fixture)))) {
    it(name, async () => {
      const fixture = readFixture(name);
      const result = await reviewWithEveryRule({
        code: fixture.code,
        filename: fixture.filename,
        ...(fixture.language ? { language: fixture.language } : {}),
        ...(fixture.businessContext ? { business_context: fixture.businessContext } : {}),
      });
      const rule = ruleOf(name);
      const output = applyFixes(fixture.code, result.findings.filter((f) => f.rule_id === rule && f.fix));
      const expected = path.join(FIXES_DIR, name);
      if (update) writeFileSync(expected, output);
      assert.ok(existsSync(expected), `no fix output test/rules/fixes/${name}: run with UPDATE_SNAPSHOTS=1 and read it`);
      assert.equal(output, readFileSync(expected, 'utf8'));
    });
  }
});
