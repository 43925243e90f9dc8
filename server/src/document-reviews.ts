/**
 * Reviews per document: schedules them (on open/save, debounced typing, or on demand) once the document's settings
 * are known, lets a newer review of a document supersede an older one, publishes diagnostics and the status, and keeps
 * the latest result for code actions. A failed review clears the document's diagnostics: stale findings are never
 * shown as fresh. Closing a document stops its review, waiting or running, and clears its diagnostics.
 */
import type { Connection } from 'vscode-languageserver';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import type { AnalyzeRequest, Finding, Language, ReviewResult } from '../../shared/src/contract';
import { ReviewStatusNotification, type ReviewStatusParams } from '../../shared/src/protocol';
import type { ApiKeySource } from './api-key';
import { findingToDiagnostic, isShown, notAnalysedDiagnostic } from './diagnostics';
import { fireAndForget } from './fire-and-forget';
import { OnDemandFullRewrites } from './full-rewrites';
import { filenameOf, reviewedAs } from './languages';
import { LocalReviewer, ReviewSupersededError } from '../../shared/src/review-thread/local-reviewer';
import { ReviewFailure, reviewRemotely } from './remote-reviewer';
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
  /** Remote mode: the service that reviewed it, which the full rewrite is asked of too. */
  apiUrl?: string;
  /** What the document was reviewed as (the suppression comment is written in that language). */
  language?: Language;
  filename?: string;
}

/**
 * Why a review is asked for; the document's `run` and `mode` settings decide which of these review it. `key`: a new
 * API key, which only remote reviews use.
 */
export type ReviewTrigger = 'open' | 'save' | 'typing' | 'settings' | 'key' | 'demand';

function runsOn(settings: Settings, trigger: ReviewTrigger): boolean {
  switch (trigger) {
    case 'demand':
      return true;
    case 'typing':
      return settings.run === 'onType';
    case 'key':
      return settings.mode === 'remote' && settings.run !== 'manual';
    default:
      return settings.run !== 'manual';
  }
}

export interface DocumentReviewsOptions {
  connection: Connection;
  /** The document's settings; a review waits for them. */
  settingsOf: (uri: string) => Promise<Settings>;
  apiKeys: ApiKeySource;
  progressSupported: () => boolean;
}

/** Show progress only for reviews that take longer than this. */
const PROGRESS_DELAY_MS = 500;
const TYPING_DEBOUNCE_MS = 400;

export class DocumentReviews {
  private readonly latest = new Map<string, StoredReview>();
  private readonly generation = new Map<string, number>();
  /** The review under way per document, local or remote: closing the document or a newer review aborts it. */
  private readonly running = new Map<string, AbortController>();
  private readonly debounces = new Map<string, NodeJS.Timeout>();
  /** The document version the latest review started on: typing that left it there (the open itself) needs none. */
  private readonly startedVersion = new Map<string, number>();
  /** Documents closed since they were opened: a review still waiting for their settings never starts. */
  private readonly closed = new WeakSet<TextDocument>();
  private readonly local = new LocalReviewer();
  private readonly fullRewrites: OnDemandFullRewrites;

  constructor(private readonly options: DocumentReviewsOptions) {
    this.fullRewrites = new OnDemandFullRewrites(async (request, stored) => {
      if (stored.apiUrl === undefined) throw new Error('the review brought no full rewrite');
      return (await reviewRemotely(request, stored.apiUrl, await options.apiKeys.get())).result;
    });
  }

  private get connection(): Connection {
    return this.options.connection;
  }

  reviewOf(uri: string): StoredReview | undefined {
    return this.latest.get(uri);
  }

  /** The full rewrite of a finished review; in remote mode one more review the first time it is asked for. */
  fullRewriteOf(stored: StoredReview): Promise<string | null> {
    return this.fullRewrites.of(stored);
  }

  /** Typing: wait for a pause, then review if the document's settings say so. */
  scheduleDebounced(document: TextDocument): void {
    clearTimeout(this.debounces.get(document.uri));
    this.debounces.set(document.uri, setTimeout(() => {
      this.debounces.delete(document.uri);
      void this.review(document, 'typing');
    }, TYPING_DEBOUNCE_MS));
  }

  /** The document closed: its review stops, waiting or running, and its diagnostics go. */
  forget(document: TextDocument): void {
    const { uri } = document;
    this.closed.add(document);
    clearTimeout(this.debounces.get(uri));
    this.debounces.delete(uri);
    this.running.get(uri)?.abort();
    this.running.delete(uri);
    this.local.cancel(uri);
    this.generation.set(uri, (this.generation.get(uri) ?? 0) + 1);
    this.latest.delete(uri);
    this.startedVersion.delete(uri);
    fireAndForget(this.connection.sendDiagnostics({ uri, diagnostics: [] }));
  }

