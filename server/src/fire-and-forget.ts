/**
 * Runs a promise whose result nobody waits for. A message the client refuses (or a client that went away) must not
 * become an unhandled rejection, which would end the server process.
 */
export function fireAndForget(promise: Promise<unknown>, onError: (error: unknown) => void = () => undefined): void {
  promise.catch(onError);
}
