/**
 * The review pool's own first-come, first-served queue for its workers. Piscina is handed at most one review per
 * worker, because its internal queue is not FIFO under load: a task it could not place goes to a side queue that a
 * newly submitted task overtakes when the main queue is empty, and at 200 connections reviews were overtaken by
 * hundreds of later ones (4–5 s in the queue while the median waited 0.7 s). Here a freed slot goes to the review
 * that has waited longest, a review whose request is aborted while waiting leaves the queue, and the queue's
 * length is exact for the admission estimate.
 */

export class QueueFullError extends Error {}

interface Waiter {
  resolve(): void;
}

export class WorkerSlots {
  private busy = 0;
  private readonly waiting: Waiter[] = [];

  constructor(private readonly slots: number, private readonly maxWaiting: number) {}

  /** Resolves when this caller holds a slot; rejects with QueueFullError, or with the signal's reason if aborted first. */
  async acquire(signal: AbortSignal): Promise<void> {
    signal.throwIfAborted();
    if (this.busy < this.slots) {
      this.busy++;
      return;
    }
    if (this.waiting.length >= this.maxWaiting) throw new QueueFullError(`${this.waiting.length} reviews are already waiting`);
    await new Promise<void>((resolve, reject) => {
      const waiter: Waiter = {
        resolve: () => {
          signal.removeEventListener('abort', onAbort);
          resolve();
        },
      };
      const onAbort = () => {
        const index = this.waiting.indexOf(waiter);
        if (index >= 0) this.waiting.splice(index, 1);
        const reason: unknown = signal.reason;
        reject(reason instanceof Error ? reason : new Error(String(reason)));
      };
      signal.addEventListener('abort', onAbort, { once: true });
      this.waiting.push(waiter);
    });
  }

  /** The slot passes to the longest waiter, if any. */
  release(): void {
    const next = this.waiting.shift();
    if (next) next.resolve();
    else this.busy--;
  }
}
