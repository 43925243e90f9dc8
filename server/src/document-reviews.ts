/**
 * Reviews per document: schedules them (on open/save, debounced typing, or on demand), lets a newer review of a
 * document supersede an older one, publishes diagnostics and the status, and keeps the latest result for code
 * actions. A failed review clears the document's diagnostics: stale findings are never shown as fresh.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Connection } from 'vscode-languageserver';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import type { AnalyzeRequest, Finding, ReviewResult } from '../../shared/src/contract';
import { ReviewStatusNotification, type ReviewStatusParams } from '../../shared/src/protocol';
import { findingToDiagnostic, isShown } from './diagnostics';
import { fireAndForget } from './fire-and-forget';
import { OnDemandFullRewrites } from './full-rewrites';
import { languageOf } from './languages';
import { LocalReviewer, ReviewSupersededError } from './local-reviewer';
import { reviewRemotely } from './remote-reviewer';
import { reportFailure } from './report-failure';
import type { Settings } from './settings';

export interface StoredReview {
  version: number;
  text: string;
  findings: Finding[];
  /**
   * The whole result, its rewrite the verified one (the server always asks for that); absent while the rewrite is
   * still being verified.
   */
  result?: ReviewResult;
  /** The request `result` answers: the full rewrite is asked for with the same one. */
  request?: AnalyzeRequest;
  /**
   * The full rewrite (every fix, suggestions too), null when there is none. Local mode gets it from the same review;
   * in remote mode it stays undefined until the user asks for it (see full-rewrites.ts).
   */
  fullRewrite?: string | null;
  /** Remote mode: the credits the review cost, which asking for the full rewrite costs again. */
  creditsUsed?: number;
}

/** Show progress only for reviews that take longer than this. */
const PROGRESS_DELAY_MS = 500;
const TYPING_DEBOUNCE_MS = 400;

function filenameOf(uri: string): string | undefined {
  try {
    return uri.startsWith('file:') ? path.basename(fileURLToPath(uri)) : path.basename(new URL(uri).pathname) || undefined;
  } catch {
    return undefined;
  }
}

export class DocumentReviews {
  private readonly latest = new Map<string, StoredReview>();
  private readonly generation = new Map<string, number>();
  private readonly remoteAborts = new Map<string, AbortController>();
  private readonly debounces = new Map<string, NodeJS.Timeout>();
  private readonly local = new LocalReviewer();
  private apiKey: string | null = null;
  private readonly fullRewrites = new OnDemandFullRewrites(async (request) =>
    (await reviewRemotely(request, this.settings().apiUrl, this.apiKey)).result);

  constructor(
    private readonly connection: Connection,
    private readonly settings: () => Settings,
    private readonly progressSupported: () => boolean,
  ) {}

  setApiKey(apiKey: string | null): void {
    this.apiKey = apiKey;
  }

  reviewOf(uri: string): StoredReview | undefined {
    return this.latest.get(uri);
  }

  /** The full rewrite of a finished review; in remote mode one more review the first time it is asked for. */
  fullRewriteOf(stored: StoredReview): Promise<string | null> {
    return this.fullRewrites.of(stored);
  }

  /** Typing: wait for a pause, then review. */
  scheduleDebounced(document: TextDocument): void {
    clearTimeout(this.debounces.get(document.uri));
    this.debounces.set(document.uri, setTimeout(() => {
      this.debounces.delete(document.uri);
      void this.review(document);
    }, TYPING_DEBOUNCE_MS));
  }

  forget(uri: string): void {
    clearTimeout(this.debounces.get(uri));
    this.remoteAborts.get(uri)?.abort();
    this.generation.set(uri, (this.generation.get(uri) ?? 0) + 1);
    this.latest.delete(uri);
    fireAndForget(this.connection.sendDiagnostics({ uri, diagnostics: [] }));
  }

  dispose(): void {
    for (const timer of this.debounces.values()) clearTimeout(timer);
    for (const controller of this.remoteAborts.values()) controller.abort();
    this.local.dispose();
  }

