import assert from 'node:assert/strict';
import { loadCorpus } from '../corpus/corpus';
import { scoreCorpus } from '../corpus/score';

describe('accuracy on the labelled corpus', function () {
  this.timeout(300_000);

  it('meets the targets: Youden ≥ 80 and precision ≥ 0.90 overall and per language, no CWE below 50', async () => {
    const cases = loadCorpus();
    assert.ok(cases.length >= 600, `the corpus holds ${cases.length} cases`);
    assert.ok(cases.filter((c) => !c.vulnerable).length * 2 >= cases.length, 'at least half the cases are look-alike negatives');
    const { rows, misses } = await scoreCorpus(cases);
    const failing = rows.filter((row) =>
      row.group.includes(' CWE-') || row.group.startsWith('all ') ? row.youden < 50 : row.youden < 80 || row.precision < 0.9,
    );
    assert.deepEqual(
      failing.map((row) => `${row.group}: Youden ${row.youden.toFixed(0)}, precision ${row.precision.toFixed(2)}`),
      [],
      `cases scored wrong:\n${misses.join('\n')}`,
    );
  });
});
