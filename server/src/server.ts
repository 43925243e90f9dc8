/**
 * The Code Review language server: wiring only. `node dist/server.js --stdio` runs it for any LSP editor;
 * VS Code starts it over node IPC. Reviews, settings, the key, diagnostics and code actions live in their own modules.
 */
import {
  CodeActionKind, createConnection, DidChangeConfigurationNotification, ProposedFeatures, TextDocuments, TextDocumentSyncKind,
  type InitializeResult,
} from 'vscode-languageserver/node';
import { TextDocument } from 'vscode-languageserver-textdocument';
import {
  ApiKeyRequest, CODE_ACTION_KINDS, ReviewDocumentRequest, SetApiKeyRequest, type CodeReviewInitializationOptions, type ReviewStatusParams,
} from '../../shared/src/protocol';
import { PRODUCT_VERSION } from '../../shared/src/version';
import { ApiKeySource } from './api-key';
import { codeActionsFor } from './code-actions';
import { DocumentReviews, type ReviewTrigger } from './document-reviews';
import { DocumentSettings, SETTINGS_SECTION } from './document-settings';
import { fireAndForget } from './fire-and-forget';
import { resolveCodeAction } from './full-rewrite-action';

const connection = createConnection(ProposedFeatures.all);
const documents = new TextDocuments(TextDocument);
const settings = new DocumentSettings(connection);
const apiKeys = new ApiKeySource();
let canShowProgress = false;
let canResolveEdits = false;
const reviews = new DocumentReviews({
  connection,
  settingsOf: (uri) => settings.of(uri),
  apiKeys,
  progressSupported: () => canShowProgress,
});

connection.onInitialize((params): InitializeResult => {
  canShowProgress = params.capabilities.window?.workDoneProgress === true;
  // An action whose edit comes later needs a client that resolves edits and hands `data` back.
  const codeAction = params.capabilities.textDocument?.codeAction;
  canResolveEdits = codeAction?.dataSupport === true && codeAction.resolveSupport?.properties.includes('edit') === true;
  // Editors without workspace/configuration may pass settings at start.
  const options = params.initializationOptions as (CodeReviewInitializationOptions & { settings?: unknown; codeReview?: unknown }) | undefined;
  settings.configure(params.capabilities.workspace?.configuration === true, options?.settings ?? options?.codeReview);
  if (options?.apiKeyRequest === true) apiKeys.askWith(async () => (await connection.sendRequest(ApiKeyRequest)).apiKey);
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
  if (settings.pullsFromClient) {
    fireAndForget(connection.client.register(DidChangeConfigurationNotification.type, { section: SETTINGS_SECTION }));
  }
});

function reviewAll(trigger: ReviewTrigger): void {
  for (const document of documents.all()) void reviews.review(document, trigger);
}

connection.onDidChangeConfiguration((change) => {
  // Every document's settings may have changed: each is read again, its findings re-filtered and, unless its reviews
  // run only on demand, reviewed again.
  settings.changed(change.settings);
  fireAndForget(reviews.republish());
  reviewAll('settings');
});

documents.onDidOpen(({ document }) => void reviews.review(document, 'open'));
documents.onDidSave(({ document }) => void reviews.review(document, 'save'));
documents.onDidChangeContent(({ document }) => reviews.scheduleDebounced(document));
documents.onDidClose(({ document }) => {
  reviews.forget(document);
  settings.forget(document.uri);
});

connection.onRequest(SetApiKeyRequest, ({ apiKey }) => {
  if (apiKeys.set(apiKey)) reviewAll('key');
});

connection.onRequest(ReviewDocumentRequest, async ({ uri }): Promise<ReviewStatusParams> => {
  const document = documents.get(uri);
  if (!document) return { uri, state: 'failed', message: 'The document is not open.' };
  return (await reviews.review(document, 'demand')) ?? { uri, state: 'failed', message: 'The document was closed before its review.' };
});

connection.onCodeAction((params) => {
  const document = documents.get(params.textDocument.uri);
  return document ? codeActionsFor(document, reviews.reviewOf(document.uri), params, { canResolveEdits }) : [];
});

connection.onCodeActionResolve((action) => resolveCodeAction(action, { connection, documents, reviews }));

connection.onShutdown(() => reviews.dispose());

documents.listen(connection);
connection.listen();
