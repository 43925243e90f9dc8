/** Credentials written in C# source: secret-named variables, fields and properties, and passwords in connection strings. */
import type { Node, Rule } from '../../../core/rule';
import { namedChildrenOf } from '../../../core/syntax';
import { looksLikeSecretName, looksLikeSecretValue } from '../../../rules/secret-names';
import { CS, literalText } from './context';
import { valueOf } from '../lower-statements';

/** Names that are keys without saying so: signing and encryption keys, credentials. */
const MORE_SECRET_NAMES = /(secret|signing|encryption|master|jwt|hmac)_?key$|credentials?$/i;
/** A name worth a closer look (case-insensitive by hand: query predicates take no flags). */
const SECRETISH = '[Pp][Aa][Ss][Ss]|[Pp][Ww][Dd]|[Ss][Ee][Cc][Rr][Ee][Tt]|[Kk][Ee][Yy]|[Tt][Oo][Kk][Ee][Nn]|[Cc][Rr][Ee][Dd][Ee][Nn][Tt][Ii][Aa][Ll]|[Cc][Oo][Nn][Nn][Ee][Cc][Tt][Ii][Oo][Nn]|[Cc][Oo][Nn][Nn]|[Dd][Ss][Nn]|[Cc][Ss]$';

/** `Password=…;` in a connection string, its value not a placeholder. */
const CONNECTION_PASSWORD = /(?:^|;)\s*(?:password|pwd)\s*=\s*([^;]+)/i;

function secretLiteral(name: string, value: Node): boolean {
  const text = literalText(value);
  if (text === undefined) return false;
  const password = CONNECTION_PASSWORD.exec(text)?.[1]?.trim();
  if (password !== undefined) return looksLikeSecretValue(password) && !/^\{.*\}$|^\$\(|^%/.test(password);
  if (!(looksLikeSecretName(name) || MORE_SECRET_NAMES.test(name)) || /ConnectionString$/i.test(name)) return false;
  return looksLikeSecretValue(text);
}

/** Test fixtures hold made-up credentials: a class named …Tests, or a method marked [Fact], [Test], [TestMethod]. */
function isInTestCode(node: Node): boolean {
  for (let current = node.parent; current; current = current.parent) {
    if (current.type === 'class_declaration' && /Tests?$|Fixture$/.test(current.childForFieldName('name')?.text ?? '')) return true;
    if (current.type === 'method_declaration' && namedChildrenOf(current).some((c) => c.type === 'attribute_list' && /\b(Fact|Theory|Test|TestMethod|TestCase)\b/.test(c.text))) return true;
  }
  return false;
}

export const rules: Rule[] = [
  {
    id: 'csharp.security.hardcoded-secret',
    specialist: 'security', severity: 'high', languages: CS, cwe: 'CWE-798', outOfScope: true,
    title: 'Hard-coded credential',
    description: 'A password, key or token is written in the source, so everyone who can read the code or its history can use it, and changing it needs a deployment.',
    suggestion: 'Read it from configuration backed by user secrets, environment variables or a key vault (IConfiguration["Jwt:Key"]), and rotate the exposed value.',
    // The query keeps to names that can be secrets and literals that can hold a password (most nodes are neither).
    query: `
      ((variable_declarator name: (identifier) @name) @target (#match? @name "${SECRETISH}"))
      ((property_declaration name: (identifier) @name value: (_) @value) @target (#match? @name "${SECRETISH}"))
      ((assignment_expression left: [(identifier) @name (member_access_expression name: (identifier) @name)] right: [(string_literal) (verbatim_string_literal)] @value) @target (#match? @name "${SECRETISH}"))
      ((object_creation_expression arguments: (argument_list (argument [(string_literal) (verbatim_string_literal)] @value))) @target (#match? @value "[Pp][Aa][Ss][Ss][Ww][Oo][Rr][Dd]|[Pp][Ww][Dd]"))`,
    where: (m) => {
      const value = m.captures.value ?? valueOf(m.target);
      return !!value && secretLiteral(m.captures.name?.text ?? '', value) && !isInTestCode(m.target);
    },
  },
];
