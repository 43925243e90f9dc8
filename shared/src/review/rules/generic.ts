/**
 * Language-independent rules: they read the text, not a tree, so they run for every language including
 * `unknown`. Secret detection is pattern matching on token shapes by nature (as in gitleaks or Semgrep's
 * secrets rules); nothing here parses code.
 */
import type { Detection, FileContext, Rule } from './rule';

function lineMatches(file: FileContext, pattern: RegExp): Detection[] {
  const detections: Detection[] = [];
  const global = new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`);
  for (const match of file.code.matchAll(global)) {
    detections.push({ start: match.index, end: match.index + match[0].length });
  }
  return detections;
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
