/**
 * What a value written into an HTML sink is: text (innerHTML can become textContent and show the same), markup the
 * page means to render (textContent would show the tags: the fix is escaping or a sanitiser, not textContent), or
 * something the tree cannot tell.
 */
import type { Detection, FileContext, FixPlan, Node, TaintHit } from '../../../core/rule';
import { descendantsOf, namedChildrenOf } from '../../../core/syntax';
import { primitiveType } from './types';

export type HtmlValue = 'text' | 'markup' | 'unknown';

/** Names of values that hold HTML rather than text (`bioHtml`, `template`, `renderRow(…)`, `escapeHtml(…)`). */
const HTML_NAME = /html|markup|template|svg|render|escape|saniti[sz]e|purify/i;
/** Calls whose result is plain text made from their receiver or argument. */
const TEXT_CALLS = /^(String|Number|encodeURIComponent)$|\.(toString|toFixed|toPrecision|toLocaleString|toLocaleDateString|toLocaleTimeString|toUpperCase|toLowerCase|trim|trimStart|trimEnd)$/;

/** The expression under TypeScript assertions and parentheses: `(x as string)` → x. */
export function unwrapped(node: Node): Node {
  let current = node;
  while (['as_expression', 'satisfies_expression', 'non_null_expression', 'parenthesized_expression', 'type_assertion'].includes(current.type)) {
    const inner = current.type === 'type_assertion' ? namedChildrenOf(current).at(-1) : namedChildrenOf(current)[0];
    if (!inner) break;
    current = inner;
  }
  return current;
}

/** A `<` or an `&` written in the code's string parts (escapes such as `\x3c` included): markup or entities. */
function writesMarkup(value: Node): boolean {
  if (value.type === 'string_fragment') return /[<&]/.test(value.text);
  if (value.type === 'escape_sequence') {
    const code = /^\\(?:x([0-9a-f]{2})|u([0-9a-f]{4})|u\{([0-9a-f]+)\})$/i.exec(value.text);
    const hex = code?.[1] ?? code?.[2] ?? code?.[3];
    return hex !== undefined && ['<', '&'].includes(String.fromCodePoint(parseInt(hex, 16)));
  }
  return descendantsOf(value, ['string_fragment', 'escape_sequence']).some(writesMarkup);
}

/** Names an HTML producer or holder: an escaping or rendering call, a variable called …Html. */
function namesHtml(value: Node): boolean {
  const names = [value, ...descendantsOf(value, ['identifier', 'property_identifier'])];
  return names.some((node) => (node.type === 'identifier' || node.type === 'property_identifier') && HTML_NAME.test(node.text));
}

/** A value put into text: a name, a number, a text conversion, or a choice between such values. */
function isTextPart(file: FileContext, part: Node): boolean {
  const node = unwrapped(part);
  if (['identifier', 'member_expression', 'subscript_expression', 'number', 'string', 'template_string'].includes(node.type)) return true;
  if (primitiveType(file, node) !== undefined) return true;
  if (node.type === 'call_expression') return TEXT_CALLS.test(node.childForFieldName('function')?.text ?? '');
  if (node.type === 'ternary_expression') return isTextPart(file, node.childForFieldName('consequence')!) && isTextPart(file, node.childForFieldName('alternative')!);
  if (node.type === 'binary_expression' && ['||', '??', '+'].includes(node.childForFieldName('operator')?.text ?? '')) {
    return isTextPart(file, node.childForFieldName('left')!) && isTextPart(file, node.childForFieldName('right')!);
  }
  return false;
}

