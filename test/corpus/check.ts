/**
 * `npx tsx test/corpus/check.ts [folder]`: checks corpus files without reviewing them — the header parses, the
 * code parses without syntax errors in its grammar, and names are unique. For authors of cases.
 */
import path from 'node:path';
import { grammarFor } from '../../shared/src/review/languages/registry';
import { parserFor } from '../../shared/src/review/core/parser';
import { CORPUS_DIR, loadCorpus } from './corpus';

async function main(): Promise<void> {
  const root = process.argv[2] ? path.resolve(process.argv[2]) : CORPUS_DIR;
  const cases = loadCorpus(CORPUS_DIR).filter((c) => c.file.startsWith(root));
  let broken = 0;
  for (const c of cases) {
    const grammar = grammarFor(c.language, c.file);
    if (!grammar) continue;
    const tree = (await parserFor(grammar)).parse(c.code)!;
    if (tree.rootNode.hasError) {
      broken++;
      const error = tree.rootNode.descendantsOfType('ERROR')[0] ?? tree.rootNode.descendantsOfType('MISSING')[0];
      console.log(`${c.id}: syntax error near line ${(error?.startPosition.row ?? 0) + 1}`);
    }
    tree.delete();
  }
  const byLabel = new Map<string, number>();
  for (const c of cases) byLabel.set(`${c.cwe} ${c.vulnerable ? 'vulnerable' : 'safe'}`, (byLabel.get(`${c.cwe} ${c.vulnerable ? 'vulnerable' : 'safe'}`) ?? 0) + 1);
  console.log(`${cases.length} cases (${cases.filter((c) => c.vulnerable).length} vulnerable, ${cases.filter((c) => !c.vulnerable).length} safe), ${broken} with syntax errors`);
  for (const [label, count] of [...byLabel].sort()) console.log(`  ${label}: ${count}`);
  if (broken > 0) process.exitCode = 1;
}

void main();
