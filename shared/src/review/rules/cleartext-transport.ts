/**
 * The cleartext-transport family, written once: `<plugin>.security.cleartext-transport` (CWE-319), a request an HTTP
 * client sends to a plain `http://` (or `ws://`, `ftp://`) URL on a host across the internet. What goes out (API
 * keys, bearer tokens, the user's data) and what comes back can be read and changed by anyone on the path. The
 * client calls are the plugin's `ssrf` sink rows, matched the way the data flow matches them; the URL is what
 * constant propagation knows of the argument there (a literal, a configured base URL joined with a path), or, for a
 * client that speaks a protocol without TLS to an address (a row's `plain`: jlaffaye/ftp's `ftp.Dial(addr)`), that
 * scheme and the address. Local
 * and private hosts (localhost, 10.x, a cluster service name, `*.internal`) and names that cannot resolve are left alone:
 * plain HTTP inside one machine or network is how sidecars, health checks and tests talk.
 */
import { valueAt, specIndex } from '../analysis/dataflow/engine';
import { HOLE } from '../analysis/dataflow/value';
import { lastSegment } from '../analysis/dataflow/prefilter';
import { argumentExpression, partsOf, receiverOf } from '../core/call-parts';
import { memoized, type FileContext, type LanguagePlugin, type Node, type ScanRule } from '../core/rule';
import { descendantsOf, namedChildrenOf } from '../core/syntax';
import type { SinkRow } from '../core/taint-spec';
import { callShape } from './call-shape';

