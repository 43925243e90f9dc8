/**
 * TLS connections that accept any server (CWE-295): a trust manager whose checkServerTrusted accepts every chain, a
 * hostname verifier that accepts every host, and the libraries' own accept-everything stand-ins (Apache HttpClient's
 * NoopHostnameVerifier and TrustAllStrategy, Netty's InsecureTrustManagerFactory).
 */
import type { Detection, FileContext, Node, Rule } from '../../../core/rule';
import { descendantsOf, namedChildrenOf } from '../../../core/syntax';
import { requestedInsecureMode } from '../../../rules/requested-mode';
import { isInTestCode } from './context';

const JAVA = ['java'] as const;
const IMPACT = 'Anyone on the network path (a café Wi-Fi, a compromised proxy) can present their own certificate, impersonate the server and read or change the traffic, credentials included.';

/** A type as written, without its package or type arguments: `javax.net.ssl.X509TrustManager` → `X509TrustManager`. */
const simpleName = (type: Node | null | undefined) => (type?.text ?? '').replace(/<.*$/s, '').replace(/^.*\./, '').trim();

const TRUST_MANAGER = /^X509(Extended)?TrustManager$/;
const HOSTNAME_VERIFIER = /^HostnameVerifier$/;

/** The types a class declaration or an anonymous class (`new X509TrustManager() {…}`) implements or extends. */
function implementedTypes(node: Node): string[] {
  if (node.type === 'object_creation_expression') return [simpleName(node.childForFieldName('type'))];
  const superclass = node.childForFieldName('superclass');
  const interfaces = node.childForFieldName('interfaces');
  const types = [...(superclass ? namedChildrenOf(superclass) : []), ...(interfaces ? descendantsOf(interfaces, 'type_list').flatMap(namedChildrenOf) : [])];
  return types.map(simpleName);
}

/** Classes of the file (declared or anonymous) that are one of the `wanted` types, with their bodies. */
function classesOf(file: FileContext, wanted: RegExp): Node[] {
  if (!file.tree) return [];
  return descendantsOf(file.tree.rootNode, ['class_declaration', 'object_creation_expression']).flatMap((node) => {
    const body = node.type === 'class_declaration' ? node.childForFieldName('body') : namedChildrenOf(node).find((c) => c.type === 'class_body');
    return body && implementedTypes(node).some((t) => wanted.test(t)) ? [body] : [];
  });
}

const LOGGER = /^(log|logger|LOG|LOGGER|_log|_logger|System\.(out|err))$/i;
const LOGGING = /^(trace|debug|info|warn|warning|error|fine|finer|finest|config|severe|log|print|println|printf)$/;

/** A statement that neither checks nor hands the chain on: a log line, or an empty statement. */
function isInert(statement: Node): boolean {
  if (statement.type === 'line_comment' || statement.type === 'block_comment' || statement.type === ';') return true;
  if (statement.type !== 'expression_statement') return false;
  const call = namedChildrenOf(statement)[0];
  if (call?.type !== 'method_invocation') return false;
  return LOGGER.test(call.childForFieldName('object')?.text ?? '') && LOGGING.test(call.childForFieldName('name')?.text ?? '');
}

const statementsOf = (block: Node | null | undefined) => (block ? namedChildrenOf(block).filter((s) => s.type !== 'line_comment' && s.type !== 'block_comment') : undefined);

/** `checkServerTrusted(…) { }`, or only log lines and a bare `return;`: no exception thrown, no other manager asked. */
function acceptsEveryChain(method: Node): boolean {
  const statements = statementsOf(method.childForFieldName('body'));
  if (!statements) return false;
  return statements.every((s) => isInert(s) || (s.type === 'return_statement' && namedChildrenOf(s).length === 0));
}

