/** The language server's review thread: runs the engine off the LSP connection's event loop. */
import { parentPort } from 'node:worker_threads';
import type { AnalyzeRequest } from '../../shared/src/contract';
import { review } from '../../shared/src/review';

interface Job {
  id: number;
  request: AnalyzeRequest;
}

parentPort?.on('message', (job: Job) => {
  review(job.request).then(
    (result) => parentPort?.postMessage({ id: job.id, result }),
    (error: unknown) => parentPort?.postMessage({ id: job.id, error: error instanceof Error ? error.message : String(error) }),
  );
});
