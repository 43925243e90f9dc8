/**
 * Crash recovery on a schedule: at start-up and then periodically, reservations and running Idempotency-Key
 * records that outlived the longest a request can run are released and reconciled (ServiceStore), so credits a
 * killed process reserved come back without anyone asking.
 */
import type { ServiceStore } from './service-store';

/** The two levels the sweep reports at (the app's pino logger). */
export interface SweepLog {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** Time after the review timeout for the route to settle a finished review before its reservation counts as stale. */
export const SETTLE_GRACE_MS = 1_000;

/** A reservation older than this cannot belong to a running request: the review would have timed out. */
export function staleAfterMs(reviewTimeoutMs: number): number {
  return reviewTimeoutMs + SETTLE_GRACE_MS;
}

/** Often enough that stale credits come back within a quarter of the stale limit, at most every 15 s. */
export function sweepIntervalMs(staleAfter: number): number {
  return Math.min(15_000, Math.max(250, Math.floor(staleAfter / 4)));
}

/** One sweep; a store that cannot answer now is tried again at the next one. Never rejects. */
export async function sweepStale(store: ServiceStore, log: SweepLog): Promise<void> {
  try {
    const reconciled = await store.reconcileStaleIdempotency();
    const released = await store.releaseStaleReservations();
    if (reconciled + released > 0) log.warn({ released, reconciled }, 'released reservations and reconciled idempotency records a stopped process left');
  } catch (error) {
    log.error({ err: error }, 'stale reservation sweep failed');
  }
}

/**
 * Sweeps now (resolving once the first sweep is done, so start-up recovery precedes the first request) and then
 * every sweepIntervalMs, one sweep at a time; returns the function that stops it.
 */
export async function startStaleSweep(store: ServiceStore, staleAfter: number, log: SweepLog): Promise<() => void> {
  await sweepStale(store, log);
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    void sweepStale(store, log).finally(() => (running = false));
  }, sweepIntervalMs(staleAfter));
  timer.unref();
  return () => clearInterval(timer);
}
