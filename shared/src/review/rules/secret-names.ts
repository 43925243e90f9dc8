/** Names and literal values that look like credentials, for the hard-coded-secret rules of every language. */
// A key named for what it does to data (signs, encrypts); other keys (cache_key, sort_key, primary_key) are names.
const SECRET_NAME = /(^|_|[a-z])(password|passwd|pwd|secret|api_?key|apikey|access_?token|auth_?token|private_?key|client_?secret|token|(signing|hmac|jwt|encryption|cipher|master|aes)_?key)$/i;

export function looksLikeSecretName(name: string): boolean {
  return SECRET_NAME.test(name.replace(/['"]/g, ''));
}

const PLACEHOLDER = /^(|x+|\*+|changeme|change_me|password|secret|todo|example.*|your[_-].*|<.*>|\$\{.*\}|\{\{.*\}\}|test|dummy|placeholder|none|null|undefined|redacted|\[redacted\]|\[filtered\]|filtered|masked|hidden|omitted)$/i;

/** A literal worth reporting as a hard-coded secret: long enough, not a placeholder, not a name. */
export function looksLikeSecretValue(literal: string): boolean {
  return literal.length >= 8 && !PLACEHOLDER.test(literal) && !/\s/.test(literal) && !looksLikeName(literal);
}

/**
 * Literal text that names something rather than being a credential: words joined by `_ . : -` (a header
 * `X-CSRF-Token`, a session key `_password_reset_token`, a setting `auth.token`), an environment variable's name
 * (`DB_PASSWORD`), a template, a URL without user info, a path. A key has digits or long random runs; a name has words.
 */
function looksLikeName(value: string): boolean {
  return (/^_*[a-z]+([_.:-]+[a-z]+)+_*$/i.test(value) && value.split(/[_.:-]+/).every((word) => word.length <= 16))
    || /^[A-Z][A-Z0-9]*(_[A-Z0-9]+)+$/.test(value)
    || /[{}]|%\(|%s|^\$|^(https?|file):\/\/[^:@]*$|^\/[\w/.-]*$/.test(value);
}