  /** Reviews the document as it is now; resolves with the status it published. */
  async review(document: TextDocument): Promise<ReviewStatusParams> {
    const { uri } = document;
    const generation = (this.generation.get(uri) ?? 0) + 1;
    this.generation.set(uri, generation);
    const isCurrent = () => this.generation.get(uri) === generation;
    this.remoteAborts.get(uri)?.abort();

    const settings = this.settings();
    const text = document.getText();
    const version = document.version;
    const filename = filenameOf(uri);
    const language = languageOf(document.languageId, filename);
    const request: AnalyzeRequest = {
      code: text,
      ...(filename ? { filename } : {}),
      ...(language ? { language } : {}),
      checks: settings.checks,
      ...(settings.businessContext ? { business_context: settings.businessContext } : {}),
      // The verified rewrite is what fix-all applies; the full one comes from the same review (local) or on demand.
      apply_all_fixes: false,
    };
    this.sendStatus({ uri, state: 'running' });
    const progress = this.startProgress(filename ?? uri);
    try {
      let finished: Pick<StoredReview, 'fullRewrite' | 'creditsUsed'> & { result: ReviewResult };
      if (settings.mode === 'remote') {
        const controller = new AbortController();
        this.remoteAborts.set(uri, controller);
        finished = await reviewRemotely(request, settings.apiUrl, this.apiKey, controller.signal);
      } else {
        // Diagnostics go out as soon as the findings are known; the rewrites follow for the code actions.
        finished = await this.local.review(uri, request, (findings) => {
          if (!isCurrent()) return;
          this.latest.set(uri, { version, text, findings });
          this.publish(uri, text, version, findings, settings);
        });
      }
      if (!isCurrent()) return { uri, state: 'running' };
      const { result } = finished;
      const early = this.latest.get(uri);
      const publishedEarly = early !== undefined && early.version === version && early.text === text && early.result === undefined;
      this.latest.set(uri, { ...finished, version, text, findings: result.findings, request });
      if (!publishedEarly) this.publish(uri, text, version, result.findings, settings);
      const status: ReviewStatusParams = {
        uri, state: 'done', score: result.score, riskLevel: result.risk_level, summary: result.summary,
        findingCount: result.findings.length, certifiedClean: result.certified_clean ?? false,
      };
      this.sendStatus(status);
      return status;
    } catch (error) {
      if (!isCurrent() || error instanceof ReviewSupersededError) return { uri, state: 'running' };
      this.latest.delete(uri);
      fireAndForget(this.connection.sendDiagnostics({ uri, diagnostics: [] }));
      const message = reportFailure(this.connection, error);
      const status: ReviewStatusParams = { uri, state: 'failed', message };
      this.sendStatus(status);
      return status;
    } finally {
      progress.done();
      if (isCurrent()) this.remoteAborts.delete(uri);
    }
  }

  /** Re-publishes every stored review with the current settings (e.g. a new minimum severity). */
  republish(): void {
    for (const [uri, stored] of this.latest) this.publish(uri, stored.text, stored.version, stored.findings, this.settings());
  }

  private publish(uri: string, text: string, version: number, findings: readonly Finding[], settings: Settings): void {
    const lines = text.split('\n');
    const diagnostics = findings
      .map((finding, findingIndex) => ({ finding, findingIndex }))
      .filter(({ finding }) => isShown(finding, settings.minimumSeverity))
      .map(({ finding, findingIndex }) => findingToDiagnostic(finding, lines, { findingIndex, reviewVersion: version }, uri));
    fireAndForget(this.connection.sendDiagnostics({ uri, version, diagnostics }));
  }

  private sendStatus(status: ReviewStatusParams): void {
    fireAndForget(this.connection.sendNotification(ReviewStatusNotification, status));
  }

  private startProgress(title: string): { done: () => void } {
    if (!this.progressSupported()) return { done: () => undefined };
    let finished = false;
    let end: (() => void) | undefined;
    const timer = setTimeout(() => {
      fireAndForget(this.connection.window.createWorkDoneProgress().then((reporter) => {
        if (finished) return reporter.done();
        reporter.begin('Code Review', undefined, `Reviewing ${title}`);
        end = () => reporter.done();
      }));
    }, PROGRESS_DELAY_MS);
    return {
      done: () => {
        finished = true;
        clearTimeout(timer);
        end?.();
      },
    };
  }
}
