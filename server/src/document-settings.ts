/**
 * The settings each document is reviewed with. A client with `workspace/configuration` is asked per document
 * (`scopeUri`), as vscode-eslint does, so each folder of a multi-root workspace has its own; the answer is kept until
 * the settings change or the document closes. Asking is what makes a review wait: VS Code opens files right after
 * `initialize`, before any answer, and a review with the defaults would ignore `run`, `mode` and `minimumSeverity`.
 * Other clients give one set of settings for everything, at `initialize` or by `didChangeConfiguration`.
 */
import type { Connection } from 'vscode-languageserver';
import { DEFAULT_SETTINGS, normalizeSettings, type Settings } from './settings';

export const SETTINGS_SECTION = 'codeReview';

export class DocumentSettings {
  private readonly byDocument = new Map<string, Promise<Settings>>();
  private pulled = false;
  private global: Settings = DEFAULT_SETTINGS;

  constructor(private readonly connection: Connection) {}

  /** At `initialize`: whether to ask the client, and the settings it gave there (if any). */
  configure(canPull: boolean, initial: unknown): void {
    this.pulled = canPull;
    if (initial !== undefined) this.global = normalizeSettings(initial);
  }

  get pullsFromClient(): boolean {
    return this.pulled;
  }

  of(uri: string): Promise<Settings> {
    if (!this.pulled) return Promise.resolve(this.global);
    let settings = this.byDocument.get(uri);
    if (!settings) {
      settings = this.ask(uri);
      this.byDocument.set(uri, settings);
    }
    return settings;
  }

  /**
   * `didChangeConfiguration`: every answer may be stale. A client that cannot be asked sends the new settings in the
   * notification (whole, or as `{ codeReview: … }`).
   */
  changed(pushed: unknown): void {
    this.byDocument.clear();
    if (!this.pulled && pushed !== undefined && pushed !== null) {
      this.global = normalizeSettings((pushed as { codeReview?: unknown }).codeReview ?? pushed);
    }
  }

  forget(uri: string): void {
    this.byDocument.delete(uri);
  }

  private ask(uri: string): Promise<Settings> {
    const asked: Promise<Settings> = this.connection.workspace.getConfiguration({ scopeUri: uri, section: SETTINGS_SECTION }).then(
      (raw: unknown) => normalizeSettings(raw),
      (error: unknown) => {
        // Not kept: the next review asks again rather than running with these settings for good.
        if (this.byDocument.get(uri) === asked) this.byDocument.delete(uri);
        this.connection.console.error(`Could not read the settings of ${uri}: ${String(error)}`);
        return this.global;
      },
    );
    return asked;
  }
}
