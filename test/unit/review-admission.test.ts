/** The expected wait behind admission control (review-admission.ts), on a clock the test moves. */
import assert from 'node:assert/strict';
import { ReviewAdmission } from '../../service/src/review-admission';

function clocked(workers: number): { admission: ReviewAdmission; advance: (ms: number) => void } {
  let now = 0;
  return { admission: new ReviewAdmission(workers, () => now), advance: (ms) => (now += ms) };
}

describe('review admission: expected wait for a worker', () => {
  it('is 0 while a worker is free, and before any review has been timed', () => {
    const { admission } = clocked(2);
    assert.equal(admission.expectedWaitMs(), 0);
    admission.started();
    assert.equal(admission.expectedWaitMs(), 0, 'one of two workers busy: the next starts at once');
    admission.started();
    assert.equal(admission.expectedWaitMs(), 0, 'both busy, but nothing timed yet: no estimate to refuse on');
  });

  it('before the pool has been saturated: reviews ahead × median engine time ÷ workers, robust to one slow review', () => {
    const { admission, advance } = clocked(2);
    for (const ms of [100, 100, 900]) {
      admission.started();
      advance(ms);
      admission.finished(ms);
    }
    for (let i = 0; i < 5; i++) admission.started();
    // 5 pending on 2 workers: 4 ahead of the next; median 100 ms over 2 workers = 50 ms each.
    assert.equal(admission.expectedWaitMs(), 200);
  });

  it('once saturated: reviews ahead × the mean interval between completions while every worker was busy', () => {
    const { admission, advance } = clocked(2);
    for (let i = 0; i < 20; i++) admission.started();
    // The engine says 10 ms a review, but the machine completes one every 30 ms (other work shares the cores).
    for (let i = 0; i < 10; i++) {
      advance(30);
      admission.finished(10);
    }
    // 10 pending, so 9 ahead of the next; 9 intervals of 30 ms (the first completion has no predecessor).
    assert.equal(admission.expectedWaitMs(), 9 * 30);
    admission.finished(10);
    admission.finished(10);
    // Two completions at the same instant: 11 intervals averaging 270 / 11 ms, 7 ahead.
    assert.equal(admission.expectedWaitMs(), 7 * (270 / 11), 'completions in quick succession shorten the interval');
    while (admission.expectedWaitMs() > 0) admission.finished(10);
    admission.started();
    admission.started();
    assert.ok(admission.expectedWaitMs() > 0);
  });

  it('a review that never reached a worker (refused, or left the queue) is not a completion', () => {
    const { admission, advance } = clocked(1);
    admission.started();
    advance(50);
    admission.finished(50);
    for (let i = 0; i < 3; i++) admission.started();
    // 3 pending on 1 worker: 3 ahead of the next at 50 ms each.
    assert.equal(admission.expectedWaitMs(), 150);
    admission.finished(undefined, false);
    assert.equal(admission.expectedWaitMs(), 100, 'one fewer ahead');
    // Eight refusals in a row while saturated: counted as completions they would be eight 0 ms intervals, enough
    // to replace the engine estimate with 0 and admit everything.
    for (let i = 0; i < 10; i++) admission.started();
    for (let i = 0; i < 8; i++) admission.finished(undefined, false);
    assert.equal(admission.expectedWaitMs(), 4 * 50);
  });

  it('counts the reviews ahead exactly: with N workers the N-th pending review waits for none', () => {
    const { admission, advance } = clocked(3);
    admission.started();
    advance(60);
    admission.finished(60);
    for (let i = 0; i < 2; i++) admission.started();
    assert.equal(admission.expectedWaitMs(), 0, '2 running on 3 workers: a free worker');
    admission.started();
    assert.equal(admission.expectedWaitMs(), 20, '3 running on 3 workers: the next waits for one (60 ms ÷ 3)');
  });

  it('refuses above --max-wait-ms, not at it, with Retry-After the wait rounded up to whole seconds', () => {
    const { admission, advance } = clocked(1);
    admission.started();
    advance(250);
    admission.finished(250);
    for (let i = 0; i < 5; i++) admission.started();
    // 5 pending on 1 worker: 5 ahead of the next at 250 ms each = 1,250 ms.
    assert.equal(admission.expectedWaitMs(), 1250);
    assert.equal(admission.refusal(1250), undefined, 'a wait exactly at the bound is admitted');
    assert.deepEqual(admission.refusal(1249), { waitMs: 1250, retryAfterSeconds: 2 });
    admission.finished(undefined, false);
    assert.deepEqual(admission.refusal(999), { waitMs: 1000, retryAfterSeconds: 1 }, '1,000 ms is 1 s, not 2');
    assert.equal(admission.refusal(1000), undefined);
  });
});
