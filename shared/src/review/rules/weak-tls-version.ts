/**
 * The weak-TLS-version family, written once: `<plugin>.security.weak-tls-version` (CWE-327), a TLS setting that allows
 * or asks for SSL 3, TLS 1.0 or TLS 1.1 (`minVersion: 'TLSv1'`, `MinVersion: tls.VersionTLS10`,
 * `ssl.SSLContext(ssl.PROTOCOL_TLSv1)`, `SecurityProtocolType.Tls`). Those versions are deprecated (RFC 8996): their
 * handshakes and ciphers have known attacks (BEAST, POODLE), and PCI DSS forbids them for card data. The plugin says
 * which settings name a version (an option key, a field, the protocol argument of a context's constructor) and which
 * values are weak; a value is read as written or as constant propagation knows it (a configured default).
 */
import { valueAt } from '../analysis/dataflow/engine';
import { assignmentParts, callParts, callTypes, partOf } from '../analysis/business/grammar';
import { argumentExpression } from '../core/call-parts';
import { memoized, type FileContext, type LanguagePlugin, type Node, type ScanRule } from '../core/rule';
import { descendantsOf } from '../core/syntax';

const unquote = (text: string) => text.replace(/^(['"`])(.*)\1$/s, '$2');
/** Go wraps a composite literal's keys and values (`literal_element` → its expression). */
const inner = (node: Node) => (node.type === 'literal_element' && node.namedChildCount === 1 ? node.namedChild(0)! : node);

function scan(file: FileContext, plugin: LanguagePlugin): Node[] {
  const table = plugin.syntax.business;
  const tls = table.tlsVersions;
  if (!tls || !file.tree || !tls.mentions.test(file.code)) return [];
  const root = file.tree.rootNode;
  // Every `key: value` and `target = value` of the file, by the last name of the key or target.
  const writes = new Map<string, Node[]>();
  const write = (name: string, value: Node) => writes.set(name, [...(writes.get(name) ?? []), value]);
  for (const [type, keyField, valueField] of table.pairs) {
    for (const pair of descendantsOf(root, type)) {
      const key = partOf(pair, keyField);
      const value = partOf(pair, valueField);
      if (key && value) write(unquote(inner(key).text), inner(value));
    }
  }
  for (const shape of table.assignments) {
    for (const node of descendantsOf(root, shape.type)) {
      const parts = assignmentParts(node, table);
      const target = parts?.targets.length === 1 ? parts.targets[0] : undefined;
      const value = parts?.values[0];
      if (target && value) write(target.text.split(/\.|->|::/).pop() ?? '', value);
    }
  }
  const named = (value: Node) => tls.weak.test(unquote(value.text))
    || (valueAt(file, value)?.constants ?? []).some((constant) => typeof constant === 'string' && tls.weak.test(constant));
  // A field of the program's own options (`opts.MinTLS`) holds what the file writes there: weak when every write is.
  const weak = (value: Node) => {
    if (named(value)) return true;
    const field = /^[\w$.]+[.>](\w+)$/.exec(value.text)?.[1];
    const written = field && !tls.settings.test(field) ? writes.get(field) ?? [] : [];
    return written.length > 0 && written.every(named);
  };
  const found: Node[] = [];
  for (const [setting, values] of writes) if (tls.settings.test(setting)) found.push(...values.filter(weak));
  if (tls.contexts || tls.settingCalls) {
    for (const call of descendantsOf(root, callTypes(table))) {
      const parts = callParts(call, table);
      const name = parts ? (parts.receiver ? `${parts.receiver.text}.${parts.callee}` : parts.callee) : '';
      const args = parts?.args.map(argumentExpression) ?? [];
      if (tls.contexts?.includes(name) && args[0] && weak(args[0])) found.push(args[0]);
      // A setter that names the setting (`curl_setopt($ch, CURLOPT_SSLVERSION, CURL_SSLVERSION_TLSv1)`).
      if (tls.settingCalls?.includes(name) && args[1] && args[2] && tls.settings.test(unquote(args[1].text)) && weak(args[2])) found.push(args[2]);
    }
  }
  return found;
}

export function weakTlsVersionRules(plugin: LanguagePlugin): ScanRule[] {
  if (!plugin.syntax.business.tlsVersions) return [];
  return [{
    id: `${plugin.id}.security.weak-tls-version`,
    specialist: 'security', severity: 'medium', languages: plugin.languages.map((info) => info.language), cwe: 'CWE-327',
    title: 'TLS setting allows a deprecated protocol version',
    description: 'SSL 3, TLS 1.0 and TLS 1.1 are deprecated (RFC 8996): their handshakes and ciphers have known attacks (BEAST, POODLE), and PCI DSS forbids them for card data. A connection that may fall back to them can be downgraded by anyone on the path.',
    suggestion: 'Require TLS 1.2 or later (TLS 1.3 where both ends support it), or leave the version to the platform default, which already excludes the deprecated ones.',
    scan: (file) => memoized(file, `${plugin.id}.weak-tls-version`, () => scan(file, plugin)).map((node) => ({
      start: node.startIndex, end: node.endIndex,
      description: `\`${node.text.slice(0, 60)}\` allows a deprecated protocol version (SSL 3, TLS 1.0 or 1.1): a peer or anyone on the path can make the connection use it.`,
    })),
  }];
}
