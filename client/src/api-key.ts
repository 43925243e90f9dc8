/** The API key lives only in VS Code's SecretStorage; it reaches the server by SetApiKeyRequest, nowhere else. */
import type * as vscode from 'vscode';

const SECRET_NAME = 'codeReview.apiKey';

export class ApiKeyStore {
  constructor(private readonly secrets: vscode.SecretStorage) {}

  get(): Thenable<string | undefined> {
    return this.secrets.get(SECRET_NAME);
  }

  set(key: string): Thenable<void> {
    return this.secrets.store(SECRET_NAME, key);
  }

  clear(): Thenable<void> {
    return this.secrets.delete(SECRET_NAME);
  }

  onDidChange(listener: () => void): vscode.Disposable {
    return this.secrets.onDidChange((event) => {
      if (event.key === SECRET_NAME) listener();
    });
  }
}
