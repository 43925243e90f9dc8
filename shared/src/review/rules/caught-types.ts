/**
 * Which do-nothing handlers are worth a reviewer's comment. One that names a specific exception is the "try this,
 * else fall back" idiom (a number that may not parse, a key that may be missing, a close that may fail, an optional
 * module): the type says which failure was expected, and the code after the handler is the fallback. One that
 * catches everything (no type, or the language's root types) also hides the failures nobody expected: that is the
 * one reported. Pylint's broad-exception-caught and SonarQube's S2221 draw the same line.
 */

/** `caught`: the handler's type names as written (qualified or not); none for a handler that catches everything. */
export function catchesBroadly(caught: readonly string[], broad: ReadonlySet<string>): boolean {
  return caught.length === 0 || caught.some((name) => broad.has(simpleTypeName(name)));
}

/** `java.lang.Exception`, `\Exception`, `::StandardError`, `System.Exception` → the last segment. */
function simpleTypeName(name: string): string {
  return name.trim().replace(/^.*(?:\.|\\|::)/, '');
}
