/** Applying fixes and mapping offsets through them. */
import assert from 'node:assert/strict';
import { applyEdits, OffsetMap, overlaps } from '../../shared/src/review/core/edits';

describe('edits', () => {
  const code = 'aaaa bbbb cccc';
  const edits = [{ start: 5, end: 9, text: 'BB' }, { start: 10, end: 10, text: '>>' }];

  it('applies non-overlapping edits in any order', () => {
    assert.equal(applyEdits(code, edits), 'aaaa BB >>cccc');
    assert.equal(applyEdits(code, [...edits].reverse()), 'aaaa BB >>cccc');
  });

  it('maps offsets before, inside, after replacements and at insertions', () => {
    const map = new OffsetMap(edits);
    assert.equal(map.map(2), 2, 'before every edit');
    assert.equal(map.map(5), 5, 'at the start of a replacement');
    assert.equal(map.map(7), 5, 'inside a replacement: its start');
    assert.equal(map.map(9), 7, 'right after a replacement');
    assert.equal(map.map(10), 8, 'an insertion at the offset stays after it');
    assert.equal(map.map(12), 12, 'after both edits: shifted by -2 then +2');
  });

  it('treats two insertions at one point as overlapping', () => {
    assert.equal(overlaps({ start: 3, end: 3, text: 'x' }, { start: 3, end: 3, text: 'y' }), true);
    assert.equal(overlaps({ start: 1, end: 3, text: '' }, { start: 3, end: 5, text: '' }), false);
  });
});