/** The values a template or `+` concatenation puts between its written parts. */
function holesOf(node: Node): Node[] | undefined {
  if (node.type === 'template_string') {
    return namedChildrenOf(node).filter((c) => c.type === 'template_substitution').map((c) => namedChildrenOf(c)[0]).filter((c): c is Node => !!c);
  }
  if (node.type === 'binary_expression' && node.childForFieldName('operator')?.text === '+') {
    const parts = [node.childForFieldName('left')!, node.childForFieldName('right')!].map(unwrapped);
    return parts.flatMap((part) => (['string', 'template_string', 'binary_expression'].includes(part.type) ? holesOf(part) ?? [part] : [part]));
  }
  return node.type === 'string' ? [] : undefined;
}

export function htmlValue(file: FileContext, value: Node): HtmlValue {
  const node = unwrapped(value);
  if (writesMarkup(node)) return 'markup';
  if (namesHtml(node)) return 'markup';
  const holes = holesOf(node);
  // A bare value could be a fragment of HTML the page builds elsewhere: only text written around it says it is text.
  if (!holes || holes.length === 0 || node.type === 'string') return 'unknown';
  return holes.every((hole) => isTextPart(file, hole)) ? 'text' : 'unknown';
}

/**
 * `el.innerHTML = value` → `el.textContent = value`, `el.insertAdjacentHTML(p, value)` → `insertAdjacentText`: safe
 * when the value is text written around values (the same text node either way, except for input that carries
 * markup, the defect itself); a suggestion when the value is bare or computed; no fix for markup, nor for `+=`
 * (textContent would flatten the element's children), outerHTML or document.write.
 */
export function textFix(hit: TaintHit, file: FileContext): FixPlan | undefined {
  const sink = hit.call;
  let property: Node | null | undefined;
  let value: Node | null | undefined;
  if (sink.type === 'assignment_expression') {
    const left = sink.childForFieldName('left');
    property = left?.type === 'member_expression' ? left.childForFieldName('property') : undefined;
    value = sink.childForFieldName('right');
    if (property?.text !== 'innerHTML') return undefined;
  } else if (sink.type === 'call_expression') {
    const callee = sink.childForFieldName('function');
    property = callee?.type === 'member_expression' ? callee.childForFieldName('property') : undefined;
    const args = namedChildrenOf(sink.childForFieldName('arguments')!);
    value = args.length === 2 ? args[1] : undefined;
    if (property?.text !== 'insertAdjacentHTML') return undefined;
  }
  if (!property || !value) return undefined;
  const kind = htmlValue(file, value);
  if (kind === 'markup') return undefined;
  const text = property.text === 'innerHTML' ? 'textContent' : 'insertAdjacentText';
  return { description: `Write text, not HTML (${text})`, safety: kind === 'text' ? 'safe' : 'suggestion', edits: [{ start: property.startIndex, end: property.endIndex, text }] };
}

const MARKUP_ADVICE = 'The value is HTML the page means to render (markup written around the input, or a value named or made as HTML), so writing it as text would show the tags: escape each value put into it (or create the elements with createElement and set their textContent), or pass the finished HTML through a sanitiser such as DOMPurify.sanitize.';

/** Adds the advice for markup to a finding whose value the page means to render as HTML. */
export function withMarkupAdvice(file: FileContext, detection: Detection): Detection {
  const sink = detection.flow?.at(-1);
  const argument = sink ? file.tree?.rootNode.descendantForIndex(sink.start, sink.end) : undefined;
  let node = argument ?? undefined;
  // The smallest node over the range may be an inner one with the same span; climb to the outermost of that span.
  while (node?.parent && node.parent.startIndex === node.startIndex && node.parent.endIndex === node.endIndex) node = node.parent;
  if (!node || !sink || node.startIndex !== sink.start || node.endIndex !== sink.end) return detection;
  // A property write (`el.innerHTML = v`) reaches the sink as the whole assignment: judge what it assigns.
  const value = node.type === 'assignment_expression' || node.type === 'augmented_assignment_expression' ? node.childForFieldName('right') : node;
  if (!value || htmlValue(file, value) !== 'markup') return detection;
  return { ...detection, description: `${detection.description ?? ''} ${MARKUP_ADVICE}`.trim() };
}
