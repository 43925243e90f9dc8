declare global {
  // Only var can declare a property of the global object in a type declaration.
  // ok: javascript.quality.var-declaration
  var requestCache: Map<string, string> | undefined;
}

export function lookup(key: string): string | undefined {
  // ruleid: javascript.quality.var-declaration
  let cache = globalThis.requestCache ?? new Map<string, string>();
  globalThis.requestCache = cache;
  return cache.get(key);
}

export function retries(limit: number): number {
  let attempts = 0;
  while (attempts < limit) {
    // Declared without a value inside a loop: var keeps it across iterations, let would reset it.
    // ruleid: javascript.quality.var-declaration
    let last: number;
    if (attempts % 2 === 0) last = attempts;
    attempts++;
  }
  return attempts;
}