const PLAIN_URL = /^(http|ws|ftp|telnet):\/\/([^/?#]*)/i;

/**
 * Hosts a plain connection to stays on this machine or a private network, or a name that cannot resolve (the reserved
 * .test, .invalid, .example). example.com and its kind do resolve, across the internet: they count as remote.
 */
const LOCAL_HOST = /^(localhost|.*\.localhost|127(\.\d+){3}|0\.0\.0\.0|\[::1?\]|10(\.\d+){3}|192\.168(\.\d+){2}|172\.(1[6-9]|2\d|3[01])(\.\d+){2}|169\.254(\.\d+){2}|[^.]+|.*\.(local|internal|lan|intranet|corp|home\.arpa|localdomain|svc|cluster\.local|test|invalid|example))$/i;

/** The host of a plain-text URL, when it names one across the internet; undefined otherwise. */
export function remotePlainHost(url: string): { scheme: string; host: string } | undefined {
  const match = PLAIN_URL.exec(url);
  if (!match) return undefined;
  const authority = match[2]!.replace(/^[^@]*@/, '');
  // A host chosen at run time (`http://${host}/…`) may be local: nothing to say.
  if (authority.length === 0 || authority.startsWith(HOLE)) return undefined;
  const host = authority.replace(/:[^\]]*$/, '').replaceAll(HOLE, 'x').toLowerCase();
  return LOCAL_HOST.test(host) ? undefined : { scheme: match[1]!.toLowerCase(), host };
}

const isClientRow = (row: SinkRow) => row.kind === 'ssrf';

/** The URLs constant propagation knows a value may be: its constants, or the text it is built from with holes. */
function urlsOf(file: FileContext, node: Node): string[] {
  const value = valueAt(file, node);
  if (!value) return [];
  const constants = (value.constants ?? []).filter((c): c is string => typeof c === 'string');
  return constants.length > 0 ? constants : value.shape !== undefined ? [value.shape] : [];
}

interface Prepared {
  names: ReadonlySet<string> | undefined;
  comments: ReadonlySet<string>;
  /** Text a file must hold to be worth scanning: a plain-text URL, or a call of a client that is plain by itself. */
  worthScanning: RegExp;
}

const calleeNames = (row: SinkRow) => (typeof row.callee === 'string' ? [row.callee] : row.callee).map(lastSegment);

function prepared(plugin: LanguagePlugin): Prepared {
  const rows = (plugin.flow.spec.sinks ?? []).filter(isClientRow);
  const names = new Set(rows.flatMap(calleeNames));
  const plainCalls = [...new Set(rows.filter((row) => row.plain).flatMap(calleeNames))].filter((name) => /^\w+$/.test(name));
  const worthScanning = new RegExp(`(http|ws|ftp|telnet)://${plainCalls.length > 0 ? `|\\b(${plainCalls.join('|')})\\s*\\(` : ''}`, 'i');
  return { names: names.has('*') ? undefined : names, comments: new Set(plugin.syntax.functions.comments), worthScanning };
}

/** The arguments of a call, as written (comments left out). */
function argumentsOf(call: Node, plugin: LanguagePlugin, comments: ReadonlySet<string>): Node[] {
  const list = call.childForFieldName(plugin.flow.calls.arguments);
  return list ? namedChildrenOf(list).filter((arg) => !comments.has(arg.type)) : [];
}

function argumentAt(call: Node, plugin: LanguagePlugin, position: number, comments: ReadonlySet<string>): Node | undefined {
  if (position === -1) return receiverOf(call, plugin.flow.calls);
  const argument = argumentsOf(call, plugin, comments)[position];
  return argument ? argumentExpression(argument) : undefined;
}

/**
 * The URLs a client row's argument may be: what constant propagation knows of it, or for a client plain by itself, its
 * scheme and the address given (none when another argument turns TLS on).
 */
function rowUrls(file: FileContext, plugin: LanguagePlugin, call: Node, row: SinkRow, position: number, argument: Node, comments: ReadonlySet<string>): string[] {
  const known = urlsOf(file, argument);
  if (!row.plain) return known;
  const { scheme, unlessArgument } = row.plain;
  if (unlessArgument && argumentsOf(call, plugin, comments).some((arg, at) => at !== position && new RegExp(unlessArgument).test(arg.text))) return [];
  return known.map((address) => (address.includes('://') ? address : `${scheme}://${address}`));
}

function scan(file: FileContext, plugin: LanguagePlugin, facts: Prepared): { call: Node; url: string; scheme: string; host: string }[] {
  if (!file.tree || !facts.worthScanning.test(file.code)) return [];
  const { calls } = plugin.flow;
  const index = specIndex(plugin.flow);
  const found: { call: Node; url: string; scheme: string; host: string }[] = [];
  for (const call of descendantsOf(file.tree.rootNode, [...calls.calls])) {
    const parts = partsOf(call, calls);
    if (!parts || (facts.names && !facts.names.has(parts.member))) continue;
    const { shape } = callShape(file, call, parts, calls, facts.comments);
    const rows = index.sinks(shape, index.candidates(shape)).filter((m) => !m.byShape && isClientRow(m.row)).map((m) => m.row);
    const seen = new Set<number>();
    for (const row of rows) {
      for (const position of row.args === 'all' ? [0] : row.args.filter((a): a is number => typeof a === 'number')) {
        if (seen.has(position)) continue;
        seen.add(position);
        const argument = argumentAt(call, plugin, position, facts.comments);
        const url = argument ? rowUrls(file, plugin, call, row, position, argument, facts.comments).find((text) => remotePlainHost(text)) : undefined;
        const remote = url ? remotePlainHost(url) : undefined;
        if (url && remote) found.push({ call, url, ...remote });
      }
    }
  }
  return found;
}

const DESCRIPTION = 'The request goes to a host across the internet without TLS: whatever it carries (API keys, bearer tokens, session cookies, the user\'s data) and whatever comes back can be read and changed by anyone on the path — a Wi-Fi network, a proxy, an ISP.';

export function cleartextTransportRules(plugin: LanguagePlugin): ScanRule[] {
  if (!(plugin.flow.spec.sinks ?? []).some(isClientRow)) return [];
  let facts: Prepared | undefined;
  return [{
    id: `${plugin.id}.security.cleartext-transport`,
    specialist: 'security', severity: 'medium', languages: plugin.languages.map((info) => info.language), cwe: 'CWE-319',
    title: 'Request sent without TLS to a remote host',
    description: DESCRIPTION,
    suggestion: 'Use https:// (wss://, ftps:// or sftp) for every host outside your own network; if the partner offers no TLS endpoint, route the traffic through a tunnel or a gateway that adds it.',
    scan: (file) => memoized(file, `${plugin.id}.cleartext-transport`, () => scan(file, plugin, (facts ??= prepared(plugin))))
      .map(({ call, url, scheme, host }) => ({
        start: call.startIndex, end: call.endIndex,
        description: `The URL here is plain ${scheme}:// to ${host} (\`${url.replaceAll(HOLE, '…').slice(0, 80)}\`). ${DESCRIPTION}`,
      })),
  }];
}
