/** Cross-origin resource sharing that lets any site read credentialed responses (CWE-942). */
import { valueAt } from '../../../analysis/dataflow/engine';
import { queryNodes } from '../../../core/query';
import type { Detection, FileContext, Node, Rule } from '../../../core/rule';
import { namedChildrenOf } from '../../../core/syntax';
import { judgedValue } from '../../../rules/judged-value';
import { PHP, stringText } from './context';
import { echoedOriginWrites } from './cors-headers';

const DESCRIPTION = 'A hostile page the user visits can send requests with their cookies and read the answers: their data, CSRF tokens, anything the session can see.';

/** The keys of Laravel's config/cors.php (fruitcake/laravel-cors, Laravel's HandleCors) and of asm89/stack-cors's options. */
const ORIGINS = /^(allowed_origins|allowedOrigins)$/;
const PATTERNS = /^(allowed_origins_patterns|allowedOriginsPatterns)$/;
const CREDENTIALS = /^(supports_credentials|supportsCredentials)$/;

/** The strings an array value holds, judged through the flow or as written; undefined when any is unknown. */
function strings(file: FileContext, node: Node): string[] | undefined {
  const value = valueAt(file, node);
  if (value?.fields && !value.elements) {
    const items = [...value.fields.values()].map((v) => (v.constants?.length === 1 && typeof v.constants[0] === 'string' ? v.constants[0] : undefined));
    if (items.every((i) => i !== undefined)) return items;
  }
  if (node.type !== 'array_creation_expression') return undefined;
  const items = namedChildrenOf(node).filter((e) => e.type === 'array_element_initializer').map((e) => namedChildrenOf(e));
  const texts = items.map((parts) => (parts.length === 1 ? stringText(parts[0]) : undefined));
  return texts.every((t) => t !== undefined) ? texts : undefined;
}

/** A PCRE pattern (`'#^https?://.*$#'`) that two unrelated made-up origins both match. */
function matchesEveryOrigin(pattern: string): boolean {
  const delimiter = pattern[0];
  const end = delimiter ? pattern.lastIndexOf({ '(': ')', '{': '}', '[': ']', '<': '>' }[delimiter] ?? delimiter) : -1;
  if (!delimiter || end <= 0 || /[\w\s\\]/.test(delimiter)) return false;
  const flags = pattern.slice(end + 1).includes('i') ? 'i' : '';
  return ['https://qz7xk.invalid', 'http://10.9.8.7:31337'].every((origin) => {
    try {
      return new RegExp(pattern.slice(1, end), flags).test(origin);
    } catch {
      return false;
    }
  });
}

function isTrue(file: FileContext, node: Node): boolean {
  if (node.type === 'boolean') return node.text.toLowerCase() === 'true';
  const constants = judgedValue(file, node).constants;
  return constants.length > 0 && constants.every((c) => c === true);
}

/**
 * A CORS settings array (the file is the unit of a config file, the array the unit of its settings): allowed
 * origins `*` or an origin pattern matching anything, with credentials supported. The middleware then answers
 * with the caller's own Origin.
 */
function settingsFindings(file: FileContext): Detection[] {
  if (!/supports_?credentials/i.test(file.code)) return [];
  const keys = queryNodes(file, '((array_element_initializer . (string (string_content) @key)) @node (#match? @key "^(supports_credentials|supportsCredentials)$"))');
  return keys.flatMap((credentials): Detection[] => {
    const array = credentials.parent;
    const value = namedChildrenOf(credentials)[1];
    if (!array || !value || !CREDENTIALS.test(stringText(namedChildrenOf(credentials)[0]) ?? '') || !isTrue(file, value)) return [];
    const entries = namedChildrenOf(array).filter((e) => e.type === 'array_element_initializer');
    const entry = (pattern: RegExp) => entries.find((e) => pattern.test(stringText(namedChildrenOf(e)[0]) ?? '') && namedChildrenOf(e).length === 2);
    const origins = entry(ORIGINS);
    if (origins && strings(file, namedChildrenOf(origins)[1]!)?.includes('*')) {
      return [{ start: origins.startIndex, end: origins.endIndex, description: `The CORS settings allow every origin ('*') and support credentials. ${DESCRIPTION}` }];
    }
    const patterns = entry(PATTERNS);
    if (patterns && strings(file, namedChildrenOf(patterns)[1]!)?.some(matchesEveryOrigin)) {
      return [{ start: patterns.startIndex, end: patterns.endIndex, description: `The CORS settings allow an origin pattern that matches every site and support credentials. ${DESCRIPTION}` }];
    }
    return [];
  });
}

export const rules: Rule[] = [
  {
    id: 'php.security.permissive-cors',
    specialist: 'security', severity: 'high', languages: PHP, cwe: 'CWE-942',
    title: 'CORS lets any site make credentialed requests',
    description: `The response allows credentials and accepts any origin (a '*' origin, a pattern that matches anything, or the request's own Origin echoed back). ${DESCRIPTION}`,
    suggestion: "Allow-list the trusted origins: 'allowed_origins' => ['https://app.example.com'] in config/cors.php, or compare the Origin with such a list (in_array($origin, $allowed, true)) before echoing it.",
    scan: (file) => {
      if (!/cors|access-control-allow|supports_?credentials/i.test(file.code)) return [];
      const echoes = echoedOriginWrites(file).map((at): Detection => ({
        // The method name: `->headers->set(…)` of a chain that starts on an earlier line.
        start: at.type === 'member_call_expression' ? at.childForFieldName('name')!.startIndex : at.startIndex, end: at.endIndex,
        description: `Access-Control-Allow-Origin is set to the request's own Origin, unchecked, and credentials are allowed. ${DESCRIPTION}`,
      }));
      return [...settingsFindings(file), ...echoes];
    },
  },
];
