/**
 * Every custom message between the extension (client) and the language server, declared once, with its params
 * and the way it travels. No string method names elsewhere.
 */
import { NotificationType, RequestType } from 'vscode-languageserver-protocol';
import type { Severity } from './contract';

export interface SetApiKeyParams {
  apiKey: string | null;
}
/** client → server: the API key from SecretStorage (null clears it). Never sent any other way. */
export const SetApiKeyRequest = new RequestType<SetApiKeyParams, void, void>('codeReview/setApiKey');

export interface ReviewDocumentParams {
  uri: string;
}
/** client → server: review this document now (Review Current File), whatever `codeReview.run` says. */
export const ReviewDocumentRequest = new RequestType<ReviewDocumentParams, ReviewStatusParams, void>('codeReview/reviewDocument');

export interface ReviewStatusParams {
  uri: string;
  state: 'running' | 'done' | 'failed';
  score?: number;
  riskLevel?: Severity;
  summary?: string;
  findingCount?: number;
  certifiedClean?: boolean;
  /** Why a review failed, in words for the user. */
  message?: string;
}
/** server → client: a document's review started, finished or failed (status item, summary). */
export const ReviewStatusNotification = new NotificationType<ReviewStatusParams>('codeReview/reviewStatus');

export interface AuthenticationRequiredParams {
  message: string;
}
/** server → client: the service refused the key (401/403); the client offers "Set API Key". */
export const AuthenticationRequiredNotification = new NotificationType<AuthenticationRequiredParams>('codeReview/authenticationRequired');

/** The code action kinds the server offers. */
export const CODE_ACTION_KINDS = {
  /** The verified, certified-clean rewrite of the whole file. */
  verifiedRewrite: 'source.fixAll.codeReview',
  /** A rewrite that did not re-review clean. */
  unverifiedRewrite: 'source.codeReview.unverifiedRewrite',
} as const;

/** The `source` of every diagnostic the server publishes. */
export const DIAGNOSTIC_SOURCE = 'Code Review';
