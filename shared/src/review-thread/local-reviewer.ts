/**
 * The engine in a worker thread of the host (the language server's local mode, the CLI), so the host never blocks
 * on a review and a parser runtime that failed can be thrown away with its thread. Reviews run one at a time; a
 * newer request for a document replaces its older one still waiting. A thread whose parser runtime fails is
 * replaced (recover). The thread keeps the process alive only while it has work.
 */
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { AnalyzeRequest, Finding, ReviewResult } from '../contract';
import type { FromReviewThread, ReviewThreadData, ToReviewThread } from './messages';

export class ReviewSupersededError extends Error {
  constructor() {
    super('superseded by a newer review of the same document');
  }
}

/** A finished local review: the result (its rewrite the one `request.apply_all_fixes` asked for) and the full rewrite. */
export interface LocalReview {
  result: ReviewResult;
  /** Every fix applied, suggestions too; null when there is none. */
  fullRewrite: string | null;
}

/** The parser runtime failed on this document twice, the second time in a fresh thread: the code itself breaks it. */
export class DocumentNotReviewableError extends Error {
  constructor(cause: string) {
    super(`This file cannot be reviewed: the parser failed on it (${cause}). Other files are reviewed as usual.`);
  }
}

interface Job {
  key: string;
  request: AnalyzeRequest;
  /** The job already ran once in a thread whose parser runtime then failed. */
  faulted?: boolean;
  onFindings: ((findings: Finding[]) => void) | undefined;
  resolve: (review: LocalReview) => void;
  reject: (error: Error) => void;
}

export class LocalReviewer {
  private worker: Worker | undefined;
  private running: { id: number; job: Job } | undefined;
  private readonly waiting = new Map<string, Job>();
  private nextId = 1;

  /**
   * `optInRules`: ids of opt-in rules every review of this reviewer runs besides the default ones; `audit`: flows from
   * values of unknown origin are reported too (ReviewOptions.audit).
   */
  constructor(
    private readonly threadFile = path.join(__dirname, 'review-thread.js'),
    private readonly optInRules: readonly string[] = [],
    private readonly audit = false,
  ) {}

  /**
   * `key` names the document: a newer call with the same key supersedes a waiting one. `onFindings` hears the
   * findings as soon as they are known, before the rewrite is verified.
   */
  review(key: string, request: AnalyzeRequest, onFindings?: (findings: Finding[]) => void): Promise<LocalReview> {
    return new Promise<LocalReview>((resolve, reject) => {
      this.waiting.get(key)?.reject(new ReviewSupersededError());
      this.waiting.set(key, { key, request, onFindings, resolve, reject });
      // The running review of this document is out of date too: stop it at its next pass.
      if (this.running?.job.key === key) this.post({ cancel: this.running.id });
      this.pump();
    });
  }

  /** The document closed: its waiting review is dropped and its running one stopped at its next pass. */
  cancel(key: string): void {
    this.waiting.get(key)?.reject(new ReviewSupersededError());
    this.waiting.delete(key);
    if (this.running?.job.key === key) this.post({ cancel: this.running.id });
  }

  dispose(): void {
    for (const job of this.waiting.values()) job.reject(new ReviewSupersededError());
    this.waiting.clear();
    void this.worker?.terminate();
    this.worker = undefined;
  }

  private pump(): void {
    if (this.running) return;
    const next = this.waiting.values().next();
    if (next.done) return;
    const job = next.value;
    this.waiting.delete(job.key);
    const id = this.nextId++;
    this.running = { id, job };
    const worker = this.ensureWorker();
    worker.ref();
    this.post({ id, request: job.request }, worker);
  }

  /**
   * The thread's parser runtime failed: end the thread (the next review starts a new one) and run the job once more
   * there, unless a newer review of the document already waits. A runtime broken by an earlier document fails an
   * innocent one only once; a document that breaks the parser itself fails again and is not reviewable.
   */
  private recover(worker: Worker, job: Job, error: string): void {
    if (this.worker === worker) this.worker = undefined;
    void worker.terminate();
    if (job.faulted) job.reject(new DocumentNotReviewableError(error));
    else if (this.waiting.has(job.key)) job.reject(new ReviewSupersededError());
    else this.waiting.set(job.key, { ...job, faulted: true });
  }

  private post(message: ToReviewThread, worker = this.worker): void {
    worker?.postMessage(message);
  }

  private ensureWorker(): Worker {
    if (this.worker) return this.worker;
    const workerData: ReviewThreadData = { optInRules: this.optInRules, ...(this.audit ? { audit: true } : {}) };
    const worker = new Worker(this.threadFile, { workerData });
    worker.on('message', (message: FromReviewThread) => {
      if (!this.running || this.running.id !== message.id) return;
      const { job } = this.running;
      if ('findings' in message) {
        job.onFindings?.(message.findings);
        return;
      }
      this.running = undefined;
      if ('result' in message) job.resolve({ result: message.result, fullRewrite: message.fullRewrite });
      else if (message.runtimeFault) this.recover(worker, job, message.error);
      else if (message.aborted) job.reject(new ReviewSupersededError());
      else job.reject(new Error(message.error || 'review failed'));
      this.pump();
      if (!this.running) worker.unref();
    });
    const fail = (error: Error) => {
      this.worker = undefined;
      const current = this.running;
      this.running = undefined;
      current?.job.reject(error);
      this.pump();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => {
      if (this.worker === worker) fail(new Error(`review thread exited with code ${code}`));
    });
    worker.unref();
    this.worker = worker;
    return worker;
  }
}
