/**
 * security rules for Go. Injection rules are taint rules over the data flow (sources, sinks and sanitisers in
 * dataflow/specs/go.ts): they report where outside input, or a parameter of unknown origin, reaches a sink.
 * Configuration rules (weak hashes and ciphers, TLS verification, cookie flags, hard-coded secrets) match the
 * syntax and judge the values they are given through constant propagation (a flag held in a variable or a package
 * constant, a hash algorithm chosen with a weak default); the ReDoS rule judges the constant pattern a
 * backtracking regexp2 is compiled from.
 */
import { valueAt } from '../../../analysis/dataflow/engine';
import type { Constant } from '../../../core/ir';
import { unescape } from '../../../analysis/dataflow/lowering';
import { textSpec } from '../../../analysis/dataflow/common-spec';
import { fieldKey, single } from '../../../analysis/dataflow/value';
import { positionAt } from '../../../core/positions';
import { flagValue, secureFlagOf, type SecureFlag } from '../../../rules/cookie-flags';
import type { Detection, FileContext, FixPlan, FlowStep, Node, Rule, RuleMatch, ScanRule, TaintHit } from '../../../core/rule';
import { looksLikeSecretName, looksLikeSecretValue } from '../../../rules/secret-names';
import { descendantsOf, enclosing, namedChildrenOf } from '../../../core/syntax';
import { judgedValue } from '../../../rules/judged-value';
import { parameterisedSql, type SqlPiece } from '../../../rules/sql-parameters';
import { taintRule } from '../../../rules/taint-rule';
import { FUNCTION_TYPES, importsPackage, isInLoop, localPackageNames } from './context';

const GO = ['go'] as const;
/** The text of a Go string literal without escapes, or undefined. */
function stringText(node: Node): string | undefined {
  if (node.type === 'raw_string_literal') return node.text.slice(1, -1);
  if (node.type === 'interpreted_string_literal' && !node.text.includes('\\')) return node.text.slice(1, -1);
  return undefined;
}

/**
 * `"… = '" + id + "'"` or `fmt.Sprintf("… = '%s'", id)` as the pieces the shared SQL parameteriser reads: constant
 * text and the source text of each value spliced in.
 */
function goSqlPieces(node: Node): SqlPiece<string>[] | undefined {
  if (node.type === 'call_expression' && node.childForFieldName('function')?.text === 'fmt.Sprintf') {
    const [format, ...values] = namedChildrenOf(node.childForFieldName('arguments')!);
    const template = format ? stringText(format) : undefined;
    if (template === undefined || template.includes('%%') || /%(?![sdv])/.test(template) || (template.match(/%[sdv]/g) ?? []).length !== values.length) return undefined;
    if (values.some((v) => v.type === 'variadic_argument')) return undefined;
    const texts = template.split(/%[sdv]/);
    return texts.flatMap((text, i): SqlPiece<string>[] => (i < values.length ? [{ text }, { value: values[i]!.text }] : [{ text }]));
  }
  const parts: Node[] = [];
  const flatten = (part: Node): void => {
    if (part.type === 'binary_expression' && part.childForFieldName('operator')?.text === '+') {
      flatten(part.childForFieldName('left')!);
      flatten(part.childForFieldName('right')!);
    } else parts.push(part);
  };
  flatten(node);
  const pieces: SqlPiece<string>[] = [];
  for (const part of parts) {
    const text = stringText(part);
    if (text !== undefined) pieces.push({ text });
    else if (part.type === 'interpreted_string_literal' || part.type === 'parenthesized_expression') return undefined;
    else pieces.push({ value: part.text });
  }
  return pieces;
}

/** A slice joined into text (`strings.Join(ids, ",")`): never a parameter. */
const isJoinedList = (value: string) => /\bJoin\s*\(/.test(value);

/** `db.Query("… = '" + id + "'")` → `db.Query("… = ?", id)`, when every value stands where SQL takes a value. */
export function parameterise(hit: TaintHit, file: FileContext): FixPlan | undefined {
  const args = hit.call.childForFieldName('arguments');
  const list = args ? namedChildrenOf(args) : [];
  // The SQL must be the last argument, built in place: the values are appended after it.
  if (list.at(-1)?.id !== hit.argument.id) return undefined;
  // PostgreSQL drivers number their placeholders; gorm takes `?` whatever the database.
  const callees = 'callee' in hit.row ? [hit.row.callee].flat() : [];
  const gorm = callees.some((callee) => /gorm\.DB\./.test(callee));
  const numbered = !gorm && (importsPackage(file, 'github.com/lib/pq') || importsPackage(file, 'github.com/jackc/pgx'));
  const pieces = goSqlPieces(hit.argument);
  const split = pieces && parameterisedSql(pieces, numbered ? 'numbered' : 'qmark', { isList: isJoinedList });
  if (!split) return undefined;
  const values = split.values.map(({ value }) => value).join(', ');
  return { description: 'Pass the values as query arguments', safety: 'safe', edits: [{ start: hit.argument.startIndex, end: hit.argument.endIndex, text: `${JSON.stringify(split.sql)}, ${values}` }] };
}

/**
 * A group that repeats without bound and holds a part that repeats without bound (`(\w+\s?)*`, `(a+)+`): a
 * backtracking engine tries exponentially many ways to split a long non-matching input between them.
 */
export function hasNestedQuantifier(pattern: string): boolean {
  const flat = pattern.replace(/\\./g, 'x').replace(/\[(?:\\.|[^\]])*\]/g, 'x');
  const open: number[] = [];
  for (let i = 0; i < flat.length; i++) {
    if (flat[i] === '(') open.push(i);
    else if (flat[i] === ')' && open.length > 0) {
      const start = open.pop()!;
      const inner = flat.slice(start + 1, i).replace(/^\?(?:[:=!>]|<?[=!]|P?<\w+>)/, '');
      const after = flat.slice(i + 1);
      if (/^(?:[*+]|\{\d+,\})/.test(after) && /[*+]|\{\d+,\}/.test(inner)) return true;
    }
  }
  return false;
}

