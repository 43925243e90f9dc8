/**
 * Starts the language server (dist/server.js over node IPC), hands it the API key from SecretStorage (when the
 * server asks, before its first remote review, and whenever the key changes), and wires the commands, the status item
 * and the server's notifications.
 */
import path from 'node:path';
import * as vscode from 'vscode';
import { LanguageClient, TransportKind, type LanguageClientOptions, type ServerOptions } from 'vscode-languageclient/node';
import {
  ApiKeyRequest, AuthenticationRequiredNotification, CODE_ACTION_KINDS, ReviewDocumentRequest, ReviewStatusNotification, SetApiKeyRequest,
  type CodeReviewInitializationOptions, type ReviewStatusParams,
} from '../../shared/src/protocol';
import { ApiKeyStore } from './api-key';
import { documentSelector, type ReviewedDocuments } from './document-selector';
import { ReviewStatusItem } from './status-item';

export const COMMANDS = {
  reviewFile: 'codeReview.reviewFile',
  applyRewrite: 'codeReview.applyRewrite',
  setApiKey: 'codeReview.setApiKey',
  clearApiKey: 'codeReview.clearApiKey',
  showOutput: 'codeReview.showOutput',
  restartServer: 'codeReview.restartServer',
} as const;

export class CodeReviewClient {
  private languageClient: LanguageClient | undefined;
  private readonly output = vscode.window.createOutputChannel('Code Review');
  private readonly apiKeys: ApiKeyStore;
  readonly status: ReviewStatusItem;
  private readonly selector: ReviewedDocuments;

  constructor(private readonly context: vscode.ExtensionContext) {
    this.selector = documentSelector(context.extension.packageJSON as { activationEvents?: string[] });
    this.status = new ReviewStatusItem(this.selector);
    this.apiKeys = new ApiKeyStore(context.secrets);
    context.subscriptions.push(
      this.output,
      this.status,
      this.apiKeys.onDidChange(() => void this.sendApiKey()),
      vscode.commands.registerCommand(COMMANDS.reviewFile, () => this.reviewActiveFile()),
      vscode.commands.registerCommand(COMMANDS.applyRewrite, () => this.applyRewrite()),
      vscode.commands.registerCommand(COMMANDS.setApiKey, (key?: unknown) => this.setApiKey(key)),
      vscode.commands.registerCommand(COMMANDS.clearApiKey, () => this.clearApiKey()),
      vscode.commands.registerCommand(COMMANDS.showOutput, () => this.output.show()),
      vscode.commands.registerCommand(COMMANDS.restartServer, () => this.restart()),
    );
  }

  async start(): Promise<void> {
    const serverModule = this.context.asAbsolutePath(path.join('dist', 'server.js'));
    const serverOptions: ServerOptions = {
      run: { module: serverModule, transport: TransportKind.ipc },
      debug: { module: serverModule, transport: TransportKind.ipc, options: { execArgv: ['--nolazy', '--inspect=6019'] } },
    };
    const clientOptions: LanguageClientOptions = {
      documentSelector: this.selector,
      outputChannel: this.output,
      synchronize: { configurationSection: 'codeReview' },
      // VS Code opens files before start() resolves and the key is sent: the server asks for it instead.
      initializationOptions: { apiKeyRequest: true } satisfies CodeReviewInitializationOptions,
    };
    const client = new LanguageClient('codeReview', 'Code Review', serverOptions, clientOptions);
    this.languageClient = client;
    this.context.subscriptions.push(
      client.onRequest(ApiKeyRequest, async () => ({ apiKey: (await this.apiKeys.get()) ?? null })),
      client.onNotification(ReviewStatusNotification, (status) => this.status.update(status)),
      client.onNotification(AuthenticationRequiredNotification, ({ message }) => {
        void vscode.window.showErrorMessage(`Code Review: ${message}`, 'Set API Key').then((choice) => {
          if (choice) void vscode.commands.executeCommand(COMMANDS.setApiKey);
        });
      }),
    );
    await client.start();
    await this.sendApiKey();
  }

  async stop(): Promise<void> {
    await this.languageClient?.stop();
    this.languageClient = undefined;
  }

  private async sendApiKey(): Promise<void> {
    if (!this.languageClient?.isRunning()) return;
    await this.languageClient.sendRequest(SetApiKeyRequest, { apiKey: (await this.apiKeys.get()) ?? null });
  }

  /** Review Current File; resolves with the status the server reported (the tests read it). */
  async reviewActiveFile(): Promise<ReviewStatusParams | undefined> {
    const editor = vscode.window.activeTextEditor;
    if (!editor || !this.languageClient) return undefined;
    return this.languageClient.sendRequest(ReviewDocumentRequest, { uri: editor.document.uri.toString() });
  }

  private async applyRewrite(): Promise<boolean> {
    const editor = vscode.window.activeTextEditor;
    if (!editor) return false;
    const actions = await vscode.commands.executeCommand<vscode.CodeAction[]>(
      'vscode.executeCodeActionProvider', editor.document.uri, new vscode.Range(0, 0, editor.document.lineCount, 0), CODE_ACTION_KINDS.verifiedRewrite,
    );
    const rewrite = actions?.find((action) => action.kind?.value === CODE_ACTION_KINDS.verifiedRewrite && action.edit);
    if (!rewrite?.edit) {
      void vscode.window.showInformationMessage('Code Review: no verified rewrite for this file (review it first, or it has nothing to rewrite).');
      return false;
    }
    return vscode.workspace.applyEdit(rewrite.edit);
  }

  /** With a key argument (scripts, tests) it is stored as given; without, the user is asked. */
  private async setApiKey(given?: unknown): Promise<void> {
    const key = typeof given === 'string' ? given : await vscode.window.showInputBox({
      title: 'Code Review API key',
      prompt: 'Stored in VS Code\'s secret storage; used in remote mode.',
      password: true,
      ignoreFocusOut: true,
      validateInput: (value) => (value.trim() === '' ? 'Enter a key' : undefined),
    });
    if (key) await this.apiKeys.set(key.trim());
  }

  private async clearApiKey(): Promise<void> {
    await this.apiKeys.clear();
  }

  private async restart(): Promise<void> {
    await this.languageClient?.restart();
    await this.sendApiKey();
  }
}
