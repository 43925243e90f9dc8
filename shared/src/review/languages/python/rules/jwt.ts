/**
 * JSON Web Tokens signed or verified with a key written in the code (CWE-798). Tokens accepted without a verified
 * signature are python.security.jwt-verification-disabled, in security-crypto.ts.
 */
import { valueAt } from '../../../analysis/dataflow/engine';
import type { FileContext, Node, Rule, RuleMatch } from '../../../core/rule';
import { looksLikeSecretName, looksLikeSecretValue } from '../../../rules/secret-names';
import { isInTestCode, keywordArgument, positionalArguments, valuesOf } from './context';
import { importedName, importMap } from './imports';
import { constantText } from './strings';

const PY = ['python'] as const;

/** Where each library function takes its key: the position, and `key=`. */
const KEY_POSITION: ReadonlyMap<string, number> = new Map([
  ['jwt.encode', 1], ['jwt.decode', 1], ['jwt.api_jwt.encode', 1], ['jwt.api_jwt.decode', 1],
  ['jose.jwt.encode', 1], ['jose.jwt.decode', 1],
  ['authlib.jose.jwt.encode', 2], ['authlib.jose.jwt.decode', 1],
]);

/** Flask-JWT-Extended's setting: the key every token of the app is signed with. */
const KEY_SETTING = 'JWT_SECRET_KEY';

/** `jwt.encode`, or `encode` imported from jwt: the qualified callee ('' when its name is not imported, or a builtin's own name). */
function qualifiedCallee(file: FileContext, callee: Node): string {
  if (callee.type === 'identifier') return importedName(file, callee.text) ?? callee.text;
  if (callee.type !== 'attribute') return '';
  const object = callee.childForFieldName('object')!;
  const module = importMap(file).get(object.text) ?? (object.type === 'attribute' ? qualifiedCallee(file, object) : '');
  return module ? `${module}.${callee.childForFieldName('attribute')!.text}` : '';
}

/** Text that is a public key or certificate: written in the source on purpose, it signs nothing. */
const PUBLIC_KEY = /-----BEGIN (RSA |EC )?(PUBLIC KEY|CERTIFICATE)-----/;

interface WrittenKey {
  texts: string[];
  /** Only the default of a configuration read (`os.getenv("JWT_SECRET", "dev")`). */
  fallback: boolean;
  holder?: string;
}

/** `key.encode()`, `bytes(key, "utf-8")`, `base64.b64decode(key)`: the key is the text of `key`. */
function keyText(file: FileContext, node: Node): Node {
  if (node.type === 'parenthesized_expression') return keyText(file, node.namedChildren[0] ?? node);
  if (node.type !== 'call') return node;
  const callee = node.childForFieldName('function')!;
  const first = positionalArguments(node)[0];
  if (callee.type === 'attribute' && callee.childForFieldName('attribute')?.text === 'encode') return keyText(file, callee.childForFieldName('object')!);
  const qualified = qualifiedCallee(file, callee);
  if (first && (qualified === 'bytes' || /^base64\.(b64decode|urlsafe_b64decode|b32decode)$/.test(qualified))) return keyText(file, first);
  return node;
}

/** The default of `os.getenv(name, default)` / `os.environ.get(name, default)`, when the node is such a read. */
function configDefault(file: FileContext, node: Node): Node | undefined {
  if (node.type !== 'call') return undefined;
  const qualified = qualifiedCallee(file, node.childForFieldName('function')!);
  if (qualified !== 'os.getenv' && !/^os\.environ\.(get|setdefault)$/.test(qualified)) return undefined;
  return positionalArguments(node)[1] ?? keywordArgument(node, 'default');
}

const usable = (constants: readonly unknown[] | undefined) => (constants ?? []).filter((c): c is string => typeof c === 'string' && c !== '' && !PUBLIC_KEY.test(c));