/**
 * The constant text a pattern argument holds: what the data flow knows where it stands, else (package-level
 * declarations are not analysed as a body) the literal itself or the package constant it names.
 */
function patternTexts(file: FileContext, node: Node): string[] {
  const judged = judgedValue(file, node).constants.filter((c): c is string => typeof c === 'string');
  if (judged.length > 0) return judged;
  const literal = (n: Node | undefined): string | undefined =>
    n?.type === 'raw_string_literal' ? n.text.slice(1, -1) : n?.type === 'interpreted_string_literal' ? unescape(n.text.slice(1, -1)) : undefined;
  if (node.type !== 'identifier') return [literal(node)].filter((t): t is string => t !== undefined);
  const declared = file.tree ? descendantsOf(file.tree.rootNode, 'const_spec').filter((spec) => spec.childForFieldName('name')?.text === node.text) : [];
  return declared.map((spec) => literal(namedChildrenOf(spec.childForFieldName('value') ?? spec)[0])).filter((t): t is string => t !== undefined);
}

/** The line of a node, for descriptions. */
function lineOf(file: FileContext, node: Node): number {
  return positionAt(file.lineStarts, node.startIndex).line;
}

/** `&x`, `*x` and `(x)` are judged by `x`: `&http.Cookie{…}` by the literal. */
function operandOf(node: Node): Node {
  let current = node;
  for (;;) {
    const operator = current.type === 'unary_expression' ? current.childForFieldName('operator')?.text : undefined;
    const inner = current.type === 'parenthesized_expression' ? namedChildrenOf(current)[0]
      : operator === '&' || operator === '*' ? current.childForFieldName('operand') ?? undefined : undefined;
    if (!inner) return current;
    current = inner;
  }
}

function argumentsOf(call: Node): Node[] {
  const list = call.childForFieldName('arguments');
  return list ? namedChildrenOf(list).filter((c) => c.type !== 'comment') : [];
}

/** A Go literal written in place (`true`, `-1`, `"x"`), or undefined. */
function literalConstant(node: Node): Constant | undefined {
  if (node.type === 'true') return true;
  if (node.type === 'false') return false;
  if (node.type === 'int_literal') return Number(node.text.replace(/_/g, ''));
  if (node.type === 'unary_expression' && node.childForFieldName('operator')?.text === '-') {
    const operand = node.childForFieldName('operand');
    const n = operand ? literalConstant(operand) : undefined;
    return typeof n === 'number' ? -n : undefined;
  }
  if (node.type === 'raw_string_literal') return node.text.slice(1, -1);
  if (node.type === 'interpreted_string_literal') return unescape(node.text.slice(1, -1));
  return undefined;
}

/**
 * The constants a value may hold: what the data flow knows where it stands; else (package-level declarations are
 * not analysed as a body, so a `var client = &http.Client{…}` at package level has no flow) the literal itself,
 * or the literal a package-level constant or variable of that name is declared with.
 */
function constantsOf(file: FileContext, node: Node): readonly Constant[] {
  const judged = judgedValue(file, node).constants;
  if (judged.length > 0) return judged;
  const written = literalConstant(operandOf(node));
  if (written !== undefined) return [written];
  // Only where the flow has nothing to say: a local of unknown value is not the package-level name it shadows.
  if (node.type !== 'identifier' || !file.tree || valueAt(file, node) !== undefined) return [];
  const declared = namedChildrenOf(file.tree.rootNode)
    .filter((n) => n.type === 'const_declaration' || n.type === 'var_declaration')
    .flatMap((n) => descendantsOf(n, ['const_spec', 'var_spec']))
    .filter((spec) => spec.childrenForFieldName('name').some((name) => name?.text === node.text));
  if (declared.length !== 1) return [];
  const names = declared[0]!.childrenForFieldName('name').filter((n): n is Node => n !== null);
  const values = namedChildrenOf(declared[0]!.childForFieldName('value') ?? declared[0]!);
  const value = values[names.findIndex((n) => n.text === node.text)];
  const constant = value ? literalConstant(value) : undefined;
  return constant === undefined ? [] : [constant];
}

/** Where a judged value came from, for a description and its flow (empty for a literal written in place). */
function originOf(file: FileContext, node: Node): { origin: string; flow: FlowStep[] } {
  if (literalConstant(node) !== undefined) return { origin: '', flow: [] };
  const judged = judgedValue(file, node);
  if (judged.origin) return { origin: judged.origin, flow: judged.flow };
  const constants = constantsOf(file, node);
  return { origin: constants.length > 0 && node.type === 'identifier' ? ` (\`${node.text}\` is ${constants.map((c) => JSON.stringify(c)).join(' or ')})` : '', flow: [] };
}

/** The function (declaration, method or literal) a node is in. */
function functionOf(node: Node): Node | undefined {
  return enclosing(node, FUNCTION_TYPES);
}

/** A call's callee is `pkg.name` for one of the names the file knows the package by. */
function callsPackage(file: FileContext, call: Node, path: string, names?: readonly string[]): boolean {
  const fn = call.childForFieldName('function');
  if (fn?.type !== 'selector_expression') return false;
  const operand = fn.childForFieldName('operand');
  return operand?.type === 'identifier' && localPackageNames(file, path).has(operand.text) && (!names || names.includes(fn.childForFieldName('field')?.text ?? ''));
}

/**
 * Where an expression's value is put: climbing through the calls, conversions, slices and concatenations that
 * carry it (`hex.EncodeToString(sum[:])`, `fmt.Sprintf("%x", …)`), the node it ends in and how it is held there.
 */
function destinationOf(node: Node): { holder: Node; end: Node } | undefined {
  let current = node;
  for (;;) {
    const parent = current.parent;
    if (!parent) return undefined;
    if (['parenthesized_expression', 'binary_expression', 'slice_expression', 'type_conversion_expression', 'unary_expression'].includes(parent.type)) current = parent;
    else if (parent.type === 'index_expression' && parent.childForFieldName('operand')?.id === current.id) current = parent;
    else if (parent.type === 'argument_list' && parent.parent?.type === 'call_expression' && !isSinkCall(parent.parent)) current = parent.parent;
    else if (parent.type === 'selector_expression' && parent.parent?.type === 'call_expression' && parent.parent.childForFieldName('function')?.id === parent.id) current = parent.parent;
    else return { holder: parent, end: current };
  }
}

