/**
 * Language-independent rules: they read the text, not a tree, so they run for every language including
 * `unknown`. Secret detection is pattern matching on token shapes by nature (as in gitleaks or Semgrep's
 * secrets rules); nothing here parses code.
 */
import type { Severity } from '../../contract';
import type { Detection, FileContext, Rule } from '../core/rule';

function lineMatches(file: FileContext, pattern: RegExp): Detection[] {
  const detections: Detection[] = [];
  const global = new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`);
  for (const match of file.code.matchAll(global)) {
    detections.push({ start: match.index, end: match.index + match[0].length });
  }
  return detections;
}

interface SecretRuleSpec {
  id: string;
  title: string;
  what: string;
  pattern: RegExp;
  severity?: Severity;
}

/** Credentials recognisable by their shape (CWE-798): revoking them is the fix, so a rewrite cannot resolve them. */
function secretRule({ id, title, what, pattern, severity = 'critical' }: SecretRuleSpec): Rule {
  return {
    id,
    specialist: 'security',
    severity,
    languages: '*',
    cwe: 'CWE-798',
    title,
    description: `${what} is written in the code, so everyone with access to the source or its history can use it.`,
    suggestion: 'Revoke and rotate the credential, then read it from the environment or a secrets manager at run time.',
    outOfScope: true,
    scan: (file) => lineMatches(file, pattern),
  };
}

export const rules: Rule[] = [
  {
    id: 'generic.security.private-key',
    specialist: 'security',
    severity: 'critical',
    languages: '*',
    cwe: 'CWE-321',
    title: 'Private key committed in source',
    description: 'A PEM private key block is embedded in the code; anyone who can read the repository can impersonate its owner.',
    suggestion: 'Remove the key, revoke it, and load keys from a secrets manager or a file outside version control.',
    outOfScope: true,
    scan: (file) => lineMatches(file, /-----BEGIN (?:RSA |EC |DSA |OPENSSH |ENCRYPTED |PGP )?PRIVATE KEY(?: BLOCK)?-----/),
  },
  secretRule({
    id: 'generic.security.aws-access-key',
    title: 'AWS access key committed in source',
    what: 'An AWS access key id',
    pattern: /\b(?:AKIA|ASIA)[0-9A-Z]{16}\b/,
  }),
  secretRule({
    id: 'generic.security.github-token',
    title: 'GitHub token committed in source',
    what: 'A GitHub personal access or app token',
    pattern: /\b(?:gh[pousr]_[A-Za-z0-9]{36,255}|github_pat_[A-Za-z0-9_]{22,255})\b/,
  }),
  secretRule({
    id: 'generic.security.slack-token',
    title: 'Slack token committed in source',
    what: 'A Slack API token',
    pattern: /\bxox[abposr]-[A-Za-z0-9-]{10,}\b/,
  }),
  secretRule({
    id: 'generic.security.stripe-secret-key',
    title: 'Stripe secret key committed in source',
    what: 'A live Stripe secret key',
    pattern: /\b[rs]k_live_[A-Za-z0-9]{16,}\b/,
  }),
  secretRule({
    id: 'generic.security.google-api-key',
    title: 'Google API key committed in source',
    what: 'A Google API key',
    pattern: /\bAIza[0-9A-Za-z_-]{35}\b/,
  }),
  secretRule({
    id: 'generic.security.credentials-in-url',
    title: 'Password embedded in a connection URL',
    what: 'A URL carrying a user name and password',
    // The password part must not look like a template placeholder (${...}, {{...}}, %s, <...>).
    pattern: /\b[a-z][a-z0-9+.-]{1,20}:\/\/[^\s:/@'"`]{1,64}:(?![$%{<*])[^\s:/@'"`]{3,128}@[a-z0-9.-]+/i,
    severity: 'high',
  }),
  {
    id: 'generic.quality.conflict-marker',
    specialist: 'quality',
    severity: 'high',
    languages: '*',
    title: 'Unresolved merge conflict marker',
    description: 'A version-control conflict marker was left in the file, so it does not contain what either side intended.',
    suggestion: 'Resolve the conflict: keep the intended side and delete the <<<<<<<, ======= and >>>>>>> lines.',
    outOfScope: true,
    scan: (file) => lineMatches(file, /^(?:<{7}|>{7})(?: [^\n]*)?$/m),
  },
];