/** The key text a node holds when it is written in the source, through conversions, variables and configuration defaults. */
function writtenKey(file: FileContext, node: Node, holder?: string, depth = 0): WrittenKey | undefined {
  const value = keyText(file, node);
  // A literal converted on the way (`"…".encode()`) is no declaration of a credential's name.
  if (value.id !== node.id) holder = undefined;
  const name = value.type === 'identifier' ? value.text : value.type === 'attribute' ? value.childForFieldName('attribute')!.text : holder;
  const flow = valueAt(file, value);
  const known = usable(flow?.constants);
  // The default of a configuration lookup (`os.environ.get("KEY", "dev")`) is used only where the setting is missing.
  const defaulted = (flow?.constantSteps ?? []).some((step) => step.note.startsWith('the default of'));
  if (known.length > 0) return { texts: known, fallback: defaulted, ...(name ? { holder: name } : {}) };
  const maybe = usable(flow?.maybe);
  // Known on some paths only: a fallback, unless it is a field's initial value that may be reassigned.
  const ownField = value.type === 'attribute' && /^(self|cls)$/.test(value.childForFieldName('object')?.text ?? '');
  if (maybe.length > 0) return { texts: maybe, fallback: !ownField, ...(name ? { holder: name } : {}) };
  const text = constantText(value);
  if (text !== undefined) return usable([text]).length > 0 ? { texts: [text], fallback: false, ...(holder ? { holder } : {}) } : undefined;
  // An empty default is no key: the library refuses it, or the deployment must set one.
  const fallback = configDefault(file, value);
  if (fallback) {
    const defaults = usable(constantText(fallback) !== undefined ? [constantText(fallback)] : valueAt(file, fallback)?.constants);
    return defaults.length > 0 ? { texts: defaults, fallback: true, ...(holder ? { holder } : {}) } : undefined;
  }
  const assigned = value.type === 'identifier' && depth < 3 ? valuesOf(value, file) : undefined;
  return assigned?.length === 1 ? writtenKey(file, assigned[0]!, value.text, depth + 1) : undefined;
}

/** Framework settings that are keys without saying "api" or "private", as python.security.hardcoded-secret reads them. */
const MORE_SECRET_NAMES = /(secret|signing|encryption|master|fernet)_?key$|credentials?$/i;

/**
 * python.security.hardcoded-secret already reports a literal assigned to a credential's name (`SECRET_KEY =
 * "09d2…"`) when it looks like one: the key's finding would say it twice.
 */
function reportedAsSecret(key: WrittenKey): boolean {
  return !key.fallback && !!key.holder && (looksLikeSecretName(key.holder) || MORE_SECRET_NAMES.test(key.holder)) && key.texts.every(looksLikeSecretValue);
}

function hardcodedKey(m: RuleMatch): WrittenKey | undefined {
  const target = m.captures.target!;
  if (m.captures.setting) {
    const name = m.captures.setting.type === 'string' ? constantText(m.captures.setting) : m.captures.setting.text;
    if (name !== KEY_SETTING) return undefined;
  } else {
    const call = m.captures.call!;
    const position = KEY_POSITION.get(qualifiedCallee(m.file, call.childForFieldName('function')!));
    if (position === undefined) return undefined;
    const key = keywordArgument(call, 'key') ?? positionalArguments(call)[position];
    if (key?.id !== target.id) return undefined;
  }
  if (isInTestCode(target)) return undefined;
  const key = writtenKey(m.file, target, m.captures.setting ? KEY_SETTING : undefined);
  return key && !reportedAsSecret(key) ? key : undefined;
}

export const rules: Rule[] = [
  {
    id: 'python.security.jwt-hardcoded-key',
    specialist: 'security', severity: 'high', languages: PY, cwe: 'CWE-798', outOfScope: true,
    title: 'JWT signed or verified with a hard-coded key',
    description: 'The key that signs or verifies the tokens is written in the source: anyone who can read the code or its history can mint valid tokens for any user, and rotating the key needs a deployment.',
    suggestion: 'Load the key at start-up from a secret store or the environment (os.environ["JWT_SECRET"], which fails when it is unset instead of falling back to a literal), and rotate the exposed key.',
    query: `
      (call function: [(identifier) (attribute)] arguments: (argument_list (_) @target)) @call
      (call function: [(identifier) (attribute)] arguments: (argument_list (keyword_argument name: (identifier) @kw (#eq? @kw "key") value: (_) @target))) @call
      (assignment left: [(subscript subscript: (string) @setting) (identifier) @setting (attribute attribute: (identifier) @setting)] right: (_) @target (#match? @setting "JWT_SECRET_KEY"))
      (keyword_argument name: (identifier) @setting (#eq? @setting "JWT_SECRET_KEY") value: (_) @target)`,
    where: (m) => hardcodedKey(m) !== undefined,
    detail: (m) => {
      const key = hardcodedKey(m);
      if (!key?.fallback) return {};
      return {
        severity: 'medium',
        description: `The key falls back to a value written in the source${key.holder ? ` (\`${key.holder}\`)` : ''} when the configured one is missing: a deployment without it signs and accepts tokens anyone who can read the code can mint.`,
      };
    },
  },
];
