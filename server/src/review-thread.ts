/** The language server's review thread: runs the engine off the LSP connection's event loop. */
import { parentPort } from 'node:worker_threads';
import type { AnalyzeRequest } from '../../shared/src/contract';
import { review } from '../../shared/src/review';

interface Job {
  id: number;
  request: AnalyzeRequest;
}

const running = new Map<number, AbortController>();

parentPort?.on('message', (message: Job | { cancel: number }) => {
  // A cancel arrives while the review yields between slices; it stops the review before its next pass.
  if ('cancel' in message) {
    running.get(message.cancel)?.abort();
    return;
  }
  const job = message;
  const controller = new AbortController();
  running.set(job.id, controller);
  // Findings first, so diagnostics appear before the rewrite is verified.
  review(job.request, { signal: controller.signal, onFindings: (findings) => parentPort?.postMessage({ id: job.id, findings }) }).finally(() => running.delete(job.id)).then(
    (result) => parentPort?.postMessage({ id: job.id, result }),
    (error: unknown) => parentPort?.postMessage({ id: job.id, aborted: controller.signal.aborted, error: error instanceof Error ? error.message : String(error) }),
  );
});
