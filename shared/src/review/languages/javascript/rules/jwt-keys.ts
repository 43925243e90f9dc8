/**
 * The JWT libraries' calls as the rules read them: which library function a callee is (through the file's imports),
 * where each takes its key, and whether a key is text written in the source.
 */
import { valueAt } from '../../../analysis/dataflow/engine';
import type { FileContext, Node } from '../../../core/rule';
import { descendantsOf, namedChildrenOf } from '../../../core/syntax';
import { looksLikeSecretName, looksLikeSecretValue } from '../../../rules/secret-names';
import { constantText, importBindings } from './context';
import { unwrap } from './cors-headers';

export const JWT_MODULES = ['jsonwebtoken', 'jose', 'express-jwt', 'koa-jwt', 'passport-jwt', '@nestjs/jwt', 'jwt-simple', 'hono/jwt', '@fastify/jwt'];

/** A library function: its module, and its path below the module (`sign`, `UnsecuredJWT.decode`; '' for the module itself). */
export interface LibraryCallee {
  module: string;
  path: string;
}

/** `jwt.verify` with `jwt` imported from jsonwebtoken → jsonwebtoken / verify; `expressjwt` → express-jwt / expressjwt. */
export function libraryCallee(file: FileContext, callee: Node): LibraryCallee | undefined {
  const parts: string[] = [];
  let current = unwrap(callee);
  while (current.type === 'member_expression') {
    parts.unshift(current.childForFieldName('property')?.text ?? '');
    current = unwrap(current.childForFieldName('object')!);
  }
  const binding = current.type === 'identifier' ? importBindings(file).get(current.text) : undefined;
  if (!binding) return undefined;
  return { module: binding.module, path: [...(binding.imported === '*' || binding.imported === 'default' ? [] : [binding.imported]), ...parts].join('.') };
}

export const argumentsOf = (call: Node): Node[] => {
  const list = call.childForFieldName('arguments');
  return list ? namedChildrenOf(list).filter((c) => c.type !== 'comment') : [];
};

/** The value of `key:` in an object literal (a quoted key too). */
export function optionValue(object: Node | undefined, key: string): Node | undefined {
  if (object?.type !== 'object') return undefined;
  const pair = namedChildrenOf(object).find((p) => p.type === 'pair' && (constantText(p.childForFieldName('key')!) ?? p.childForFieldName('key')!.text) === key);
  return pair?.childForFieldName('value') ?? undefined;
}

/** Arguments that are the key itself: jwt.sign(payload, key), jwtVerify(token, key). */
const KEY_ARGUMENT: Readonly<Record<string, Readonly<Record<string, number>>>> = {
  jsonwebtoken: { sign: 1, verify: 1 },
  'jwt-simple': { encode: 1, decode: 1 },
  jose: { jwtVerify: 1, jwtDecrypt: 1, compactVerify: 1, flattenedVerify: 1, compactDecrypt: 1 },
  'hono/jwt': { sign: 1, verify: 1 },
};

/** Options objects that carry the key: expressjwt({ secret }), new JwtStrategy({ secretOrKey }), JwtModule.register({ secret }). */
const KEY_OPTION: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  'express-jwt': { '': 'secret', expressjwt: 'secret' },
  'koa-jwt': { '': 'secret' },
  'hono/jwt': { jwt: 'secret' },
  'passport-jwt': { Strategy: 'secretOrKey' },
  '@nestjs/jwt': { 'JwtModule.register': 'secret' },
};

/** The class a `new X(…)` at the start of a method chain makes: `new SignJWT(claims).setProtectedHeader(…).sign(key)`. */
function chainConstructor(file: FileContext, node: Node): LibraryCallee | undefined {
  let current = unwrap(node);
  while (current.type === 'call_expression' || current.type === 'member_expression') {
    const next = current.type === 'call_expression' ? current.childForFieldName('function') : current.childForFieldName('object');
    if (!next) return undefined;
    current = unwrap(next);
  }
  return current.type === 'new_expression' ? libraryCallee(file, current.childForFieldName('constructor')!) : undefined;
}

/** Whether the class around a `super(…)` call extends Nest's PassportStrategy(Strategy) of passport-jwt. */
function extendsJwtStrategy(file: FileContext, call: Node): boolean {
  let current = call.parent;
  while (current && current.type !== 'class_declaration' && current.type !== 'class') current = current.parent;
  const heritage = current ? namedChildrenOf(current).find((c) => c.type === 'class_heritage') : undefined;
  return !!heritage && descendantsOf(heritage, 'identifier').some((name) => importBindings(file).get(name.text)?.module === 'passport-jwt');
}

/** The key expressions a call or `new` passes to a JWT library. */
export function jwtKeys(file: FileContext, call: Node): Node[] {
  const args = argumentsOf(call);
  const callee = call.childForFieldName(call.type === 'new_expression' ? 'constructor' : 'function');
  if (!callee) return [];
  if (callee.type === 'super') return extendsJwtStrategy(file, call) ? [optionValue(args[0], 'secretOrKey')].filter((n): n is Node => !!n) : [];
  const library = libraryCallee(file, callee);
  if (library) {
    const index = KEY_ARGUMENT[library.module]?.[library.path];
    if (index !== undefined) return args[index] ? [args[index]] : [];
    const option = KEY_OPTION[library.module]?.[library.path];
    return option ? args.flatMap((arg) => optionValue(arg, option) ?? []) : [];
  }
  if (callee.type !== 'member_expression') return [];
  const method = callee.childForFieldName('property')?.text ?? '';
  // jose's builders: new SignJWT(claims)….sign(key), new EncryptJWT(claims)….encrypt(key).
  const made = chainConstructor(file, callee.childForFieldName('object')!);
  if (made?.module === 'jose' && ((made.path === 'SignJWT' && method === 'sign') || (made.path === 'EncryptJWT' && method === 'encrypt'))) return args.slice(0, 1);
  // @fastify/jwt: fastify.register(fastifyJwt, { secret }).
  const plugin = args[0]?.type === 'identifier' ? importBindings(file).get(args[0].text) : undefined;
  if (method === 'register' && plugin?.module === '@fastify/jwt') return [optionValue(args[1], 'secret')].filter((n): n is Node => !!n);
  // Nest's injected JwtService: this.jwtService.sign(payload, { secret }).
  if (/^(sign|signAsync|verify|verifyAsync)$/.test(method) && /jwt/i.test(callee.childForFieldName('object')?.text ?? '') && importBindings(file).size > 0
    && [...importBindings(file).values()].some((b) => b.module === '@nestjs/jwt')) return args.flatMap((arg) => optionValue(arg, 'secret') ?? []);
  return [];
}

