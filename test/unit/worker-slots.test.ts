/** The review pool's FIFO of workers (worker-slots.ts). */
import assert from 'node:assert/strict';
import { QueueFullError, WorkerSlots } from '../../service/src/worker-slots';

const never = new AbortController().signal;

describe('worker slots: first come, first served', () => {
  it('hands a freed slot to the longest waiter, in arrival order', async () => {
    const slots = new WorkerSlots(1, 10);
    await slots.acquire(never);
    const order: number[] = [];
    const waiters = [1, 2, 3].map((n) => slots.acquire(never).then(() => order.push(n)));
    slots.release();
    await waiters[0];
    slots.release();
    await waiters[1];
    slots.release();
    await waiters[2];
    assert.deepEqual(order, [1, 2, 3]);
  });

  it('refuses a waiter beyond maxWaiting at once, and takes exactly maxWaiting', async () => {
    const slots = new WorkerSlots(2, 2);
    await slots.acquire(never);
    await slots.acquire(never);
    const first = slots.acquire(never);
    const second = slots.acquire(never);
    await assert.rejects(slots.acquire(never), QueueFullError);
    slots.release();
    slots.release();
    await Promise.all([first, second]);
  });

  it('a waiter whose signal aborts leaves the queue: the next slot goes to the one behind it', async () => {
    const slots = new WorkerSlots(1, 10);
    await slots.acquire(never);
    const leaving = new AbortController();
    const gone = slots.acquire(leaving.signal);
    let stayed = false;
    const staying = slots.acquire(never).then(() => (stayed = true));
    leaving.abort(new Error('client went away'));
    await assert.rejects(gone, /client went away/);
    slots.release();
    await staying;
    assert.equal(stayed, true);
    // The slot is held by the one that stayed: a new waiter waits.
    let third = false;
    void slots.acquire(never).then(() => (third = true));
    await new Promise((resolve) => setImmediate(resolve));
    assert.equal(third, false);
  });

  it('an already-aborted signal is refused without taking a slot', async () => {
    const slots = new WorkerSlots(1, 10);
    const aborted = AbortSignal.abort(new Error('gone'));
    await assert.rejects(slots.acquire(aborted), /gone/);
    await slots.acquire(never);
  });
});
