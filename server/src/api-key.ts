/**
 * The API key for remote reviews, as the client hands it over (SetApiKeyRequest) or, from a client that answers
 * ApiKeyRequest, asked for when the first remote review needs it: VS Code opens files before the client's own
 * SetApiKeyRequest arrives, and a remote review without the key would fail asking the user for one they have set.
 */
export class ApiKeySource {
  /** undefined: not known yet. */
  private key: string | null | undefined;
  private asking: Promise<string | null> | undefined;
  /** Counts SetApiKeyRequests, so an answer asked for before the latest one cannot overwrite it. */
  private sets = 0;
  private ask: (() => Promise<string | null>) | undefined;

  /** At `initialize`, for a client that answers ApiKeyRequest. */
  askWith(ask: () => Promise<string | null>): void {
    this.ask = ask;
  }

  /** SetApiKeyRequest; true when the key is not the one the server had. */
  set(key: string | null): boolean {
    this.sets++;
    const changed = this.key !== key;
    this.key = key;
    return changed;
  }

  /** The key, null when there is none; asks the client once when it can. */
  get(): Promise<string | null> {
    if (this.key !== undefined) return Promise.resolve(this.key);
    if (!this.ask) return Promise.resolve(null);
    this.asking ??= this.askClient(this.ask);
    return this.asking;
  }

  private async askClient(ask: () => Promise<string | null>): Promise<string | null> {
    const setsBefore = this.sets;
    try {
      const answer = await ask();
      if (this.sets === setsBefore) this.key = answer;
    } catch {
      // A client that could not answer: no key this time, asked again next time.
    } finally {
      this.asking = undefined;
    }
    return this.key ?? null;
  }
}