/** A verifier body that answers `true` whatever it is given: `-> true`, `{ return true; }`, after log lines at most. */
function alwaysTrue(body: Node | null | undefined): boolean {
  if (!body) return false;
  if (body.type === 'true') return true;
  if (body.type === 'parenthesized_expression') return alwaysTrue(namedChildrenOf(body)[0]);
  const statements = statementsOf(body.type === 'block' ? body : undefined);
  if (!statements || statements.length === 0) return false;
  const last = statements[statements.length - 1]!;
  return last.type === 'return_statement' && alwaysTrue(namedChildrenOf(last)[0]) && statements.slice(0, -1).every(isInert);
}

/** Where a finding on a method starts for a reader: its name, past the @Override on the line above. */
const methodSpan = (method: Node) => ({ start: method.childForFieldName('name')!.startIndex, end: method.childForFieldName('parameters')?.endIndex ?? method.endIndex });

/** A finding, and the node whose place decides whether it stands (test code, a branch that asked for it). */
interface Found {
  at: Node;
  detection: Detection;
}

function trustManagerFindings(file: FileContext): Found[] {
  return classesOf(file, TRUST_MANAGER).flatMap((body) => namedChildrenOf(body)
    .filter((m) => m.type === 'method_declaration' && m.childForFieldName('name')?.text === 'checkServerTrusted' && acceptsEveryChain(m))
    .map((method): Found => ({ at: body, detection: {
      ...methodSpan(method),
      description: `This trust manager's checkServerTrusted returns without throwing for every certificate chain, so an SSLContext initialised with it trusts any server, whoever signed its certificate. ${IMPACT}`,
    } })));
}

/** Calls and declarations that take a HostnameVerifier, where a lambda is one. */
const VERIFIER_SETTERS = /^(setHostnameVerifier|setDefaultHostnameVerifier|hostnameVerifier|setSSLHostnameVerifier|setHostNameVerifier)$/;

/** A lambda that stands for a HostnameVerifier: passed to a setter of one, or the value of a variable, field or method of that type. */
function isVerifierLambda(lambda: Node): boolean {
  const parent = lambda.parent;
  if (parent?.type === 'argument_list' && parent.parent?.type === 'method_invocation') return VERIFIER_SETTERS.test(parent.parent.childForFieldName('name')?.text ?? '');
  if (parent?.type === 'variable_declarator') return HOSTNAME_VERIFIER.test(simpleName(parent.parent?.childForFieldName('type')));
  if (parent?.type === 'return_statement' || parent?.type === 'lambda_expression') {
    let method: Node | null = parent;
    while (method && method.type !== 'method_declaration') method = method.parent;
    return HOSTNAME_VERIFIER.test(simpleName(method?.childForFieldName('type')));
  }
  return false;
}

function verifierFindings(file: FileContext): Found[] {
  if (!file.tree) return [];
  const description = `This hostname verifier accepts every host name, so a certificate issued for any other site is taken for this server's. ${IMPACT}`;
  const lambdas = descendantsOf(file.tree.rootNode, 'lambda_expression')
    .filter((lambda) => namedChildrenOf(lambda.childForFieldName('parameters') ?? lambda).length === 2 || /,/.test(lambda.childForFieldName('parameters')?.text ?? ''))
    .filter((lambda) => isVerifierLambda(lambda) && alwaysTrue(lambda.childForFieldName('body')))
    .map((lambda): Found => ({ at: lambda, detection: { start: lambda.startIndex, end: lambda.endIndex, description } }));
  const classes = classesOf(file, HOSTNAME_VERIFIER).flatMap((body) => namedChildrenOf(body)
    .filter((m) => m.type === 'method_declaration' && m.childForFieldName('name')?.text === 'verify' && alwaysTrue(m.childForFieldName('body')))
    .map((method): Found => ({ at: body, detection: { ...methodSpan(method), description } })));
  return [...lambdas, ...classes];
}

