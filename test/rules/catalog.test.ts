/** The catalog itself: ids are well-formed and unique, every query compiles for every grammar its languages use. */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CHECKS, LANGUAGES } from '../../shared/src/contract';
import { ALL_RULES } from '../../shared/src/review';
import { GRAMMARS } from '../../shared/src/review/languages/registry';
import { RuleCatalog } from '../../shared/src/review/rule-catalog';
import { renderRulesDoc } from '../../shared/src/review/rules-doc';

describe('rule catalog', () => {
  it('has at least 80 rules across the five specialists', () => {
    assert.ok(ALL_RULES.length >= 80, `only ${ALL_RULES.length} rules`);
    for (const check of CHECKS) assert.ok(ALL_RULES.some((r) => r.specialist === check), `no ${check} rule`);
  });

  it('names every rule <language>.<specialist>.<name> with its own specialist', () => {
    for (const rule of ALL_RULES) {
      const [scope, specialist, name] = rule.id.split('.');
      assert.ok(['generic', 'javascript', ...LANGUAGES].includes(scope!), `${rule.id}: unknown scope`);
      assert.equal(specialist, rule.specialist, `${rule.id}: specialist segment`);
      assert.match(name ?? '', /^[a-z0-9]+(-[a-z0-9]+)*$/, `${rule.id}: name`);
    }
  });

  it('gives every security rule a CWE', () => {
    const missing = ALL_RULES.filter((r) => r.specialist === 'security' && !r.cwe).map((r) => r.id);
    assert.deepEqual(missing, []);
  });

  it('compiles every query for every grammar of its languages', async () => {
    const catalog = new RuleCatalog(ALL_RULES);
    for (const grammar of GRAMMARS) {
      const compiled = await catalog.forFile(grammar.language, grammar);
      assert.ok(compiled.rules.length > 0, `${grammar.name}: no rules`);
    }
  });
});

describe('docs/rules.md', () => {
  it('is current with the catalog (run `npm run rules:doc`)', () => {
    const written = readFileSync(path.join(__dirname, '../../docs/rules.md'), 'utf8');
    assert.equal(written, renderRulesDoc());
  });
});