/** Calls that consume a value rather than transform it: a header set, a cookie set (a destination, not a carrier). */
function isSinkCall(call: Node): boolean {
  const field = call.childForFieldName('function')?.childForFieldName('field')?.text ?? '';
  return /^(Set|Add|Header|SetCookie|Cookie)$/.test(field);
}

/** The name a value is stored under at its destination: a variable, a field, a string key, a keyed element. */
function storedName(holder: Node, end: Node): { name: string; target: Node; statement: Node } | undefined {
  if (holder.type === 'expression_list' && ['short_var_declaration', 'assignment_statement'].includes(holder.parent?.type ?? '')) {
    const statement = holder.parent!;
    if (statement.childForFieldName('right')?.id !== holder.id) return undefined;
    const rights = namedChildrenOf(holder);
    const lefts = namedChildrenOf(statement.childForFieldName('left')!);
    const target = lefts[lefts.length === rights.length ? rights.findIndex((r) => r.id === end.id) : 0];
    return target ? nameOfTarget(target, statement) : undefined;
  }
  if (holder.type === 'expression_list' && holder.parent?.type === 'var_spec') {
    const statement = holder.parent;
    const names = statement.childrenForFieldName('name').filter((n): n is Node => n !== null);
    const target = names[names.length === namedChildrenOf(holder).length ? namedChildrenOf(holder).findIndex((r) => r.id === end.id) : 0];
    return target ? { name: target.text, target, statement } : undefined;
  }
  if (holder.type === 'literal_element' && holder.parent?.type === 'keyed_element' && holder.parent.childForFieldName('value')?.id === holder.id) {
    const key = holder.parent.childForFieldName('key');
    const inner = key ? namedChildrenOf(key)[0] ?? key : undefined;
    if (!inner) return undefined;
    const name = inner.type === 'identifier' ? inner.text : literalConstant(inner);
    return typeof name === 'string' ? { name, target: inner, statement: holder.parent } : undefined;
  }
  return undefined;
}

function nameOfTarget(target: Node, statement: Node): { name: string; target: Node; statement: Node } | undefined {
  if (target.type === 'identifier') return target.text === '_' ? undefined : { name: target.text, target, statement };
  if (target.type === 'selector_expression') return { name: target.childForFieldName('field')!.text, target, statement };
  if (target.type === 'index_expression') {
    const index = target.childForFieldName('index');
    const key = index ? literalConstant(index) : undefined;
    return typeof key === 'string' ? { name: key, target, statement } : undefined;
  }
  return undefined;
}

/** The reads of a local variable after a point, within a function (not the places it is assigned). */
function readsAfter(fn: Node, name: string, after: number): Node[] {
  return descendantsOf(fn, 'identifier').filter((id) => id.text === name && id.startIndex >= after && !isAssignedAt(id));
}

function isAssignedAt(id: Node): boolean {
  const list = id.parent;
  return list?.type === 'expression_list' && ['short_var_declaration', 'assignment_statement'].includes(list.parent?.type ?? '') && list.parent!.childForFieldName('left')?.id === list.id;
}

/** A taint rule that also reports what another scan of the file finds (a flow the data flow does not follow). */
export function withExtraScan(rule: ScanRule, extra: (file: FileContext) => Detection[]): ScanRule {
  return { ...rule, scan: (file) => [...rule.scan(file), ...extra(file)] };
}

/** The names the shared `weak-random` rows treat as secrets (`token`, `resetCode`, `sid`, `apiKey`…). */
const SECRET_PLACES = (textSpec.namedSinks ?? []).filter((row) => row.kind === 'weak-random').map((row) => ({ names: new RegExp(row.names, 'i'), except: row.except ? new RegExp(row.except, 'i') : undefined }));
const namesSecret = (name: string): boolean => SECRET_PLACES.some((p) => p.names.test(name) && !p.except?.test(name));
/** Function names that act on a value rather than produce one (what `sendResetCode` returns is no reset code). */
const CONSUMING_VERB = /^_*(send|save|store|check|verify|validate|log|notify|delete|revoke|set|update|handle|process|mail|email|print|write|render|compare|hash|encrypt|expire|invalidate|clear|use)/i;

/** Where a value filled from math/rand ends up as a secret: a variable, field or key named for one, a cookie value, a secret-named function's result. */
function secretPlaceOf(fn: Node, name: string, after: number, depth = 0): { node: Node; name: string } | undefined {
  for (const read of readsAfter(fn, name, after)) {
    const destination = destinationOf(read);
    if (!destination) continue;
    const { holder, end } = destination;
    if (holder.type === 'return_statement' || (holder.type === 'expression_list' && holder.parent?.type === 'return_statement')) {
      const owner = functionOf(holder);
      const fnName = owner?.childForFieldName('name')?.text;
      if (fnName && namesSecret(fnName) && !CONSUMING_VERB.test(fnName)) return { node: holder.type === 'return_statement' ? holder : holder.parent!, name: `the result of \`${fnName}\`` };
      continue;
    }
    const stored = storedName(holder, end);
    if (!stored) continue;
    const cookie = stored.statement.type === 'keyed_element' && stored.name === 'Value' && /(^|\.)Cookie$/.test(enclosing(stored.statement, ['composite_literal'])?.childForFieldName('type')?.text ?? '');
    if (namesSecret(stored.name) || cookie) return { node: stored.statement, name: cookie ? 'a cookie value' : `\`${stored.name}\`` };
    if (depth < 2 && stored.target.type === 'identifier') {
      const further = secretPlaceOf(fn, stored.name, stored.statement.endIndex, depth + 1);
      if (further) return further;
    }
  }
  return undefined;
}

