/** Python rule for credentials written in the source. */
import type { Node, Rule } from '../../../core/rule';
import { looksLikeSecretName, looksLikeSecretValue } from '../../../rules/secret-names';
import { isInTestCode } from './context';
import { constantText } from './strings';

const PY = ['python'] as const;

/** Framework settings that are keys without saying "api" or "private": Django/Flask SECRET_KEY and the like. */
const MORE_SECRET_NAMES = /(secret|signing|encryption|master|fernet)_?key$|credentials?$/i;

/** Reading configuration with a literal default is not hard-coding: os.environ.get("KEY", "dev-key"). */
function isConfigRead(node: Node): boolean {
  const call = node.parent?.type === 'keyword_argument' ? node.parent.parent?.parent : undefined;
  return !!call && /(^|\.)(get|getenv|config|setdefault)$/.test(call.childForFieldName('function')?.text ?? '');
}

export const rules: Rule[] = [
  {
    id: 'python.security.hardcoded-secret',
    specialist: 'security', severity: 'high', languages: PY, cwe: 'CWE-798', outOfScope: true,
    title: 'Hard-coded credential',
    description: 'A password, key or token is written in the source, so everyone who can read the code or its history can use it, and changing it needs a deployment.',
    suggestion: 'Read it from the environment (os.environ["NAME"]) or a secrets manager, and rotate the exposed value.',
    query: `
      (assignment left: [(identifier) @name (attribute attribute: (identifier) @name) (subscript subscript: (string) @name)] right: (string) @value) @target
      (keyword_argument name: (identifier) @name value: (string) @value) @target
      (pair key: (string) @name value: (string) @value) @target
      [(default_parameter name: (identifier) @name value: (string) @value) (typed_default_parameter name: (identifier) @name value: (string) @value)] @target`,
    where: (m) => {
      const nameNode = m.captures.name!;
      const name = nameNode.type === 'string' ? constantText(nameNode) : nameNode.text;
      if (!name || !(looksLikeSecretName(name) || MORE_SECRET_NAMES.test(name))) return false;
      const value = constantText(m.captures.value!);
      if (value === undefined || !looksLikeSecretValue(value)) return false;
      return !isInTestCode(m.target) && !isConfigRead(m.captures.value!);
    },
  },
];
