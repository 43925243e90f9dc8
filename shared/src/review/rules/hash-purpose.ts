/**
 * Whether a weak digest (MD5, SHA-1) protects anything. Passwords, tokens, signatures and checks of uploaded data
 * need collision and preimage resistance; an ETag, a cache key, a protocol-mandated digest (HTTP Digest auth) or a
 * legacy format read for compatibility do not. Like SonarQube's hotspot for weak hashes, a use with nothing
 * security-related in sight is reported at low severity, asking for a look, not as a vulnerability.
 */
import type { Detection, Node } from '../core/rule';

/** Words (of identifiers split at `_`, `-` and case changes) that put a digest in a security role. */
const SECURITY_WORDS = new Set([
  'password', 'passwd', 'pwd', 'passphrase', 'pin', 'secret', 'token', 'apikey', 'credential', 'credentials',
  'signature', 'sign', 'signed', 'signing', 'hmac', 'mac', 'verify', 'verified', 'auth', 'authenticate',
  'authentication', 'login', 'otp', 'salt', 'salted', 'integrity', 'checksum', 'firmware', 'upload', 'uploaded',
  'req', 'request', 'body', 'payload', 'webhook', 'license',
]);

const IDENTIFIER = /identifier|^name$|^constant$|^variable_name$|^property_identifier$|^field_identifier$|^string_content$|^string_fragment$/;

/** Statements and declarations whose names say what the code around a digest is for. */
const NAMED = /function|method|class|struct|impl|module|declaration|definition|assignment|declarator|property/;

function words(text: string): string[] {
  return text.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase().split(/[^a-z0-9]+/).filter(Boolean);
}

function mentionsSecurity(text: string): boolean {
  return words(text).some((word) => SECURITY_WORDS.has(word));
}

/** The statement the digest is computed in, its assignment target, and the names of what encloses it. */
function inSecurityContext(call: Node): boolean {
  let statement: Node = call;
  while (statement.parent && !/statement|declaration|assignment|^expression$|^block$|body$/.test(statement.parent.type)) statement = statement.parent;
  const scope = statement.parent && /assignment|declaration|declarator/.test(statement.parent.type) ? statement.parent : statement;
  const stack: Node[] = [scope];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (IDENTIFIER.test(node.type) && mentionsSecurity(node.text)) return true;
    for (let i = node.namedChildCount - 1; i >= 0; i--) stack.push(node.namedChild(i)!);
  }
  for (let ancestor = scope.parent; ancestor; ancestor = ancestor.parent) {
    if (!NAMED.test(ancestor.type)) continue;
    const name = ancestor.childForFieldName('name') ?? ancestor.childForFieldName('left');
    if (name && name.endIndex - name.startIndex < 200 && mentionsSecurity(name.text)) return true;
    const parameters = ancestor.childForFieldName('parameters');
    if (parameters && mentionsSecurity(parameters.text.slice(0, 400))) return true;
  }
  return false;
}

/** The detail for a weak-hash finding at `call`: nothing to change in a security role, else low severity saying why. */
export function weakHashPurpose(call: Node): Pick<Detection, 'severity' | 'description'> {
  if (inSecurityContext(call)) return {};
  return {
    severity: 'low',
    description: 'MD5 and SHA-1 have practical collision attacks. Nothing around this digest says it protects a password, token, signature or uploaded data; if it is only an ETag, a cache key or a format another system requires, mark it so (e.g. usedforsecurity=False in Python) — otherwise use SHA-256 or stronger.',
  };
}