/**
 * The libraries' accept-everything stand-ins: Apache HttpClient's `NoopHostnameVerifier.INSTANCE`,
 * `new NoopHostnameVerifier()`, `SSLConnectionSocketFactory.ALLOW_ALL_HOSTNAME_VERIFIER`, `new AllowAllHostnameVerifier()`,
 * `TrustAllStrategy.INSTANCE`, Netty's `InsecureTrustManagerFactory.INSTANCE`, and a TrustStrategy lambda that
 * answers true (`loadTrustMaterial(null, (chain, authType) -> true)`).
 */
const STAND_INS = /^((NoopHostnameVerifier|TrustAllStrategy|InsecureTrustManagerFactory|AllowAllHostnameVerifier)\.INSTANCE|SSLConnectionSocketFactory\.ALLOW_ALL_HOSTNAME_VERIFIER|SSLSocketFactory\.ALLOW_ALL_HOSTNAME_VERIFIER)$/;

function standInFindings(file: FileContext): Found[] {
  if (!file.tree) return [];
  const root = file.tree.rootNode;
  const accessed = descendantsOf(root, 'field_access').filter((n) => STAND_INS.test(n.text.replace(/^.*\.(?=\w+\.\w+$)/, '')));
  const created = descendantsOf(root, 'object_creation_expression').filter((n) => /^(NoopHostnameVerifier|AllowAllHostnameVerifier|TrustAllStrategy)$/.test(simpleName(n.childForFieldName('type'))) && !namedChildrenOf(n).some((c) => c.type === 'class_body'));
  const strategies = descendantsOf(root, 'method_invocation')
    .filter((call) => call.childForFieldName('name')?.text === 'loadTrustMaterial')
    .flatMap((call) => namedChildrenOf(call.childForFieldName('arguments') ?? call).filter((arg) => arg.type === 'lambda_expression' && alwaysTrue(arg.childForFieldName('body'))));
  return [
    ...[...accessed, ...created].map((n): Found => ({ at: n, detection: { start: n.startIndex, end: n.endIndex, description: `${n.text} accepts every certificate or host name it is asked about. ${IMPACT}` } })),
    ...strategies.map((n): Found => ({ at: n, detection: { start: n.startIndex, end: n.endIndex, description: `This trust strategy answers true for every chain, so the SSLContext built with it trusts any server. ${IMPACT}` } })),
  ];
}

/**
 * The statement a finding sits in, for requestedInsecureMode: it stops at the first ancestor named like a function,
 * and in Java that includes a call (`method_invocation`), so the branch is looked for from the statement up.
 */
function statementOf(node: Node): Node {
  for (let current: Node | null = node; current; current = current.parent) {
    if (/statement$|^(local_variable_declaration|field_declaration)$/.test(current.type)) return current;
    if (/^(method_declaration|constructor_declaration|class_body)$/.test(current.type) && current.id !== node.id) break;
  }
  return node;
}

export const rules: Rule[] = [
  {
    id: 'java.security.tls-verification-disabled',
    specialist: 'security', severity: 'high', languages: JAVA, cwe: 'CWE-295',
    title: 'TLS certificate validation disabled',
    description: `A trust manager, hostname verifier or trust strategy accepts every server certificate or host name. ${IMPACT}`,
    suggestion: 'Keep the JDK\'s validation: to trust a private CA, load it into a KeyStore and build the trust managers with TrustManagerFactory.init(store) (delegate to them, and rethrow their CertificateException); never return from checkServerTrusted without a check, and leave the default HostnameVerifier in place.',
    scan: (file) => {
      if (!/TrustManager|HostnameVerifier|TrustAllStrategy|loadTrustMaterial|ALLOW_ALL_HOSTNAME_VERIFIER/.test(file.code)) return [];
      return [...trustManagerFindings(file), ...verifierFindings(file), ...standInFindings(file)]
        .filter(({ at }) => !isInTestCode(at) && !requestedInsecureMode(statementOf(at)))
        .map(({ detection }) => detection);
    },
  },
];