/**
 * `rand.Read(buf)` (math/rand) fills the slice it is given: a write into an argument that the data flow does not
 * follow (it follows `&v` pointers), so the slice's later reads in the function are followed here — through the
 * calls and variables that carry it — to a place named for a secret, as the taint rows would.
 */
export function randomFilledSecrets(file: FileContext): Detection[] {
  if (!file.tree) return [];
  const packages = localPackageNames(file, 'math/rand');
  // Without math/rand imported, no Read can be its own.
  if (packages.size === 0) return [];
  const detections: Detection[] = [];
  for (const call of descendantsOf(file.tree.rootNode, 'call_expression')) {
    const callee = call.childForFieldName('function');
    if (callee?.type !== 'selector_expression' || callee.childForFieldName('field')?.text !== 'Read') continue;
    const operand = callee.childForFieldName('operand')!;
    const fromMathRand = operand.type === 'identifier' && packages.has(operand.text) ? true : valueAt(file, operand)?.type === 'math/rand.Rand';
    if (!fromMathRand) continue;
    let buffer = argumentsOf(call)[0];
    while (buffer?.type === 'slice_expression') buffer = buffer.childForFieldName('operand') ?? undefined;
    const fn = functionOf(call);
    if (buffer?.type !== 'identifier' || !fn) continue;
    const place = secretPlaceOf(fn, buffer.text, call.endIndex);
    if (!place) continue;
    detections.push({
      start: place.node.startIndex,
      end: place.node.endIndex,
      description: `\`${buffer.text}\` is filled by math/rand's Read (line ${lineOf(file, call)}) and becomes ${place.name} here, a security-sensitive value. math/rand is not a cryptographic generator: its output can be predicted, so the value can be guessed.`,
      flow: [
        { start: call.startIndex, end: call.endIndex, note: 'source: math/rand fills the slice' },
        { start: place.node.startIndex, end: place.node.endIndex, note: 'sink: reaches a security-sensitive value' },
      ],
    });
  }
  return detections;
}

/** A cookie (`&http.Cookie{…}`, a cookie variable) sent without Secure: `off` (false, or may be false) or `missing`. */
function insecureCookie(file: FileContext, node: Node): 'off' | 'missing' | undefined {
  const cookie = operandOf(node);
  const value = valueAt(file, cookie);
  // Only a value known to be a cookie struct (net/http's, fiber's): what an unknown call returned is not judged.
  if (!value?.type || !/(^|\.)Cookie$/.test(value.type)) return undefined;
  // Deleting a cookie (a negative MaxAge, an empty value) sends nothing worth protecting.
  const maxAge = value.fields?.get('MaxAge');
  const content = value.fields?.get('Value');
  if ((maxAge && typeof single(maxAge) === 'number' && (single(maxAge) as number) < 0) || (content && single(content) === '')) return undefined;
  const flag = secureFlagOf(file, cookie, 'Secure');
  return flag === 'off' || flag === 'missing' ? flag : undefined;
}

/** What a cookie-setting call sends: gin's positional `secure`, or the cookie struct it is given. */
function cookieCall(m: RuleMatch): { secure: Node } | { cookie: Node } | undefined {
  const fn = m.captures.fn!.text;
  const args = argumentsOf(m.target);
  // gin: c.SetCookie(name, value, maxAge, path, domain, secure, httpOnly).
  if (fn === 'SetCookie' && args.length === 7) return { secure: args[5]! };
  // net/http: http.SetCookie(w, cookie).
  if (fn === 'SetCookie' && args.length === 2 && localPackageNames(m.file, 'net/http').has(m.captures.receiver!.text)) return { cookie: args[1]! };
  // echo: c.SetCookie(cookie); fiber: c.Cookie(&fiber.Cookie{…}) (request reads `r.Cookie("name")` take a string, not a cookie).
  if (args.length === 1) return { cookie: args[0]! };
  return undefined;
}

/** Session middleware whose `Options` struct sets the session cookie's attributes (gorilla and gin-contrib sessions). */
const SESSION_PACKAGES = ['github.com/gorilla/sessions', 'github.com/gin-contrib/sessions'];

/** `sessions.Options{…}` with Secure false or missing (a negative MaxAge deletes the session: nothing to protect). */
function sessionOptionsInsecure(file: FileContext, literal: Node, pkg: Node): boolean {
  if (!SESSION_PACKAGES.some((path) => localPackageNames(file, path).has(pkg.text))) return false;
  const flag = literalSecureFlag(file, literal);
  return flag === 'off' || flag === 'missing';
}

/**
 * The Secure setting of a struct literal: through the flow where it stands in a function; at package level (not
 * analysed as a body) from its keyed elements, the value judged as a literal or a package constant.
 */
function literalSecureFlag(file: FileContext, literal: Node): SecureFlag | 'deleted' {
  const value = valueAt(file, literal);
  if (value) {
    const maxAge = value.fields?.get('MaxAge');
    if (maxAge && typeof single(maxAge) === 'number' && (single(maxAge) as number) < 0) return 'deleted';
    return secureFlagOf(file, literal, 'Secure');
  }
  const elements = namedChildrenOf(literal.childForFieldName('body') ?? literal).filter((e) => e.type === 'keyed_element');
  const setting = (key: string) => {
    const element = elements.find((e) => e.childForFieldName('key')?.text === key);
    const inner = element?.childForFieldName('value');
    return inner ? namedChildrenOf(inner)[0] ?? inner : undefined;
  };
  const maxAge = setting('MaxAge');
  if (maxAge && constantsOf(file, maxAge).some((c) => typeof c === 'number' && c < 0)) return 'deleted';
  const secure = setting('Secure');
  if (!secure) return 'missing';
  const constants = constantsOf(file, secure);
  if (constants.includes(false)) return 'off';
  return constants.length > 0 && constants.every((c) => c === true) ? 'on' : 'unknown';
}

