/**
 * Cross-site scripting where PHP decides it: output under a non-HTML content type is not HTML (`header('Content-Type:
 * application/json'); echo json_encode($data);`), and escaped output is still script where escaping does not reach:
 * the start of a URL attribute (`href="javascript:…"`) and an unquoted attribute value (a space starts a new
 * attribute). The lowering marks those places; the rules here report them from the data flow.
 */
import { memoized, type Detection, type FileContext, type Rule, type ScanRule } from '../../../core/rule';
import { descendantsOf } from '../../../core/syntax';
import { taintRule } from '../../../rules/taint-rule';
import { argumentsOf, calleeName, functionAround, PHP, stringText } from './context';

/** Content types a browser does not render as a page. */
const NOT_HTML = /^\s*content-type\s*:\s*(application\/(json|[\w.+-]*\+json|octet-stream|pdf|zip|x-ndjson)|text\/(plain|csv|calendar|event-stream)|image\/)/i;

/** Where the file sends a non-HTML content type: each `header(…)` call's offset and its function (undefined at top level). */
function nonHtmlHeaders(file: FileContext): { at: number; scope: number | undefined }[] {
  return memoized(file, 'php.non-html-headers', () => {
    const root = file.tree?.rootNode;
    if (!root) return [];
    return descendantsOf(root, 'function_call_expression')
      .filter((call) => calleeName(call).toLowerCase() === 'header' && NOT_HTML.test(stringText(argumentsOf(call)[0]) ?? ''))
      .map((call) => ({ at: call.startIndex, scope: functionAround(call)?.id }));
  });
}

/** `header('Content-Type: application/json')` called in the function around `at` (or at the file's top level), before it. */
function sentAsNonHtml(file: FileContext, at: number): boolean {
  const headers = nonHtmlHeaders(file);
  if (headers.length === 0) return false;
  const node = file.tree?.rootNode.descendantForIndex(at, at);
  const scope = node ? functionAround(node)?.id : undefined;
  return headers.some((header) => header.at < at && header.scope === scope);
}

/** The family's XSS rule without output the response's content type keeps out of HTML. */
export function htmlOnly(rule: ScanRule): ScanRule {
  return {
    ...rule,
    scan: (file): Detection[] => rule.scan(file).filter((detection) => !sentAsNonHtml(file, detection.start)),
  };
}

const urlAttribute = taintRule({
  id: 'php.security.xss-url-attribute', kind: 'redirect', rows: 'xss-url-attribute',
  specialist: 'security', severity: 'high', languages: PHP,
  title: 'Outside input printed as a link or source URL',
  description: 'The value starts an href, src or action attribute: HTML escaping leaves `javascript:alert(1)` intact, and the browser runs it when the link is followed (cross-site scripting).',
  suggestion: "Accept only http(s) URLs or local paths (check parse_url($url, PHP_URL_SCHEME) against ['http', 'https'], or require a leading single '/'), then escape with htmlspecialchars; or build the URL yourself around rawurlencode()d values.",
});

const unquotedAttribute = taintRule({
  id: 'php.security.xss-unquoted-attribute', kind: 'xss', rows: 'xss-unquoted-attribute',
  specialist: 'security', severity: 'high', languages: PHP,
  title: 'Outside input printed into an unquoted attribute',
  description: 'The attribute value has no quotes around it, so a space in the value ends it and the rest becomes new attributes (`x autofocus onfocus=alert(1)`): htmlspecialchars does not escape spaces (cross-site scripting).',
  suggestion: "Put the attribute value in double quotes (value=\"<?= htmlspecialchars($v, ENT_QUOTES, 'UTF-8') ?>\").",
});

export const rules: Rule[] = [
  { ...urlAttribute, cwe: 'CWE-79' },
  { ...unquotedAttribute, cwe: 'CWE-79' },
];
