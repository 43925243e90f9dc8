/** Rewrite mechanics: fix safety, the syntax gate, finding identity, imports a fix adds or leaves unused. */
import assert from 'node:assert/strict';
import { review } from '../../shared/src/review';
import type { FixSafety, Rule } from '../../shared/src/review/core/rule';

/** `old()` → `new()` with the given safety; `broken()` → `broken(` (a fix that breaks the syntax). */
function renameRule(id: string, from: string, to: string, safety: FixSafety): Rule {
  return {
    id: `python.quality.${id}`, specialist: 'quality', severity: 'low', languages: ['python'],
    title: `${from} is deprecated`, description: 'd', suggestion: 's', fixes: { safety },
    query: `(call function: (identifier) @name (#eq? @name "${from}")) @target`,
    fix: (m) => ({ description: `use ${to}`, safety, edits: [{ start: m.target.startIndex, end: m.target.endIndex, text: to }] }),
  };
}

describe('rewrite', () => {
  it('applies only safe fixes in the verified rewrite, suggestions too with apply_all_fixes', async () => {
    const rules = [renameRule('old-call', 'old', 'new()', 'safe'), renameRule('risky-call', 'risky', 'careful()', 'suggestion')];
    const code = 'old()\nrisky()\n';
    const verified = await review({ code, language: 'python' }, { rules });
    assert.equal(verified.rewritten_code, 'new()\nrisky()\n');
    assert.deepEqual(verified.findings_addressed, ['python.quality.old-call:1:1']);
    assert.deepEqual(verified.findings_unresolved, ['python.quality.risky-call:2:1']);
    assert.equal(verified.findings.find((f) => f.line === 2)?.fix?.safety, 'suggestion');
    assert.equal(verified.alternate_available, true, 'apply_all_fixes gives different code');
    const full = await review({ code, language: 'python', apply_all_fixes: true }, { rules });
    assert.equal(full.rewritten_code, 'new()\ncareful()\n');
    assert.equal(full.certified_clean, true);
    assert.equal(full.fully_rewritten, true);
    assert.equal(full.alternate_available, true);
  });

  it('says no alternate when both modes give the same code', async () => {
    const rules = [renameRule('old-call', 'old', 'new()', 'safe')];
    const result = await review({ code: 'old()\n', language: 'python' }, { rules });
    assert.equal(result.rewritten_code, 'new()\n');
    assert.equal(result.alternate_available, false);
    assert.equal((await review({ code: 'old()\n', language: 'python', apply_all_fixes: true }, { rules })).alternate_available, false);
  });

  it('drops a fix that breaks the syntax, in both modes, and keeps the others', async () => {
    const rules = [renameRule('old-call', 'old', 'new()', 'safe'), renameRule('broken-call', 'broken', 'broken(', 'safe')];
    const code = 'old()\nbroken()\n';
    for (const apply_all_fixes of [false, true]) {
      const result = await review({ code, language: 'python', apply_all_fixes }, { rules });
      assert.equal(result.rewritten_code, 'new()\nbroken()\n', `apply_all_fixes: ${apply_all_fixes}`);
      assert.deepEqual(result.findings_unresolved, ['python.quality.broken-call:2:1']);
    }
  });

  it('names each finding by rule, line and column, once', async () => {
    const code = 'import hashlib\n\na, b = hashlib.md5(b"x"), hashlib.sha1(b"y")\n';
    const result = await review({ code, language: 'python', apply_all_fixes: true });
    const keys = result.findings.filter((f) => f.rule_id === 'python.security.weak-hash').map((f) => `${f.rule_id}:${f.line}:${f.column}`);
    assert.deepEqual(keys, ['python.security.weak-hash:3:8', 'python.security.weak-hash:3:27']);
    assert.deepEqual((result.findings_addressed ?? []).filter((k) => k.startsWith('python.security.weak-hash')), keys);
    const all = [...(result.findings_addressed ?? []), ...(result.findings_unresolved ?? []), ...(result.findings_out_of_scope ?? [])];
    assert.equal(new Set(all).size, all.length, 'no key listed twice');
  });

  it('adds an import two fixes need once', async () => {
    const code = 'import random\n\n\ndef tokens():\n    reset_token = random.random()\n    api_key = random.random()\n    return reset_token, api_key\n';
    const result = await review({ code, language: 'python' });
    const rewritten = result.rewritten_code ?? '';
    assert.equal(rewritten.match(/^import secrets$/gm)?.length, 1, rewritten);
    assert.doesNotMatch(rewritten, /^import random$/m, 'random is no longer used, so its import goes');
  });

  it('removes an import only when no use is left', async () => {
    const code = 'package orders\n\nimport (\n\t"database/sql"\n\t"fmt"\n)\n\nfunc Find(db *sql.DB, email string) (*sql.Rows, error) {\n\tfmt.Println("find")\n\treturn db.Query(fmt.Sprintf("SELECT * FROM customers WHERE email = \'%s\'", email))\n}\n';
    const result = await review({ code, language: 'go', checks: ['security'] });
    assert.match(result.rewritten_code ?? '', /db\.Query\("SELECT \* FROM customers WHERE email = \?", email\)/);
    assert.match(result.rewritten_code ?? '', /"fmt"/, 'fmt.Println still uses fmt');
  });
});