function ginCookieDeleted(file: FileContext, args: readonly Node[]): boolean {
  const maxAge = constantsOf(file, args[2]!);
  const value = constantsOf(file, args[1]!);
  return maxAge.some((c) => typeof c === 'number' && c < 0) || (value.length === 1 && value[0] === '');
}

/** Ciphers with known practical attacks or 64-bit blocks, by package: the constructors that make them. */
const WEAK_CIPHERS: readonly { path: string; functions: readonly string[]; name: string }[] = [
  { path: 'crypto/des', functions: ['NewCipher'], name: 'DES (a 56-bit key)' },
  { path: 'crypto/des', functions: ['NewTripleDESCipher'], name: '3DES (a 64-bit block, deprecated: Sweet32)' },
  { path: 'crypto/rc4', functions: ['NewCipher'], name: 'RC4 (a biased keystream)' },
  { path: 'golang.org/x/crypto/blowfish', functions: ['NewCipher', 'NewSaltedCipher'], name: 'Blowfish (a 64-bit block)' },
  { path: 'golang.org/x/crypto/cast5', functions: ['NewCipher'], name: 'CAST5 (a 64-bit block)' },
  { path: 'golang.org/x/crypto/tea', functions: ['NewCipher', 'NewCipherWithRounds'], name: 'TEA (related-key attacks, a 64-bit block)' },
  { path: 'golang.org/x/crypto/xtea', functions: ['NewCipher'], name: 'XTEA (a 64-bit block)' },
];

function weakCipherOf(file: FileContext, call: Node): string | undefined {
  return WEAK_CIPHERS.find((cipher) => callsPackage(file, call, cipher.path, cipher.functions))?.name;
}

/**
 * A block cipher's own Encrypt/Decrypt called block by block in a loop is ECB mode: equal plaintext blocks give
 * equal ciphertext blocks. Only when the function sets up no mode of operation (crypto/cipher's NewGCM, NewCBC…,
 * NewCTR…) and the loop chains nothing itself (no XOR: a hand-written CBC or CTR).
 */
function isEcbUse(file: FileContext, call: Node, block: Node): boolean {
  if (valueAt(file, block)?.type !== 'crypto/cipher.Block' || !isInLoop(call)) return false;
  const fn = functionOf(call);
  const loop = enclosing(call, ['for_statement'], FUNCTION_TYPES);
  if (!fn || !loop) return false;
  if (descendantsOf(fn, 'call_expression').some((c) => callsPackage(file, c, 'crypto/cipher'))) return false;
  const xor = descendantsOf(loop, ['binary_expression', 'assignment_statement']).some((n) => /^\^=?$/.test((n.childForFieldName('operator') ?? childOperator(n))?.text ?? ''))
    || descendantsOf(loop, 'call_expression').some((c) => /XOR/i.test(c.childForFieldName('function')?.text ?? ''));
  return !xor;
}

/** The operator token of an assignment statement (`=`, `^=`), which the grammar does not name as a field. */
function childOperator(node: Node): Node | undefined {
  for (let i = 0; i < node.childCount; i++) {
    const child = node.child(i);
    if (child && !child.isNamed && /=$/.test(child.type)) return child;
  }
  return undefined;
}

/**
 * A TLS config that skips the default verification but checks the certificate itself (pinning, a private
 * verification callback): `VerifyPeerCertificate` or `VerifyConnection` set in the same literal, or assigned in the
 * same function as the `InsecureSkipVerify = true` statement.
 */
function verifiesItself(setting: Node): boolean {
  const CUSTOM = /^(VerifyPeerCertificate|VerifyConnection)$/;
  const isSet = (value: Node | null | undefined) => value !== null && value !== undefined && value.text !== 'nil';
  if (setting.type === 'keyed_element') {
    const body = setting.parent;
    return body !== null && namedChildrenOf(body).some((e) => e.type === 'keyed_element' && CUSTOM.test(e.childForFieldName('key')?.text ?? '') && isSet(e.childForFieldName('value')));
  }
  const fn = functionOf(setting);
  return fn !== undefined && descendantsOf(fn, 'assignment_statement').some((a) => {
    const left = namedChildrenOf(a.childForFieldName('left')!)[0];
    return left?.type === 'selector_expression' && CUSTOM.test(left.childForFieldName('field')?.text ?? '') && isSet(namedChildrenOf(a.childForFieldName('right')!)[0]);
  });
}

/** Hash packages whose functions (`md5.New`, `sha1.Sum`) make a weak digest. */
const WEAK_HASH_PACKAGES: readonly { path: string; name: string }[] = [
  { path: 'crypto/md5', name: 'MD5' },
  { path: 'crypto/sha1', name: 'SHA-1' },
  { path: 'golang.org/x/crypto/md4', name: 'MD4' },
  { path: 'golang.org/x/crypto/ripemd160', name: 'RIPEMD-160' },
];
/** Weak `crypto.Hash` values and hash constructors, by the qualified name the data flow gives them. */
const WEAK_HASH_VALUES: ReadonlyMap<string, string> = new Map([
  ['crypto.MD4', 'MD4'], ['crypto.MD5', 'MD5'], ['crypto.SHA1', 'SHA-1'], ['crypto.MD5SHA1', 'MD5+SHA-1'], ['crypto.RIPEMD160', 'RIPEMD-160'],
  ...WEAK_HASH_PACKAGES.map((p) => [`${p.path}.New`, p.name] as [string, string]),
]);

interface WeakHash {
  name: string;
  origin: string;
  flow: FlowStep[];
}

/**
 * The weak hash a value selects, judged through the flow: a `crypto.Hash` (`crypto.MD5`, a constant naming it),
 * a constructor looked up in a map by a key whose constant is known (`hashes[alg]` with `alg` defaulting to
 * "md5"), a variable that is set to one on the way where paths meet (`alg, ok := table[name]; if !ok { alg =
 * crypto.MD5 }`), or a function of the file that returns one.
 */