/** Text that is a public key or certificate: written in the source on purpose, it signs nothing. */
const PUBLIC_KEY = /-----BEGIN (RSA |EC )?(PUBLIC KEY|CERTIFICATE)-----/;

/** A hard-coded key: the texts it holds, whether only as the fallback of a configured value, and the name that holds it. */
export interface WrittenKey {
  texts: string[];
  fallback: boolean;
  holder?: string;
}

/** `Buffer.from(x)`, `new TextEncoder().encode(x)`, `createSecretKey(x)`: the key is x's text. */
function keyText(file: FileContext, node: Node): Node {
  const value = unwrap(node);
  if (value.type !== 'call_expression') return value;
  const callee = value.childForFieldName('function')!;
  const name = callee.type === 'member_expression' ? callee.childForFieldName('property')?.text : callee.text;
  const object = callee.type === 'member_expression' ? unwrap(callee.childForFieldName('object')!) : undefined;
  const first = argumentsOf(value)[0];
  if (!first) return value;
  const isConversion = (name === 'from' && object?.text === 'Buffer')
    || (name === 'encode' && object?.type === 'new_expression' && object.childForFieldName('constructor')?.text === 'TextEncoder')
    || (name === 'createSecretKey' && (callee.type === 'identifier' || ['crypto', 'node:crypto'].includes(libraryCallee(file, callee)?.module ?? '')));
  return isConversion ? keyText(file, first) : value;
}

/** The declaration of a name visible at `use`: the innermost `const/let/var name = …` whose block holds the use. */
function initializerOf(use: Node): Node | undefined {
  let best: Node | undefined;
  for (const declarator of descendantsOf(use.tree.rootNode, 'variable_declarator')) {
    if (declarator.childForFieldName('name')?.text !== use.text) continue;
    let block = declarator.parent;
    while (block && !['statement_block', 'program', 'class_body'].includes(block.type)) block = block.parent;
    if (block && block.startIndex <= use.startIndex && use.endIndex <= block.endIndex && (!best || declarator.startIndex > best.startIndex)) best = declarator;
  }
  return best?.childForFieldName('value') ?? undefined;
}

/** The key text `node` holds when it is written in the source, through conversions and variables. */
export function writtenKey(file: FileContext, node: Node, holder?: string, depth = 0): WrittenKey | undefined {
  const value = keyText(file, node);
  // A literal converted on the way (`Buffer.from("…")`) is no declaration of a credential's name.
  if (value.id !== node.id) holder = undefined;
  const flow = valueAt(file, value);
  const usable = (constants: readonly unknown[] | undefined) => (constants ?? []).filter((c): c is string => typeof c === 'string' && c !== '' && !PUBLIC_KEY.test(c));
  const name = value.type === 'identifier' ? value.text : value.type === 'member_expression' ? value.childForFieldName('property')?.text : holder;
  const known = usable(flow?.constants);
  // The default of a configuration lookup (`os.environ.get("KEY", "dev")`) is used only where the setting is missing.
  const defaulted = (flow?.constantSteps ?? []).some((step) => step.note.startsWith('the default of'));
  if (known.length > 0) return { texts: known, fallback: defaulted, ...(name ? { holder: name } : {}) };
  const maybe = usable(flow?.maybe);
  // Known on some paths only: a fallback, unless it is a field's initial value that may be reassigned.
  const ownField = value.type === 'member_expression' && value.childForFieldName('object')?.type === 'this';
  if (maybe.length > 0) return { texts: maybe, fallback: !ownField, ...(name ? { holder: name } : {}) };
  const text = constantText(value);
  if (text !== undefined) return text !== '' && !PUBLIC_KEY.test(text) ? { texts: [text], fallback: false, ...(holder ? { holder } : {}) } : undefined;
  if (depth >= 3) return undefined;
  // `jwtConstants.secret` with `const jwtConstants = { secret: '…' }` in the file.
  const object = value.type === 'member_expression' ? unwrap(value.childForFieldName('object')!) : undefined;
  const declared = value.type === 'identifier' ? initializerOf(value)
    : object?.type === 'identifier' ? optionValue(initializerOf(object), value.childForFieldName('property')?.text ?? '') : undefined;
  return declared ? writtenKey(file, declared, name, depth + 1) : undefined;
}

/**
 * javascript.security.hardcoded-secret already reports a literal declared under a credential's name (`const
 * JWT_SECRET = "k3…"`, `secret: "…"`) when it looks like one: the key's finding would say it twice.
 */
export function reportedAsSecret(key: WrittenKey): boolean {
  return !key.fallback && !!key.holder && looksLikeSecretName(key.holder)
    && key.texts.every((text) => looksLikeSecretValue(text) && !/^[A-Za-z]+([_.:-][A-Za-z]+)*$/.test(text));
}
