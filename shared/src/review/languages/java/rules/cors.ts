/** Cross-origin resource sharing that lets any site read credentialed responses (CWE-942). */
import { valueAt } from '../../../analysis/dataflow/engine';
import { queryNodes } from '../../../core/query';
import type { Detection, FileContext, Node, Rule } from '../../../core/rule';
import { descendantsOf, enclosing, namedChildrenOf } from '../../../core/syntax';
import { judgedValue } from '../../../rules/judged-value';
import { FUNCTION_TYPES } from './context';
import { echoedOriginWrites, literalText } from './cors-headers';

const JAVA = ['java'] as const;
const DESCRIPTION = 'A hostile page the user visits can send requests with their cookies and read the answers: their data, CSRF tokens, anything the session can see.';

/** The strings a `static final` field of the file is initialised with (annotation arguments are not in the flow). */
function fieldStrings(file: FileContext, name: string): string[] | undefined {
  const declarator = file.tree ? descendantsOf(file.tree.rootNode, 'field_declaration').flatMap((f) => descendantsOf(f, 'variable_declarator')).find((d) => d.childForFieldName('name')?.text === name) : undefined;
  const value = declarator?.childForFieldName('value');
  return value ? writtenStrings(file, value, true) : undefined;
}

/** The strings an annotation element or argument is written with: literals, `{…}` arrays, constants of the file. */
function writtenStrings(file: FileContext, node: Node, inField = false): string[] | undefined {
  const text = literalText(node);
  if (text !== undefined) return [text];
  if (node.type === 'element_value_array_initializer' || node.type === 'array_initializer') {
    const parts = namedChildrenOf(node).map((item) => writtenStrings(file, item, inField));
    return parts.every((p) => p !== undefined) ? parts.flat() : undefined;
  }
  if (node.type === 'field_access' && /^CorsConfiguration\.ALL$/.test(node.text)) return ['*'];
  if (node.type === 'identifier' && !inField) return fieldStrings(file, node.text);
  // `PortalConfig.ANY_ORIGIN`: a constant of a class in this file.
  const field = node.type === 'field_access' ? node.childForFieldName('field')?.text : undefined;
  if (field && /^[A-Z][A-Z0-9_]*$/.test(field) && !inField) return fieldStrings(file, field);
  return undefined;
}

/** The strings an argument holds where it is passed: judged through the flow, else as written. */
function argumentStrings(file: FileContext, node: Node): string[] | undefined {
  const value = valueAt(file, node);
  if (value?.constants?.length) return value.constants.every((c) => typeof c === 'string') ? (value.constants as string[]) : undefined;
  if (value?.fields && !value.elements) {
    const items = [...value.fields.values()].map((v) => (v.constants?.length === 1 && typeof v.constants[0] === 'string' ? v.constants[0] : undefined));
    if (items.every((i) => i !== undefined)) return items;
  }
  // `List.of("*")`, `Arrays.asList("*")`, `Collections.singletonList("*")` written in place.
  if (node.type === 'method_invocation' && /^(of|asList|singletonList|singleton)$/.test(node.childForFieldName('name')?.text ?? '')) {
    const parts = namedChildrenOf(node.childForFieldName('arguments')!).map((a) => argumentStrings(file, a));
    return parts.every((p) => p !== undefined) ? parts.flat() : undefined;
  }
  return writtenStrings(file, node);
}

/** The elements of a `@CrossOrigin(…)`: a bare value is `value` (the origins). */
function annotationElements(annotation: Node): Map<string, Node> {
  const elements = new Map<string, Node>();
  for (const arg of namedChildrenOf(annotation.childForFieldName('arguments') ?? annotation)) {
    if (arg.type === 'element_value_pair') {
      const key = arg.childForFieldName('key')?.text;
      const value = arg.childForFieldName('value');
      if (key && value) elements.set(key, value);
    } else if (arg.type !== 'comment' && annotation.childForFieldName('arguments')?.id === arg.parent?.id) elements.set('value', arg);
  }
  return elements;
}

const ORIGIN_ELEMENTS = ['origins', 'value', 'originPatterns'];

/**
 * `@CrossOrigin(origins = "*", allowCredentials = "true")` (or originPatterns "*"), or credentials with no origins on
 * the method or its class (Spring then allows every origin): Spring before 5.3 answers with the caller's own Origin;
 * later versions refuse "*" with credentials, and the usual way around that, originPatterns "*", echoes it again.
 */
function crossOriginFindings(file: FileContext): Detection[] {
  return queryNodes(file, '(annotation name: [(identifier) (scoped_identifier)] @name (#match? @name "(^|\\\\.)CrossOrigin$")) @node').flatMap((annotation): Detection[] => {
    const elements = annotationElements(annotation);
    const credentials = elements.get('allowCredentials');
    const flag = credentials ? writtenStrings(file, credentials) : undefined;
    if (!flag || flag.length !== 1 || flag[0]!.toLowerCase() !== 'true') return [];
    const written = ORIGIN_ELEMENTS.filter((key) => elements.has(key));
    if (written.length > 0) {
      const origins = written.map((key) => writtenStrings(file, elements.get(key)!));
      if (!origins.some((list) => list?.includes('*'))) return [];
      return [{ start: annotation.startIndex, end: annotation.endIndex, description: `@CrossOrigin allows credentials and every origin ("*"). ${DESCRIPTION}` }];
    }
    // Origins set on the class's @CrossOrigin apply to its methods too.
    const method = enclosing(annotation, ['method_declaration'], ['class_body']);
    const owner = method ? enclosing(method, ['class_declaration', 'interface_declaration', 'record_declaration']) : undefined;
    const modifiers = owner ? namedChildrenOf(owner).find((c) => c.type === 'modifiers') : undefined;
    const classAnnotation = modifiers ? namedChildrenOf(modifiers).find((a) => a.type === 'annotation' && /(^|\.)CrossOrigin$/.test(a.childForFieldName('name')?.text ?? '')) : undefined;
    if (classAnnotation && ORIGIN_ELEMENTS.some((key) => annotationElements(classAnnotation).has(key))) return [];
    return [{ start: annotation.startIndex, end: annotation.endIndex, description: `@CrossOrigin allows credentials and sets no origins, which Spring takes as every origin. ${DESCRIPTION}` }];
  });
}