function weakHashOf(file: FileContext, expression: Node, depth = 0): WeakHash | undefined {
  const node = operandOf(expression);
  const value = valueAt(file, node);
  const qname = value?.qname;
  if (qname !== undefined) {
    const name = WEAK_HASH_VALUES.get(qname);
    // A single known hash where it is used decides, whatever was assigned before.
    return name ? { name, origin: node.type === 'identifier' ? ` (\`${node.text}\` is ${qname})` : '', flow: [] } : undefined;
  }
  if (depth > 2) return undefined;
  if (node.type === 'index_expression') {
    const table = valueAt(file, node.childForFieldName('operand')!);
    const index = node.childForFieldName('index');
    if (!table?.fields || !index) return undefined;
    const key = judgedValue(file, index);
    for (const constant of key.constants) {
      const entry = table.fields.get(fieldKey(constant));
      const name = entry?.qname ? WEAK_HASH_VALUES.get(entry.qname) : undefined;
      if (name) return { name, origin: ` (\`${index.text}\` is ${JSON.stringify(constant)}, which selects ${entry!.qname})`, flow: key.flow };
    }
    return undefined;
  }
  const fn = functionOf(node);
  if (node.type === 'identifier' && fn) {
    for (const assignment of descendantsOf(fn, ['short_var_declaration', 'assignment_statement', 'var_spec'])) {
      if (assignment.startIndex >= node.startIndex || functionOf(assignment)?.id !== fn.id) continue;
      const lefts = assignment.type === 'var_spec' ? assignment.childrenForFieldName('name').filter((n): n is Node => n !== null) : namedChildrenOf(assignment.childForFieldName('left')!);
      const at = lefts.findIndex((left) => left.type === 'identifier' && left.text === node.text);
      if (at === -1) continue;
      const rights = namedChildrenOf(assignment.childForFieldName(assignment.type === 'var_spec' ? 'value' : 'right') ?? assignment).filter((c) => c.type !== 'comment');
      const assigned = valueAt(file, lefts[at]!)?.qname;
      const name = assigned ? WEAK_HASH_VALUES.get(assigned) : undefined;
      if (name) return { name, origin: ` (\`${node.text}\` is set to ${assigned} on line ${lineOf(file, assignment)})`, flow: [{ start: assignment.startIndex, end: assignment.endIndex, note: `\`${node.text}\` set to ${assigned}` }, { start: node.startIndex, end: node.endIndex, note: 'used here' }] };
      const right = rights.length === lefts.length ? rights[at] : undefined;
      const inner = right ? weakHashOf(file, right, depth + 1) : undefined;
      if (inner) return inner;
    }
  }
  if (node.type === 'call_expression' && node.childForFieldName('function')?.type === 'identifier' && file.tree) {
    const name = node.childForFieldName('function')!.text;
    const declaration = namedChildrenOf(file.tree.rootNode).find((d) => d.type === 'function_declaration' && d.childForFieldName('name')?.text === name);
    for (const ret of declaration ? descendantsOf(declaration, 'return_statement').filter((r) => functionOf(r)?.id === declaration.id) : []) {
      const returned = namedChildrenOf(ret)[0];
      const first = returned?.type === 'expression_list' ? namedChildrenOf(returned)[0] : returned;
      const inner = first ? weakHashOf(file, first, depth + 1) : undefined;
      if (inner) return { name: inner.name, origin: ` (\`${name}\` returns ${first!.text} on line ${lineOf(file, ret)})`, flow: [{ start: ret.startIndex, end: ret.endIndex, note: `\`${name}\` returns ${first!.text}` }, { start: node.startIndex, end: node.endIndex, note: 'used here' }] };
    }
  }
  return undefined;
}

/** A variable named for a cache validator: an ETag or a cache key. */
const CACHE_NAME = /(^|_)e_?tag$|etag$|cache_?key$/i;
/** Hashed input that is evidently secret: such a digest is not a cache validator, whatever its name. */
const SECRET_INPUT = /pass|pwd|secret|token|credential|salt|private/i;

/**
 * Whether a digest ends, every time, where a cache validator goes: an `ETag` header, or a variable named
 * etag/cacheKey whose own uses go nowhere else; followed through one intermediate variable (`sum := md5.Sum(b);
 * etag := hex.EncodeToString(sum[:])`).
 */
function goesToCacheValidator(fn: Node, digest: Node, depth = 0): boolean {
  const destination = destinationOf(digest);
  if (!destination) return false;
  const { holder, end } = destination;
  if (holder.type === 'argument_list' && holder.parent?.type === 'call_expression') {
    const args = namedChildrenOf(holder);
    const header = args[0] ? literalConstant(args[0]) : undefined;
    return args[1]?.id === end.id && typeof header === 'string' && /^etag$/i.test(header) && /(^|\.)(Set|Add|Header)$/.test(holder.parent.childForFieldName('function')?.text ?? '');
  }
  const stored = storedName(holder, end);
  if (!stored || stored.target.type !== 'identifier') return false;
  if (CACHE_NAME.test(stored.name)) return true;
  if (depth > 0) return false;
  const reads = readsAfter(fn, stored.name, stored.statement.endIndex);
  return reads.length > 0 && reads.every((read) => goesToCacheValidator(fn, read, depth + 1));
}

/**
 * An MD5/SHA-1 digest used only as a cache validator (an ETag, a cache key) of content that is not secret: a
 * collision there costs a stale cache entry, not security, so it is not reported. Kept narrow on purpose: every
 * digest the hash makes must end in an `ETag` header or a variable named etag/cacheKey (not "checksum",
 * "fingerprint" or "id": those often guard integrity or identity), and nothing hashed may be named like a secret.
 */
