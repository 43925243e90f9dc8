/**
 * What each language lowers to: every source under test/ir/<plugin>/ is parsed with its grammar, lowered by its
 * plugin and printed (test/ir/print-ir.ts); the text must equal the snapshot beside it (`<file>.ir`).
 * `UPDATE_SNAPSHOTS=1 npx mocha test/unit/ir-snapshots.test.ts` rewrites the snapshots: read the diff before
 * committing one.
 */
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseText, parserFor } from '../../shared/src/review/core/parser';
import { lineStartsOf } from '../../shared/src/review/core/positions';
import type { FileContext } from '../../shared/src/review/core/rule';
import { PLUGINS, grammarFor, languageOfFile, pluginFor } from '../../shared/src/review/languages/registry';
import { printIR } from '../ir/print-ir';

const IR_DIR = path.join(__dirname, '../ir');
const update = process.env.UPDATE_SNAPSHOTS === '1';

async function lowered(file: string): Promise<string> {
  const code = readFileSync(file, 'utf8');
  const language = languageOfFile(file)!;
  const plugin = pluginFor(language)!;
  const tree = parseText(await parserFor(grammarFor(language, file)!), code)!;
  try {
    const context: FileContext = { code, language, tree, plugin, businessContext: undefined, lineStarts: lineStartsOf(code), memo: new Map() };
    return printIR(plugin.flow.lower(context));
  } finally {
    tree.delete();
  }
}

describe('IR snapshots: what each language lowers to', () => {
  for (const plugin of PLUGINS) {
    const dir = path.join(IR_DIR, plugin.id);
    const sources = existsSync(dir) ? readdirSync(dir).filter((name) => !name.endsWith('.ir')).sort() : [];
    it(`${plugin.id} has snapshots`, () => assert.ok(sources.length >= 3, `test/ir/${plugin.id}/ holds ${sources.length} sources`));
    for (const name of sources) {
      it(`${plugin.id}/${name}`, async () => {
        const file = path.join(dir, name);
        const actual = await lowered(file);
        const snapshot = `${file}.ir`;
        if (update) writeFileSync(snapshot, actual);
        assert.ok(existsSync(snapshot), `no snapshot ${path.relative(IR_DIR, snapshot)}: run with UPDATE_SNAPSHOTS=1 and read it`);
        assert.equal(actual, readFileSync(snapshot, 'utf8'));
      });
    }
  }
});
