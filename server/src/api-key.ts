/**
 * The API key for remote reviews, as the client hands it over (SetApiKeyRequest) or, from a client that answers
 * ApiKeyRequest, asked for when the first remote review needs it: VS Code opens files before the client's own
 * SetApiKeyRequest arrives, and a remote review without the key would fail asking the user for one they have set.
 * A client that does not answer ApiKeyRequest is given a short while to send its key before a review goes without.
 */
export const KEY_WAIT_MS = 2_000;

export class ApiKeySource {
  /** undefined: not known yet. */
  private key: string | null | undefined;
  private asking: Promise<string | null> | undefined;
  private waiting: { promise: Promise<string | null>; settle: () => void } | undefined;
  /** The key reviews last went with; undefined while none has asked (or every one asking still waits). */
  private handedOut: string | null | undefined;
  /** Counts SetApiKeyRequests, so an answer asked for before the latest one cannot overwrite it. */
  private sets = 0;
  private ask: (() => Promise<string | null>) | undefined;

  /** At `initialize`, for a client that answers ApiKeyRequest. */
  askWith(ask: () => Promise<string | null>): void {
    this.ask = ask;
  }

  /**
   * SetApiKeyRequest; true when reviews went with another key (or none) and should run again. Reviews still waiting
   * for the key get this one, so the key first set while they wait re-runs nothing (and costs no second review).
   */
  set(key: string | null): boolean {
    this.sets++;
    this.key = key;
    this.waiting?.settle();
    return this.handedOut !== undefined && this.handedOut !== key;
  }

  /** The key, null when there is none; asks the client once when it can, else waits a little for it. */
  async get(): Promise<string | null> {
    let key: string | null;
    if (this.key !== undefined) {
      key = this.key;
    } else if (this.ask) {
      this.asking ??= this.askClient(this.ask);
      key = await this.asking;
    } else {
      this.waiting ??= this.waitForKey();
      key = await this.waiting.promise;
    }
    this.handedOut = key;
    return key;
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

  private waitForKey(): { promise: Promise<string | null>; settle: () => void } {
    let settle!: () => void;
    const promise = new Promise<string | null>((resolve) => {
      const timer = setTimeout(() => settle(), KEY_WAIT_MS);
      settle = () => {
        clearTimeout(timer);
        this.waiting = undefined;
        // No key by now: later reviews do not wait again; a key sent later re-reviews (SetApiKeyRequest).
        this.key ??= null;
        resolve(this.key);
      };
    });
    return { promise, settle };
  }
}
