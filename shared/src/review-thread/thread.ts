/** The language server's review thread: runs the engine off the LSP connection's event loop. */
import { parentPort, workerData } from 'node:worker_threads';
import { review } from '../review';
import { isRuntimeFault } from '../review/core/parser';
import { rulesWith } from '../review/rule-set';
import type { FromReviewThread, ReviewThreadData, ToReviewThread } from './messages';

const running = new Map<number, AbortController>();

/** The rule set of every review of this thread, fixed when it starts. */
const rules = rulesWith((workerData as ReviewThreadData | undefined)?.optInRules ?? []);
const audit = (workerData as ReviewThreadData | undefined)?.audit === true;

const send = (message: FromReviewThread) => parentPort?.postMessage(message);

parentPort?.on('message', (message: ToReviewThread) => {
  // A cancel arrives while the review yields between slices; it stops the review before its next pass.
  if ('cancel' in message) {
    running.get(message.cancel)?.abort();
    return;
  }
  const job = message;
  const controller = new AbortController();
  running.set(job.id, controller);
  // The engine builds the other rewrite anyway to fill alternate_available; keeping it spares the editor a second
  // review when the user wants every fix. null until the engine reports it: no full rewrite is then offered.
  let fullRewrite: string | null = null;
  review(job.request, {
    rules,
    audit,
    signal: controller.signal,
    // Findings first, so diagnostics appear before the rewrite is verified.
    onFindings: (findings) => send({ id: job.id, findings: [...findings] }),
    onRewrites: ({ full }) => (fullRewrite = full),
  }).finally(() => running.delete(job.id)).then(
    (result) => send({ id: job.id, result, fullRewrite }),
    // A broken runtime must not parse again: the server ends this thread when it hears `runtimeFault`.
    (error: unknown) => send({ id: job.id, aborted: controller.signal.aborted, error: error instanceof Error ? error.message : String(error), runtimeFault: isRuntimeFault(error) }),
  );
});
