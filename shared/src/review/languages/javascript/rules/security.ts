/**
 * security rules for JavaScript and TypeScript. Injection rules are taint rules: they report where outside input
 * (or a parameter of unknown origin) reaches a sink of their kind, following the data flow (dataflow/); the sinks,
 * sources and sanitisers are the rows of dataflow/specs/javascript.ts.
 */
import type { FileContext, FixPlan, Node, Rule, ScanRule, TaintHit } from '../../../core/rule';
import { descendantsOf, namedChildrenOf } from '../../../core/syntax';
import { taintRule } from '../../../rules/taint-rule';
import { importsModule } from './context';
import { unwrapped, withMarkupAdvice } from './html-sink';
import { rules as cryptoRules } from './security-crypto';
import { parameterisedSql } from '../../../rules/sql-parameters';
import { isJoinedList, renderSql, sqlPieces } from './sql';
import { primitiveType } from './types';

const JS = ['javascript', 'typescript'] as const;

/** The node in the SQL argument whose text is the spliced value. */
function valueNode(value: string, argument: Node): Node | undefined {
  return [argument, ...descendantsOf(argument, ['identifier', 'member_expression', 'call_expression', 'subscript_expression'])].find((n) => n.text === value);
}

/** Express route parameters are always strings; constants and string-typed expressions are text too. */
function isText(file: FileContext, value: string, argument: Node): boolean {
  if (/^(req|request)\.params\.[\w$]+$/.test(value)) return true;
  return primitiveType(file, valueNode(value, argument)) === 'string';
}

/** Known to be a number where it is spliced: SQL compared it as one, and a bound number compares the same way. */
function isNumeric(file: FileContext, value: string, argument: Node): boolean {
  const type = primitiveType(file, valueNode(value, argument));
  return type === 'number' || type === 'bigint';
}

/** `db.query(\`… ${x}\`)` → `db.query('… ?', [x])`, when every value stands where SQL takes a value. */
export function parameterise(hit: TaintHit, file: FileContext): FixPlan | undefined {
  const call = hit.call;
  const callee = call.childForFieldName('function');
  const method = callee?.type === 'member_expression' ? callee.childForFieldName('property')?.text : undefined;
  const args = call.childForFieldName('arguments');
  if (!args || namedChildrenOf(args).length !== 1 || !method || !['query', 'execute', 'raw', 'run', 'all', 'get'].includes(method)) return undefined;
  const argument = unwrapped(hit.argument);
  const pieces = sqlPieces(argument);
  const numbered = importsModule(file, 'pg');
  const split = pieces && parameterisedSql(pieces, numbered ? 'numbered' : 'qmark', { isList: isJoinedList });
  if (!split) return undefined;
  const sql = renderSql(split);
  // A quoted value reached the database as the text of a string literal: bound, it must be that text too (a
  // number, a Date, null or an object would otherwise be sent as a value of another type).
  const values = `[${split.values.map(({ value, quote }) => (quote && !isText(file, value, argument) ? `String(${value})` : value)).join(', ')}]`;
  // Sequelize takes replacements in an options object, the other drivers a values array.
  const parameters = importsModule(file, 'sequelize') ? `{ replacements: ${values} }` : values;
  // A bare value (`length(name) > ${n}`) was read by SQL as a number; bound, a string "3" is compared as text and
  // matches other rows. Only a value known to be a number keeps the behaviour; otherwise the fix is a suggestion.
  const kept = split.values.every(({ value, quote }) => quote !== '' || isNumeric(file, value, argument));
  return { description: 'Pass the values as query parameters', safety: kept ? 'safe' : 'suggestion', edits: [{ start: hit.argument.startIndex, end: hit.argument.endIndex, text: `${sql}, ${parameters}` }] };
}

/** The HTML-sink rule, whose findings on markup the page means to render advise escaping or a sanitiser instead. */
/** The HTML sink rule tells, per place, whether the value holds markup (then no text fix can stand in for it). */
export function withMarkupNotes(rule: ScanRule): ScanRule {
  return { ...rule, scan: (file) => rule.scan(file).map((detection) => withMarkupAdvice(file, detection)) };
}

export const rules: Rule[] = [
  taintRule({
    id: 'javascript.security.xss-response', kind: 'xss', rows: 'xss-response',
    specialist: 'security', severity: 'high', languages: JS,
    title: 'Outside input sent back as HTML',
    description: 'res.send/res.write with a string answers with text/html, so markup in a request value runs as script in the victim\'s browser (reflected cross-site scripting).',
    suggestion: 'Render through a template engine that escapes, escape the value (escape-html), or answer JSON with res.json.',
  }),
  taintRule({
    id: 'javascript.security.react-dangerous-html', kind: 'xss', rows: 'react-dangerous-html',
    specialist: 'security', severity: 'high', languages: JS,
    title: 'dangerouslySetInnerHTML with outside input',
    description: 'React renders __html without escaping; a value that contains user input runs script in the page (cross-site scripting).',
    suggestion: 'Render the value as a child ({value}) so React escapes it, or sanitise it with DOMPurify before passing it here.',
  }),
  ...cryptoRules,
];
