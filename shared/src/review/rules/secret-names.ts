/** Names and literal values that look like credentials, for the hard-coded-secret rules of every language. */
const SECRET_NAME = /(^|_|[a-z])(password|passwd|pwd|secret|api_?key|apikey|access_?token|auth_?token|private_?key|client_?secret|token)$/i;

export function looksLikeSecretName(name: string): boolean {
  return SECRET_NAME.test(name.replace(/['"]/g, ''));
}

const PLACEHOLDER = /^(|x+|\*+|changeme|change_me|password|secret|todo|example.*|your[_-].*|<.*>|\$\{.*\}|\{\{.*\}\}|test|dummy|placeholder|none|null|undefined)$/i;

/** A literal worth reporting as a hard-coded secret: long enough and not a placeholder. */
export function looksLikeSecretValue(literal: string): boolean {
  return literal.length >= 8 && !PLACEHOLDER.test(literal) && !/\s/.test(literal);
}
