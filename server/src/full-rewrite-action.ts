/**
 * "Apply all fixes (not verified)" when its edit is not known yet (remote mode): the action goes out without an edit,
 * naming the review it belongs to, and codeAction/resolve fetches the full rewrite. The edit is returned only if the
 * document is still the text that review saw: a whole-document replacement of newer text would undo the user's typing.
 */
import { TextEdit, type CodeAction, type Connection } from 'vscode-languageserver';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import type { DocumentReviews } from './document-reviews';
import { reportFailure, warn } from './report-failure';

interface FullRewriteData {
  fullRewriteOf: string;
  version: number;
}

export function fullRewriteData(uri: string, version: number): FullRewriteData {
  return { fullRewriteOf: uri, version };
}

function isFullRewriteData(data: unknown): data is FullRewriteData {
  if (typeof data !== 'object' || data === null) return false;
  const candidate = data as Partial<FullRewriteData>;
  return typeof candidate.fullRewriteOf === 'string' && typeof candidate.version === 'number';
}

export function wholeDocument(document: TextDocument, text: string): TextEdit {
  return TextEdit.replace({ start: { line: 0, character: 0 }, end: document.positionAt(document.getText().length) }, text);
}

export interface ResolveContext {
  connection: Connection;
  documents: { get(uri: string): TextDocument | undefined };
  reviews: DocumentReviews;
}

const CHANGED = 'the file changed since its review, so the full rewrite was not applied; choose the action again once it is reviewed.';

export async function resolveCodeAction(action: CodeAction, { connection, documents, reviews }: ResolveContext): Promise<CodeAction> {
  const data: unknown = action.data;
  if (!isFullRewriteData(data)) return action;
  const uri = data.fullRewriteOf;
  const unchanged = () => {
    const document = documents.get(uri);
    return document?.version === data.version ? document : undefined;
  };
  const stored = reviews.reviewOf(uri);
  if (!stored || stored.version !== data.version || !unchanged()) {
    warn(connection, CHANGED);
    return action;
  }
  let full: string | null;
  try {
    full = await reviews.fullRewriteOf(stored);
  } catch (error) {
    reportFailure(connection, error);
    return action;
  }
  // The user may have typed while the review ran.
  const document = unchanged();
  if (!document) {
    warn(connection, CHANGED);
    return action;
  }
  if (full === null) {
    warn(connection, 'the review returned no rewrite with every fix.');
    return action;
  }
  return { ...action, edit: { changes: { [uri]: [wholeDocument(document, full)] } } };
}
