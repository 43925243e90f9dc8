/** The documentation's links resolve: every relative link of README.md and docs/*.md names a file of the repository. */
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.join(__dirname, '../..');
const LINK = /\]\(([^)\s]+)\)/g;

describe('documentation links', () => {
  const documents = ['README.md', ...readdirSync(path.join(ROOT, 'docs')).filter((name) => name.endsWith('.md')).map((name) => `docs/${name}`)];
  for (const document of documents) {
    it(`${document}: every relative link resolves`, () => {
      const text = readFileSync(path.join(ROOT, document), 'utf8');
      const broken = [...text.matchAll(LINK)]
        .map((match) => match[1]!)
        .filter((target) => !/^[a-z]+:/.test(target) && !target.startsWith('#'))
        .filter((target) => !existsSync(path.join(ROOT, path.dirname(document), target.split('#')[0]!)));
      assert.deepEqual(broken, []);
    });
  }
});
