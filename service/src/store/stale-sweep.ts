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

/** One sweep; a store that cannot answer now is tried again at the next one. */
export function sweepStale(store: ServiceStore, log: SweepLog): void {
  try {
    const reconciled = store.reconcileStaleIdempotency();
    const released = store.releaseStaleReservations();
    if (reconciled + released > 0) log.warn({ released, reconciled }, 'released reservations and reconciled idempotency records a stopped process left');
  } catch (error) {
    log.error({ err: error }, 'stale reservation sweep failed');
  }
}

/** Sweeps now and every sweepIntervalMs; returns the function that stops it. */
export function startStaleSweep(store: ServiceStore, staleAfter: number, log: SweepLog): () => void {
  sweepStale(store, log);
  const timer = setInterval(() => sweepStale(store, log), sweepIntervalMs(staleAfter));
  timer.unref();
  return () => clearInterval(timer);
}