/** Spring's CorsRegistration (`registry.addMapping(…)…`) and CorsConfiguration settings, by what they set. */
const ORIGIN_SETTERS = ['allowedOrigins', 'allowedOriginPatterns', 'addAllowedOrigin', 'addAllowedOriginPattern', 'setAllowedOrigins', 'setAllowedOriginPatterns'];
const CREDENTIAL_SETTERS = ['allowCredentials', 'setAllowCredentials'];
const SETTINGS = `(method_invocation name: (identifier) @name (#any-of? @name ${[...ORIGIN_SETTERS, ...CREDENTIAL_SETTERS, 'applyPermitDefaultValues'].map((n) => `"${n}"`).join(' ')})) @node`;

/**
 * The object a setting configures: the start of its call chain, stopping at `addMapping(…)` (each mapping is its own
 * registration). A variable is keyed by the function it is used in, so `config.setAllowCredentials(true)` and
 * `config.addAllowedOriginPattern("*")` in one method configure one object.
 */
function configuredObject(call: Node): string | undefined {
  let current: Node | null = call.childForFieldName('object');
  while (current?.type === 'method_invocation' && current.childForFieldName('name')?.text !== 'addMapping') current = current.childForFieldName('object');
  if (!current) return undefined;
  const unit = enclosing(call, FUNCTION_TYPES);
  if (current.type === 'identifier' || current.type === 'field_access' || current.type === 'this') return unit ? `${unit.id}:${current.text}` : undefined;
  // `CorsConfiguration config = new CorsConfiguration().applyPermitDefaultValues();` configures `config`.
  let top = call;
  while (top.parent?.type === 'method_invocation' && top.parent.childForFieldName('object')?.id === top.id) top = top.parent;
  const holder = top.parent?.type === 'variable_declarator' ? top.parent.childForFieldName('name') : top.parent?.type === 'assignment_expression' ? top.parent.childForFieldName('left') : undefined;
  if (holder && unit && current.type === 'object_creation_expression') return `${unit.id}:${holder.text}`;
  return `node:${current.id}`;
}

/** Where a call in a chain starts for a reader: its method name (`.header(…)` on its own line), not the chain's start. */
const callStart = (call: Node) => (call.type === 'method_invocation' && call.childForFieldName('object') ? call.childForFieldName('name')!.startIndex : call.startIndex);

function isTrue(file: FileContext, node: Node | undefined): boolean {
  if (!node) return false;
  if (node.type === 'true' || node.text === 'Boolean.TRUE') return true;
  const constants = judgedValue(file, node).constants;
  return constants.length > 0 && constants.every((c) => c === true);
}

function configurationFindings(file: FileContext): Detection[] {
  const groups = new Map<string, Node[]>();
  for (const call of queryNodes(file, SETTINGS)) {
    const key = configuredObject(call);
    if (key) groups.set(key, [...(groups.get(key) ?? []), call]);
  }
  return [...groups.values()].flatMap((calls): Detection[] => {
    const name = (call: Node) => call.childForFieldName('name')!.text;
    const args = (call: Node) => namedChildrenOf(call.childForFieldName('arguments')!);
    if (!calls.some((call) => CREDENTIAL_SETTERS.includes(name(call)) && isTrue(file, args(call)[0]))) return [];
    const origins = calls.filter((call) => ORIGIN_SETTERS.includes(name(call)));
    const wildcard = origins.find((call) => args(call).some((arg) => argumentStrings(file, arg)?.includes('*')));
    if (wildcard) return [{ start: callStart(wildcard), end: wildcard.endIndex, description: `The CORS configuration allows credentials and every origin ("*"). ${DESCRIPTION}` }];
    const defaults = origins.length === 0 ? calls.find((call) => name(call) === 'applyPermitDefaultValues') : undefined;
    return defaults ? [{ start: callStart(defaults), end: defaults.endIndex, description: `The CORS configuration allows credentials, and applyPermitDefaultValues() with no origins set allows every origin. ${DESCRIPTION}` }] : [];
  });
}

export const rules: Rule[] = [
  {
    id: 'java.security.permissive-cors',
    specialist: 'security', severity: 'high', languages: JAVA, cwe: 'CWE-942',
    title: 'CORS lets any site make credentialed requests',
    description: `The response allows credentials and accepts any origin (a "*" origin or origin pattern, or the request's own Origin echoed back). ${DESCRIPTION}`,
    suggestion: 'Allow-list the trusted origins: @CrossOrigin(origins = "https://app.example.com", allowCredentials = "true"), registry.addMapping("/**").allowedOrigins("https://app.example.com").allowCredentials(true), or config.setAllowedOrigins(List.of(…)); echo a request\'s Origin only after finding it in that list.',
    scan: (file) => {
      if (!/cors|crossorigin|access.?control.?allow/i.test(file.code)) return [];
      const echoes = echoedOriginWrites(file).map((at): Detection => ({
        start: callStart(at), end: at.endIndex,
        description: `Access-Control-Allow-Origin is set to the request's own Origin, unchecked, and credentials are allowed. ${DESCRIPTION}`,
      }));
      return [...crossOriginFindings(file), ...configurationFindings(file), ...echoes];
    },
  },
];
