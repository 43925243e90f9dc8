/**
 * Every custom message between the extension (client) and the language server, declared once, with its params
 * and the way it travels. No string method names elsewhere.
 */
import { NotificationType, RequestType, RequestType0 } from 'vscode-languageserver-protocol';
import type { BusinessRuleReading, Severity } from './contract';

export interface SetApiKeyParams {
  apiKey: string | null;
}
/**
 * client → server: the API key from SecretStorage (null clears it), whenever it changes. The key travels only by
 * this request and by the answer to ApiKeyRequest: never settings, logs or the environment.
 */
export const SetApiKeyRequest = new RequestType<SetApiKeyParams, void, void>('codeReview/setApiKey');

/**
 * server → client: the API key, asked for before the first remote review (the client's SetApiKeyRequest may still be
 * on its way when VS Code opens the first files). Sent only to a client that says it answers it (`apiKeyRequest` in
 * CodeReviewInitializationOptions); others hand the key over with SetApiKeyRequest alone.
 */
export const ApiKeyRequest = new RequestType0<SetApiKeyParams, void>('codeReview/apiKey');

/** client → server, in `initialize`: what the client adds to the protocol. Settings may come here too (see server). */
export interface CodeReviewInitializationOptions {
  /** The client answers ApiKeyRequest. */
  apiKeyRequest?: boolean;
}

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
  /** How each sentence of the business context was read (the response's business_rules), when there was one. */
  businessRules?: BusinessRuleReading[];
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
  /**
   * The verified rewrite of the whole file: the safe fixes that re-reviewed clean, unfixable findings left in place.
   * Offered whenever there is one, so `editor.codeActionsOnSave` applies it.
   */
  verifiedRewrite: 'source.fixAll.codeReview',
  /** The full rewrite, every fix (suggestions too) and not verified; offered only when it differs from the verified one. */
  unverifiedRewrite: 'source.codeReview.unverifiedRewrite',
} as const;

/** The `source` of every diagnostic the server publishes. */
export const DIAGNOSTIC_SOURCE = 'Code Review';