function isCacheValidatorDigest(call: Node, fn: string): boolean {
  const body = functionOf(call);
  if (!body) return false;
  if (fn === 'Sum') return !SECRET_INPUT.test(call.childForFieldName('arguments')?.text ?? '') && goesToCacheValidator(body, call);
  // `h := md5.New()`: the digests are `h.Sum(…)`; the input is what is written to `h`.
  const stored = destinationOf(call);
  const hasher = stored ? storedName(stored.holder, stored.end) : undefined;
  if (!hasher || hasher.target.type !== 'identifier') return false;
  const uses = readsAfter(body, hasher.name, hasher.statement.endIndex);
  const digests = uses.flatMap((use) => {
    const selector = use.parent;
    return selector?.type === 'selector_expression' && selector.childForFieldName('field')?.text === 'Sum' && selector.parent?.type === 'call_expression' ? [selector.parent] : [];
  });
  const inputs = uses.map((use) => enclosing(use, ['call_expression'])?.text ?? '');
  return digests.length > 0 && !inputs.some((text) => SECRET_INPUT.test(text)) && digests.every((digest) => goesToCacheValidator(body, digest));
}

/** The weak hash a matched call makes, or undefined: a weak package's New/Sum, or a `crypto.Hash` / constructor judged weak. */
function weakHashCall(m: RuleMatch): WeakHash | undefined {
  const hash = m.captures.hash!;
  const fn = m.captures.fn?.text;
  if (fn && hash.type === 'identifier') {
    const weak = WEAK_HASH_PACKAGES.find((p) => localPackageNames(m.file, p.path).has(hash.text));
    if (weak) return isCacheValidatorDigest(m.target, fn) ? undefined : { name: weak.name, origin: '', flow: [] };
  }
  if (fn !== undefined && fn !== 'New') return undefined;
  if (argumentsOf(m.target).length > 0) return undefined;
  const judged = weakHashOf(m.file, hash);
  return judged && !isCacheValidatorDigest(m.target, 'New') ? judged : undefined;
}

