/**
 * The CLI's formatters on a run where one file could not be reviewed (issue 16): that file is reported with its
 * reason in every format, and the others as usual.
 */
import assert from 'node:assert/strict';
import type * as Sarif from 'sarif';
import { review } from '../../shared/src/review';
import type { FileReview } from '../../service/src/cli/file-review';
import { formatJson } from '../../service/src/cli/format-json';
import { formatSarif } from '../../service/src/cli/format-sarif';
import { formatText } from '../../service/src/cli/format-text';
import { PYTHON_INJECTION } from '../fixtures/python-injection';

const REASON = 'This file cannot be reviewed: the parser failed on it (RuntimeError: memory access out of bounds). Other files are reviewed as usual.';

describe('CLI formats: a file that could not be reviewed', () => {
  let reviews: FileReview[];
  before(async () => {
    const result = await review({ code: PYTHON_INJECTION, language: 'python', filename: 'orders.py' });
    reviews = [{ file: 'broken.py', failure: REASON }, { file: 'orders.py', result }];
  });

  it('text: the file is "not analysed" with the reason; the other file keeps its findings', () => {
    const text = formatText(reviews, false);
    assert.match(text, /broken\.py {2}not analysed\n {2}This file cannot be reviewed: the parser failed on it/);
    assert.match(text, /orders\.py {2}score \d+\/100/);
    assert.match(text, /python\.security\.sql-injection/);
    assert.match(text, /⚠ 1 file was not analysed/);
  });

  it("JSON: the spec's error body with the filename, then the other file's response", () => {
    const parsed = JSON.parse(formatJson(reviews)) as Array<Record<string, unknown>>;
    assert.deepEqual(parsed[0], { filename: 'broken.py', error: REASON });
    assert.equal(parsed[1]!.status, 'complete');
  });

  it('SARIF: an error notification on the file, results for the other', () => {
    const log = JSON.parse(formatSarif(reviews, '0.0.0')) as Sarif.Log;
    const notification = log.runs[0]!.invocations![0]!.toolExecutionNotifications![0]!;
    assert.equal(notification.level, 'error');
    assert.equal(notification.locations![0]!.physicalLocation!.artifactLocation!.uri, 'broken.py');
    assert.match(notification.message.text!, /^Not analysed: This file cannot be reviewed/);
    assert.ok(log.runs[0]!.results!.some((r) => r.ruleId === 'python.security.sql-injection'));
  });
});
