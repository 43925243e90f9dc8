/**
 * A real LSP client for tests: starts the bundled `dist/server.js --stdio` as a child process and speaks the
 * protocol through vscode-languageserver-protocol, answering the server's configuration requests from `settings`
 * (or a folder's own, by `scopeUri`) and, when it says it does, its API key requests.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import {
  ConfigurationRequest, createProtocolConnection, DidChangeConfigurationNotification, DidChangeTextDocumentNotification,
  DidCloseTextDocumentNotification, DidOpenTextDocumentNotification, DidSaveTextDocumentNotification, ExitNotification, InitializedNotification, InitializeRequest,
  PublishDiagnosticsNotification, RegistrationRequest, ShowMessageNotification, ShutdownRequest, StreamMessageReader, StreamMessageWriter,
  WorkDoneProgressCreateRequest, type Diagnostic, type ProtocolConnection, type PublishDiagnosticsParams,
} from 'vscode-languageserver-protocol/node';
import {
  ApiKeyRequest, AuthenticationRequiredNotification, ReviewStatusNotification, type CodeReviewInitializationOptions, type ReviewStatusParams,
} from '../../shared/src/protocol';

export const SERVER = path.join(__dirname, '../../dist/server.js');

export class LspTestClient {
  readonly connection: ProtocolConnection;
  private readonly child: ChildProcess;
  settings: Record<string, unknown> = {};
  /** Settings of a workspace folder (URI prefix), answered to requests whose `scopeUri` lies in it. */
  folderSettings: Record<string, Record<string, unknown>> = {};
  /** The `scopeUri` of every configuration item the server asked for (null: none). */
  readonly configurationScopes: Array<string | null> = [];
  /** What ApiKeyRequest is answered with; how often it was asked. */
  apiKey: string | null = null;
  apiKeyRequests = 0;
  private configurationHeld: Promise<void> | undefined;
  readonly diagnostics = new Map<string, PublishDiagnosticsParams[]>();
  readonly statuses: ReviewStatusParams[] = [];
  readonly authenticationRequests: string[] = [];
  /** window/showMessage texts (warnings). */
  readonly messages: string[] = [];
  private readonly versions = new Map<string, number>();
  private waiters: Array<() => void> = [];
  /** What the server wrote to stderr (crash reports). */
  stderr = '';

  constructor() {
    this.child = spawn(process.execPath, [SERVER, '--stdio'], { stdio: ['pipe', 'pipe', 'pipe'] });
    this.child.stderr!.on('data', (chunk: Buffer) => (this.stderr += chunk.toString('utf8')));
    this.connection = createProtocolConnection(new StreamMessageReader(this.child.stdout!), new StreamMessageWriter(this.child.stdin!));
    this.connection.onRequest(ConfigurationRequest.type, async (params) => {
      this.configurationScopes.push(...params.items.map((item) => item.scopeUri ?? null));
      this.wake();
      await this.configurationHeld;
      return params.items.map((item) => this.settingsFor(item.scopeUri));
    });
    this.connection.onRequest(ApiKeyRequest, () => {
      this.apiKeyRequests++;
      return { apiKey: this.apiKey };
    });
    this.connection.onRequest(RegistrationRequest.type, () => undefined);
    this.connection.onRequest(WorkDoneProgressCreateRequest.type, () => undefined);
    this.connection.onNotification(PublishDiagnosticsNotification.type, (params) => {
      const list = this.diagnostics.get(params.uri) ?? [];
      list.push(params);
      this.diagnostics.set(params.uri, list);
      this.wake();
    });
    this.connection.onNotification(ReviewStatusNotification, (status) => {
      this.statuses.push(status);
      this.wake();
    });
    this.connection.onNotification(AuthenticationRequiredNotification, ({ message }) => {
      this.authenticationRequests.push(message);
      this.wake();
    });
    this.connection.onNotification(ShowMessageNotification.type, ({ message }) => {
      this.messages.push(message);
      this.wake();
    });
    this.connection.listen();
  }

  /**
   * `resolvesEdits: false` plays a client that cannot fill an action's edit later (no codeAction/resolve);
   * `initializationOptions` are sent as given.
   */
  async initialize(
    settings: Record<string, unknown> = {},
    { resolvesEdits = true, initializationOptions }: { resolvesEdits?: boolean; initializationOptions?: CodeReviewInitializationOptions } = {},
  ): Promise<void> {
    this.settings = settings;
    await this.connection.sendRequest(InitializeRequest.type, {
      processId: process.pid,
      rootUri: null,
      ...(initializationOptions ? { initializationOptions } : {}),
      capabilities: {
        workspace: { configuration: true, didChangeConfiguration: { dynamicRegistration: true } },
        window: { workDoneProgress: true },
        textDocument: { codeAction: resolvesEdits ? { dataSupport: true, resolveSupport: { properties: ['edit'] } } : {} },
      },
    });
    await this.connection.sendNotification(InitializedNotification.type, {});
  }

  async open(uri: string, languageId: string, text: string): Promise<void> {
    this.versions.set(uri, 1);
    await this.connection.sendNotification(DidOpenTextDocumentNotification.type, { textDocument: { uri, languageId, version: 1, text } });
  }

  async change(uri: string, text: string): Promise<number> {
    const version = (this.versions.get(uri) ?? 1) + 1;
    this.versions.set(uri, version);
    await this.connection.sendNotification(DidChangeTextDocumentNotification.type, { textDocument: { uri, version }, contentChanges: [{ text }] });
    return version;
  }

  async closeDocument(uri: string): Promise<void> {
    await this.connection.sendNotification(DidCloseTextDocumentNotification.type, { textDocument: { uri } });
  }

  /** Configuration requests wait for the returned release: plays an editor slow to answer after `initialize`. */
  holdConfiguration(): () => void {
    let release!: () => void;
    this.configurationHeld = new Promise<void>((resolve) => (release = resolve));
    return () => {
      this.configurationHeld = undefined;
      release();
    };
  }

  async save(uri: string): Promise<void> {
    await this.connection.sendNotification(DidSaveTextDocumentNotification.type, { textDocument: { uri } });
  }

  async changeSettings(settings: Record<string, unknown>): Promise<void> {
    this.settings = settings;
    await this.connection.sendNotification(DidChangeConfigurationNotification.type, { settings: { codeReview: settings } });
  }

  /** Resolves when `predicate` holds, re-checking on every message from the server. */
  async waitFor<T>(predicate: () => T | undefined | false, what: string, timeoutMs = 15_000): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const value = predicate();
      if (value) return value;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`timed out waiting for ${what}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.min(left, 200));
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** The next diagnostics published for `uri` after `count` earlier publications. */
  async nextDiagnostics(uri: string, after: number): Promise<Diagnostic[]> {
    return this.waitFor(() => this.diagnostics.get(uri)?.[after]?.diagnostics, `diagnostics #${after + 1} for ${uri}`);
  }

  published(uri: string): number {
    return this.diagnostics.get(uri)?.length ?? 0;
  }

  async close(): Promise<void> {
    try {
      if (this.child.exitCode === null) {
        const exited = new Promise<never>((_, reject) => this.child.once('exit', () => reject(new Error(`the server exited before shutdown:\n${this.stderr}`))));
        await Promise.race([this.connection.sendRequest(ShutdownRequest.type), exited]);
        await this.connection.sendNotification(ExitNotification.type);
      }
    } finally {
      this.connection.dispose();
      if (this.child.exitCode === null) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(() => {
            this.child.kill('SIGKILL');
            resolve();
          }, 3_000);
          this.child.once('exit', () => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
    }
  }

  private settingsFor(scopeUri: string | undefined): Record<string, unknown> {
    const folder = Object.keys(this.folderSettings).find((prefix) => scopeUri?.startsWith(prefix));
    return folder === undefined ? this.settings : this.folderSettings[folder]!;
  }

  private wake(): void {
    const waiters = this.waiters;
    this.waiters = [];
    for (const wake of waiters) wake();
  }
}