export const rules: Rule[] = [
  taintRule({
    id: 'go.security.xss-response', kind: 'xss', rows: 'xss-response',
    specialist: 'security', severity: 'high', languages: GO,
    title: 'Outside input written into the response',
    description: 'Writing a request value straight into the response (w.Write, fmt.Fprintf(w, …), text/template, echo c.HTML) lets markup in it run script in the page (reflected cross-site scripting).',
    suggestion: 'Render HTML with html/template, or escape the value with html.EscapeString; send plain text with a text/plain Content-Type.',
  }),
  {
    id: 'go.security.redos',
    specialist: 'security', severity: 'medium', languages: GO, cwe: 'CWE-1333',
    title: 'Backtracking regular expression with nested repetition',
    description: 'regexp2 backtracks: a pattern that repeats a repeating group, such as (\\w+\\s?)*, takes exponential time on a long input that almost matches, so one request can occupy a CPU (ReDoS).',
    suggestion: 'Use Go\'s regexp package (RE2, linear time) for this pattern, rewrite it without nested repetition, or set MatchTimeout on the regexp2 value.',
    query: `(call_expression function: (selector_expression operand: (identifier) @pkg field: (field_identifier) @fn (#any-of? @fn "Compile" "MustCompile")) arguments: (argument_list . (_) @pattern)) @target`,
    where: (m) => localPackageNames(m.file, 'github.com/dlclark/regexp2').has(m.captures.pkg!.text) && patternTexts(m.file, m.captures.pattern!).some(hasNestedQuantifier),
    detail: (m) => {
      const judged = judgedValue(m.file, m.captures.pattern!);
      return { description: `The regexp2 pattern repeats a repeating group${judged.origin}; regexp2 backtracks, so a long input that almost matches takes exponential time (ReDoS).`, flow: judged.flow };
    },
  },
  {
    id: 'go.security.weak-hash',
    specialist: 'security', severity: 'medium', languages: GO, cwe: 'CWE-328',
    title: 'Weak hash algorithm (MD5/SHA-1)',
    description: 'MD5 and SHA-1 have practical collision attacks; they must not protect integrity, signatures or passwords.',
    suggestion: 'Use crypto/sha256 (or better); for passwords use golang.org/x/crypto/bcrypt or argon2.',
    query: `
      (call_expression function: (selector_expression operand: (_) @hash field: (field_identifier) @fn (#any-of? @fn "New" "Sum"))) @target
      (call_expression function: (index_expression) @hash) @target`,
    where: (m) => weakHashCall(m) !== undefined,
    detail: (m) => {
      const weak = weakHashCall(m)!;
      return { description: `The digest is ${weak.name}${weak.origin}. MD5 and SHA-1 have practical collision attacks; they must not protect integrity, signatures or passwords.`, flow: weak.flow };
    },
  },
  {
    id: 'go.security.weak-cipher',
    specialist: 'security', severity: 'high', languages: GO, cwe: 'CWE-327',
    title: 'Broken cipher or ECB mode',
    description: 'DES, 3DES, RC4, Blowfish, CAST5 and (X)TEA are broken or have 64-bit blocks, and a block cipher applied block by block (ECB mode) shows which plaintext blocks are equal.',
    suggestion: 'Use AES-GCM (aes.NewCipher, then cipher.NewGCM, with a random nonce per message) or golang.org/x/crypto/chacha20poly1305.',
    query: `
      (call_expression function: (selector_expression operand: (identifier) @pkg field: (field_identifier) @fn (#any-of? @fn "NewCipher" "NewTripleDESCipher" "NewSaltedCipher" "NewCipherWithRounds"))) @target
      (call_expression function: (selector_expression operand: (_) @block field: (field_identifier) @fn (#any-of? @fn "Encrypt" "Decrypt")) arguments: (argument_list . (_) . (_) .)) @target`,
    where: (m) => (m.captures.pkg ? weakCipherOf(m.file, m.target) !== undefined : isEcbUse(m.file, m.target, m.captures.block!)),
    detail: (m) => ({
      description: m.captures.pkg
        ? `The cipher is ${weakCipherOf(m.file, m.target)!}: it is broken or too weak to protect data today.`
        : `\`${m.captures.block!.text}\` is a block cipher applied to each block on its own in a loop, with no mode of operation: that is ECB mode, where equal plaintext blocks give equal ciphertext blocks, so patterns in the data show through.`,
    }),
  },
  {
    id: 'go.security.insecure-cookie',
    fixes: { safety: 'safe', note: 'the cookie is no longer sent over plain HTTP' },
    specialist: 'security', severity: 'medium', languages: GO, cwe: 'CWE-614',
    title: 'Cookie sent over plain HTTP',
    description: 'A cookie without the Secure attribute is also sent over unencrypted HTTP, where anyone on the network path can read it.',
    suggestion: 'Set Secure: true (and HttpOnly: true, SameSite) on session and authentication cookies; with gin pass secure=true to c.SetCookie.',
    query: `
      (call_expression function: (selector_expression operand: (_) @receiver field: (field_identifier) @fn (#any-of? @fn "SetCookie" "Cookie")) arguments: (argument_list)) @target
      (composite_literal type: (qualified_type package: (package_identifier) @pkg name: (type_identifier) @options (#eq? @options "Options"))) @target`,
    where: (m) => {
      if (m.captures.options) return sessionOptionsInsecure(m.file, m.target, m.captures.pkg!);
      const sent = cookieCall(m);
      if (!sent) return false;
      // secure=false written in place, held by a variable on some path, or a package constant (a package-level
      // declaration the flow does not analyse).
      if ('secure' in sent) return !ginCookieDeleted(m.file, argumentsOf(m.target)) && (flagValue(m.file, sent.secure) === false || constantsOf(m.file, sent.secure).includes(false));
      return insecureCookie(m.file, sent.cookie) !== undefined;
    },
    detail: (m) => {
      if (m.captures.options) {
        const missing = literalSecureFlag(m.file, m.target) === 'missing';
        return { description: `The session store's cookie options ${missing ? 'have no Secure field' : 'set Secure: false'}, so the session cookie is also sent over unencrypted HTTP, where anyone on the network path can read it.` };
      }
      const sent = cookieCall(m)!;
      if ('secure' in sent) {
        const { origin, flow } = originOf(m.file, sent.secure);
        return { description: `The cookie is set with secure=false${origin}, so the browser also sends it over unencrypted HTTP, where anyone on the network path can read it.`, flow };
      }
      const missing = insecureCookie(m.file, sent.cookie) === 'missing';
      return { description: `The cookie ${missing ? 'has no Secure field' : 'is set with Secure: false'}, so the browser also sends it over unencrypted HTTP, where anyone on the network path can read it.` };
    },
    fix: (m) => {
      if (m.captures.options) return undefined;
      const sent = cookieCall(m);
      if (sent && 'secure' in sent) return sent.secure.type === 'false' ? { description: 'Send the cookie over HTTPS only', safety: 'safe', edits: [{ start: sent.secure.startIndex, end: sent.secure.endIndex, text: 'true' }] } : undefined;
      // `Secure: false` written in the literal passed here.
      const literal = sent ? operandOf(sent.cookie) : undefined;
      const element = literal?.type === 'composite_literal' ? namedChildrenOf(literal.childForFieldName('body')!).find((e) => e.type === 'keyed_element' && e.childForFieldName('key')?.text === 'Secure') : undefined;
      const value = element?.childForFieldName('value');
      return value?.text === 'false' ? { description: 'Send the cookie over HTTPS only', safety: 'safe', edits: [{ start: value.startIndex, end: value.endIndex, text: 'true' }] } : undefined;
    },
  },
  {
    id: 'go.security.tls-verification-disabled',
    fixes: { safety: 'safe', note: 'only servers with invalid certificates are refused' },
    specialist: 'security', severity: 'high', languages: GO, cwe: 'CWE-295',
    title: 'TLS certificate verification disabled',
    description: 'InsecureSkipVerify accepts any certificate, so anyone on the network path can impersonate the server.',
    suggestion: 'Remove InsecureSkipVerify; to trust a private CA, set RootCAs to a pool with its certificate.',
    query: `
      (keyed_element key: (literal_element (identifier) @key (#eq? @key "InsecureSkipVerify")) value: (literal_element (_) @value)) @target
      (assignment_statement left: (expression_list . (selector_expression field: (field_identifier) @key (#eq? @key "InsecureSkipVerify")) .) right: (expression_list . (_) @value .)) @target`,
    // A value that may be true on some path (`skip := true`, a package constant) turns the check off there.
    where: (m) => (m.captures.value!.type === 'true' || (m.captures.value!.type !== 'false' && constantsOf(m.file, m.captures.value!).includes(true))) && !verifiesItself(m.target),
    detail: (m) => {
      const { origin, flow } = originOf(m.file, m.captures.value!);
      const always = m.captures.value!.type === 'true' || constantsOf(m.file, m.captures.value!).every((c) => c === true);
      return { description: `InsecureSkipVerify ${always ? 'is' : 'may be'} true${origin}: ${always ? '' : 'where it is, '}any certificate is accepted, so anyone on the network path can impersonate the server.`, flow };
    },
    fix: (m) => (m.captures.value!.type === 'true' ? { description: 'Verify certificates', safety: 'safe', edits: [{ start: m.captures.value!.startIndex, end: m.captures.value!.endIndex, text: 'false' }] } : undefined),
  },
  {
    id: 'go.security.hardcoded-secret',
    specialist: 'security', severity: 'high', languages: GO, cwe: 'CWE-798', outOfScope: true,
    title: 'Hard-coded credential',
    description: 'A password, key or token is written in the source, so everyone who can read the code or its history can use it.',
    suggestion: 'Read it from the environment (os.Getenv) or a secrets manager, and rotate the exposed value.',
    query: `
      (const_spec name: (identifier) @name value: (expression_list (interpreted_string_literal) @value)) @target
      (var_spec name: (identifier) @name value: (expression_list (interpreted_string_literal) @value)) @target
      (short_var_declaration left: (expression_list (identifier) @name) right: (expression_list (interpreted_string_literal) @value)) @target
      (keyed_element key: (literal_element (identifier) @name) value: (literal_element (interpreted_string_literal) @value)) @target`,
    where: (m) => looksLikeSecretName(m.captures.name!.text) && looksLikeSecretValue(m.captures.value!.text.slice(1, -1)),
  },
];
