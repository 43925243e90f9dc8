/**
 * The language registry is the one list of languages: everything that names languages agrees with it, and every
 * plugin is complete enough to review its languages.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGES } from '../../shared/src/contract';
import { review, ALL_RULES } from '../../shared/src/review';
import { parseText, parserFor } from '../../shared/src/review/core/parser';
import {
  ANALYSED_EDITOR_IDS, ANALYSED_LANGUAGES, GRAMMARS, LANGUAGE_INFO, PLUGINS, grammarFor, languageOfEditorId, languageOfFile, pluginFor,
} from '../../shared/src/review/languages/registry';

import { languagesWithoutGenerator } from '../bench/generate';

const manifest = JSON.parse(readFileSync(path.join(__dirname, '../../package.json'), 'utf8')) as { activationEvents: string[] };

describe('language registry', function () {
  this.timeout(120_000);

  it("package.json's activationEvents are the analysed languages' editor ids (run `npm run languages:sync`)", () => {
    assert.deepEqual([...manifest.activationEvents].sort(), ANALYSED_EDITOR_IDS.map((id) => `onLanguage:${id}`).sort());
  });

  it("names every language of the spec exactly once, with distinct extensions and editor ids", () => {
    assert.deepEqual(LANGUAGE_INFO.map((info) => info.language).sort(), [...LANGUAGES].sort());
    const extensions = LANGUAGE_INFO.flatMap((info) => info.extensions);
    assert.equal(new Set(extensions).size, extensions.length, 'an extension names two languages');
    const ids = LANGUAGE_INFO.flatMap((info) => info.editorIds);
    assert.equal(new Set(ids).size, ids.length, 'an editor id names two languages');
    for (const info of LANGUAGE_INFO) {
      for (const extension of info.extensions) assert.equal(languageOfFile(`src/file${extension}`), info.language, extension);
      for (const id of info.editorIds) assert.equal(languageOfEditorId(id), info.language, id);
    }
  });

  it('loads every grammar and parses with it', async () => {
    for (const grammar of GRAMMARS) {
      const tree = parseText(await parserFor(grammar), 'x\n');
      assert.ok(tree, grammar.name);
      tree.delete();
    }
  });

  it('gives every analysed language a default grammar, and TSX by extension', () => {
    for (const language of ANALYSED_LANGUAGES) assert.ok(grammarFor(language, undefined), language);
    assert.equal(grammarFor('typescript', 'app.tsx')?.name, 'tsx');
    assert.equal(grammarFor('typescript', 'app.ts')?.name, 'typescript');
    assert.equal(grammarFor('ruby', 'app.rb') === undefined, !ANALYSED_LANGUAGES.includes('ruby'));
  });

  it("names each plugin's rules after it and for its languages only", () => {
    for (const plugin of PLUGINS) {
      const own = new Set(plugin.languages.map((info) => info.language));
      for (const rule of ALL_RULES.filter((r) => r.id.startsWith(`${plugin.id}.`))) {
        if (rule.languages === '*') assert.fail(`${rule.id} reads every language`);
        for (const language of rule.languages) assert.ok(own.has(language), `${rule.id} reads ${language}`);
      }
      for (const rule of plugin.rules) assert.ok(rule.id.startsWith(`${plugin.id}.`), rule.id);
    }
  });

  it("reviews each plugin's warm-up samples in full, with findings (they exercise the data flow and the fixes)", async () => {
    for (const plugin of PLUGINS) {
      for (const sample of plugin.warmUp) {
        const result = await review({ code: sample.code, language: sample.language, ...(sample.filename ? { filename: sample.filename } : {}) });
        const label = `${plugin.id} ${sample.filename ?? sample.language}`;
        assert.equal(result.coverage, 'full', label);
        assert.equal(result.partial, false, label);
        assert.ok(result.findings.some((f) => f.category === 'security' && f.dataflow), `${label}: a taint finding with its flow`);
        assert.equal(pluginFor(sample.language), plugin);
      }
    }
  });

  it('has a bench generator for every analysed language (npm run bench runs them all)', () => {
    assert.deepEqual(languagesWithoutGenerator(), []);
  });
});
