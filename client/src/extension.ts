/** Activation only: start the language client and register the extension's parts. */
import type * as vscode from 'vscode';
import { CodeReviewClient } from './client';

let client: CodeReviewClient | undefined;

export async function activate(context: vscode.ExtensionContext): Promise<CodeReviewClient> {
  client = new CodeReviewClient(context);
  await client.start();
  return client;
}

export async function deactivate(): Promise<void> {
  await client?.stop();
  client = undefined;
}
