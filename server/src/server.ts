/**
 * The Code Review language server: wiring only. `node dist/server.js --stdio` runs it for any LSP editor;
 * VS Code starts it over node IPC. Reviews, diagnostics and code actions live in their own modules.
 */
import {
  CodeActionKind, createConnection, DidChangeConfigurationNotification, ProposedFeatures, TextDocuments, TextDocumentSyncKind,
  type InitializeResult,
} from 'vscode-languageserver/node';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { CODE_ACTION_KINDS, ReviewDocumentRequest, SetApiKeyRequest } from '../../shared/src/protocol';
import { PRODUCT_VERSION } from '../../shared/src/version';
import { codeActionsFor } from './code-actions';
import { DocumentReviews } from './document-reviews';
import { fireAndForget } from './fire-and-forget';
import { resolveCodeAction } from './full-rewrite-action';
import { DEFAULT_SETTINGS, normalizeSettings, type Settings } from './settings';

const connection = createConnection(ProposedFeatures.all);
const documents = new TextDocuments(TextDocument);
let settings: Settings = DEFAULT_SETTINGS;
let canPullConfiguration = false;
let canShowProgress = false;
let canResolveEdits = false;
const reviews = new DocumentReviews(connection, () => settings, () => canShowProgress);

connection.onInitialize((params): InitializeResult => {
  canPullConfiguration = params.capabilities.workspace?.configuration === true;
  canShowProgress = params.capabilities.window?.workDoneProgress === true;
  // An action whose edit comes later needs a client that resolves edits and hands `data` back.
  const codeAction = params.capabilities.textDocument?.codeAction;
  canResolveEdits = codeAction?.dataSupport === true && codeAction.resolveSupport?.properties.includes('edit') === true;
  // Editors without workspace/configuration may pass settings at start.
  const options = params.initializationOptions as { settings?: unknown; codeReview?: unknown } | undefined;
  const initial = options?.settings ?? options?.codeReview;
  if (initial !== undefined) settings = normalizeSettings(initial);
  return {
    capabilities: {
      textDocumentSync: { openClose: true, change: TextDocumentSyncKind.Incremental, save: { includeText: false } },
      codeActionProvider: {
        codeActionKinds: [CodeActionKind.QuickFix, CODE_ACTION_KINDS.verifiedRewrite, CODE_ACTION_KINDS.unverifiedRewrite],
        resolveProvider: true,
      },
    },
    serverInfo: { name: 'code-review', version: PRODUCT_VERSION },
  };
});

connection.onInitialized(() => {
  if (canPullConfiguration) {
    fireAndForget(connection.client.register(DidChangeConfigurationNotification.type, { section: 'codeReview' }));
    fireAndForget(refreshSettings(), (error) => connection.console.error(`Could not read settings: ${String(error)}`));
  }
});

async function refreshSettings(pushed?: unknown): Promise<void> {
  if (canPullConfiguration) {
    settings = normalizeSettings(await connection.workspace.getConfiguration('codeReview'));
  } else if (pushed !== undefined) {
    const section = (pushed as { codeReview?: unknown }).codeReview ?? pushed;
    settings = normalizeSettings(section);
  }
}

connection.onDidChangeConfiguration((change) => {
  // A change of settings re-reviews every open document, unless reviews only run on demand.
  fireAndForget(refreshSettings(change.settings).then(() => {
    reviews.republish();
    if (settings.run !== 'manual') for (const document of documents.all()) void reviews.review(document);
  }), (error) => connection.console.error(`Could not read settings: ${String(error)}`));
});

documents.onDidOpen(({ document }) => {
  if (settings.run !== 'manual') void reviews.review(document);
});
documents.onDidSave(({ document }) => {
  if (settings.run !== 'manual') void reviews.review(document);
});
documents.onDidChangeContent(({ document }) => {
  if (settings.run === 'onType') reviews.scheduleDebounced(document);
});
documents.onDidClose(({ document }) => reviews.forget(document.uri));

connection.onRequest(SetApiKeyRequest, ({ apiKey }) => {
  reviews.setApiKey(apiKey);
  if (settings.mode === 'remote' && settings.run !== 'manual') for (const document of documents.all()) void reviews.review(document);
});

connection.onRequest(ReviewDocumentRequest, async ({ uri }) => {
  const document = documents.get(uri);
  if (!document) return { uri, state: 'failed' as const, message: 'The document is not open.' };
  return reviews.review(document);
});

connection.onCodeAction((params) => {
  const document = documents.get(params.textDocument.uri);
  return document ? codeActionsFor(document, reviews.reviewOf(document.uri), params, { canResolveEdits }) : [];
});

connection.onCodeActionResolve((action) => resolveCodeAction(action, { connection, documents, reviews }));

connection.onShutdown(() => reviews.dispose());

documents.listen(connection);
connection.listen();