  dispose(): void {
    for (const timer of this.debounces.values()) clearTimeout(timer);
    for (const controller of this.running.values()) controller.abort();
    this.local.dispose();
  }

  /**
   * Reviews the document as it is once its settings are known, if they run a review on `trigger`; resolves with the
   * status it published, undefined when it did not review (not on this trigger, or the document closed meanwhile).
   */
  async review(document: TextDocument, trigger: ReviewTrigger): Promise<ReviewStatusParams | undefined> {
    const { uri } = document;
    // VS Code opens files before the settings are known: a review with the defaults would ignore run, mode and
    // minimumSeverity, so it waits for the document's own.
    const settings = await this.options.settingsOf(uri);
    if (this.closed.has(document) || !runsOn(settings, trigger)) return undefined;
    // The server hears an open as a content change too: the open already reviewed this version.
    if (trigger === 'typing' && this.startedVersion.get(uri) === document.version) return undefined;
    this.startedVersion.set(uri, document.version);
    const generation = (this.generation.get(uri) ?? 0) + 1;
    this.generation.set(uri, generation);
    const isCurrent = () => this.generation.get(uri) === generation;
    this.running.get(uri)?.abort();
    const controller = new AbortController();
    this.running.set(uri, controller);

    const text = document.getText();
    const version = document.version;
    const reviewed = reviewedAs(uri, document.languageId);
    const request: AnalyzeRequest = {
      code: text,
      ...reviewed,
      checks: settings.checks,
      ...(settings.businessContext ? { business_context: settings.businessContext } : {}),
      // The verified rewrite is what fix-all applies; the full one comes from the same review (local) or on demand.
      apply_all_fixes: false,
    };
    this.sendStatus({ uri, state: 'running' });
    const progress = this.startProgress(filenameOf(uri) ?? uri);
    try {
      let finished: Pick<StoredReview, 'fullRewrite' | 'creditsUsed' | 'apiUrl'> & { result: ReviewResult };
      if (settings.mode === 'remote') {
        // The client's key may still be on its way (or is asked for): the review waits for it.
        const apiKey = await this.options.apiKeys.get();
        if (!isCurrent()) return { uri, state: 'running' };
        finished = { ...await reviewRemotely(request, settings.apiUrl, apiKey, controller.signal), apiUrl: settings.apiUrl };
      } else {
        // Diagnostics go out as soon as the findings are known; the rewrites follow for the code actions.
        finished = await this.local.review(uri, request, (findings) => {
          if (!isCurrent()) return;
          this.latest.set(uri, { version, text, findings, ...reviewed });
          this.publish(uri, text, version, findings, settings);
        });
      }
      if (!isCurrent()) return { uri, state: 'running' };
      const { result } = finished;
      const early = this.latest.get(uri);
      const publishedEarly = early !== undefined && early.version === version && early.text === text && early.result === undefined;
      this.latest.set(uri, { ...finished, version, text, findings: result.findings, request, ...reviewed });
      if (!publishedEarly) this.publish(uri, text, version, result.findings, settings);
      const status: ReviewStatusParams = {
        uri, state: 'done', score: result.score, riskLevel: result.risk_level, summary: result.summary,
        findingCount: result.findings.length, certifiedClean: result.certified_clean ?? false,
        ...(result.business_rules ? { businessRules: result.business_rules } : {}),
      };
      this.sendStatus(status);
      return status;
    } catch (error) {
      if (!isCurrent() || error instanceof ReviewSupersededError) return { uri, state: 'running' };
      this.latest.delete(uri);
      // A reason that belongs to this file (the engine or the service could not review it) is shown on the file.
      const aboutFile = settings.mode === 'local' || (error instanceof ReviewFailure && error.aboutFile);
      const reason = error instanceof Error ? error.message : String(error);
      fireAndForget(this.connection.sendDiagnostics({ uri, version, diagnostics: aboutFile ? [notAnalysedDiagnostic(reason)] : [] }));
      const message = reportFailure(this.connection, error);
      const status: ReviewStatusParams = { uri, state: 'failed', message };
      this.sendStatus(status);
      return status;
    } finally {
      progress.done();
      if (isCurrent()) this.running.delete(uri);
    }
  }

  /** Re-publishes every stored review with its document's current settings (e.g. a new minimum severity). */
  async republish(): Promise<void> {
    await Promise.all([...this.latest].map(async ([uri, stored]) => {
      const settings = await this.options.settingsOf(uri);
      if (this.latest.get(uri) === stored) this.publish(uri, stored.text, stored.version, stored.findings, settings);
    }));
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
    if (!this.options.progressSupported()) return { done: () => undefined };
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
