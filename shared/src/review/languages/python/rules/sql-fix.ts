/**
 * The fix for SQL injection: a query built with f-strings, `%`, `.format()` or `+` becomes a DB-API parameterised
 * call. It runs the same query for every value that did not change the query's text (the defect) when:
 * - the driver's placeholder style is known from the imports (sqlite3: `?`; psycopg, MySQLdb, PyMySQL, Django: `%s`);
 * - each value sat inside a '…' literal, so the database saw text: it is bound as text, through str() as the
 *   f-string or `%` did (an int bound as an int would compare differently with an untyped column), or it sat bare
 *   where SQL takes a number and is known to be one (a string of digits bound as text is not the number it spelled,
 *   and "1,2,3" in IN ({ids}) was three values, not one);
 * - a query held in a variable is used by nothing else (a log line would now show placeholders).
 * Otherwise the same edits are offered as a suggestion.
 */
import { valueAt } from '../../../analysis/dataflow/engine';
import type { FileContext, FixPlan, FixSafety, Node, TaintHit } from '../../../core/rule';
import { descendantsOf, namedChildrenOf, previousStatement } from '../../../core/syntax';
import { annotationOf } from './comparisons';
import { calleeName, scopeOf, valuesOf } from './context';
import { statementOf } from './fixes';
import { importedModules, importsModule } from './imports';
import { parameterisedSql, type SqlPiece } from '../../../rules/sql-parameters';
import { builtStringParts, hasValues, pythonString, type StringPart } from './strings';

/** Drivers (and Django) whose placeholder is %s. */
const FORMAT_DRIVERS = /^(psycopg|psycopg2|pymysql|MySQLdb|mysql\.connector|pg8000|django)(\.|$)/;

interface BoundValue {
  node: Node;
  /** Spliced through str() (f-string, `%`, `.format()`), not joined with `+` (which needs a str already). */
  converted: boolean;
}

/** A list joined into text (`", ".join(ids)`): never a parameter. */
const isJoinedList = (value: BoundValue) => /\.join\s*\(/.test(value.node.text);

function sqlParts(query: Node, file: FileContext): StringPart[] | undefined {
  const parts = builtStringParts(query);
  if (hasValues(parts)) return parts;
  if (query.type !== 'identifier') return undefined;
  const values = valuesOf(query, file) ?? [];
  const built = values.length === 1 && values[0]!.parent?.type === 'assignment' ? builtStringParts(values[0]!) : undefined;
  return hasValues(built) ? built : undefined;
}

/**
 * Known to be a str already: a literal, str(…), a parameter annotated str, constant text, or outside input that is
 * always text (a request parameter read by key) carried here by assignments alone (`.get()` may give None).
 */
function isText(node: Node, file: FileContext): boolean {
  if (node.type === 'string' || node.type === 'concatenated_string') return true;
  if (node.type === 'call') return node.childForFieldName('function')?.text === 'str';
  if (node.type === 'identifier' && annotationOf(node, file) === 'str') return true;
  const value = valueAt(file, node);
  if (!value || value.numeric || value.maybe) return false;
  if (value.constants) return value.constants.length > 0 && value.constants.every((c) => typeof c === 'string');
  const isTextInput = (taint: (typeof value.taints)[number]): boolean => taint.source.text === true && taint.steps.every((step) => /^assigned to `/.test(step.note));
  // A request-typed parameter read by key is both the request's text and, for the summary, the caller's value at that
  // path: the second says nothing of its type once the first is there.
  const inputs = value.taints.filter((taint) => taint.source.origin !== 'parameter');
  const readFrom = (taint: (typeof value.taints)[number]): boolean => !!taint.source.path?.length
    && inputs.some((input) => input.source.node.text.startsWith(`${taint.source.node.text}.`));
  return inputs.length > 0 && inputs.every(isTextInput) && value.taints.every((taint) => taint.source.origin !== 'parameter' || readFrom(taint));
}

/** Known to be a number (an int or a float), whose text the database read as that number. */
function isNumber(node: Node, file: FileContext, depth = 0): boolean {
  if (node.type === 'integer' || node.type === 'float') return true;
  if (node.type === 'call' && makesInt(node)) return true;
  if (node.type === 'identifier' && /^(int|float)$/.test(annotationOf(node, file) ?? '')) return true;
  // A Decimal (or Fraction) stays one through round(x, 2), abs(x) and arithmetic, and sqlite3 cannot bind it.
  if (keepsExactType(node)) return false;
  if (node.type === 'identifier' && depth < 2) {
    const definitions = valuesOf(node, file);
    if (definitions && definitions.length > 0) return definitions.every((definition) => isNumber(definition, file, depth + 1));
  }
  const value = valueAt(file, node);
  return !!value && (value.numeric === true || (!!value.constants && value.constants.length > 0 && value.constants.every((c) => typeof c === 'number')));
}

/** int(…), float(…), len(…), and round(x) with no digits: an int or a float whatever x is. */
function makesInt(call: Node): boolean {
  const name = call.childForFieldName('function')?.text ?? '';
  return /^(int|float|len)$/.test(name) || (name === 'round' && namedChildrenOf(call.childForFieldName('arguments')!).length === 1);
}

const EXACT_TYPES = /^(decimal\.)?Decimal$|^(fractions\.)?Fraction$/;

/** The expression makes a Decimal or a Fraction (outside an int()/float()/round(x) that turns it into a number). */
function keepsExactType(node: Node): boolean {
  return [node, ...descendantsOf(node, 'call')].some((call) => call.type === 'call' && EXACT_TYPES.test(call.childForFieldName('function')?.text ?? '')
    && !ancestorsUpTo(call, node).some((outer) => outer.type === 'call' && makesInt(outer)));
}

/** The nodes from `node`'s parent up to `top`, inclusive. */
function ancestorsUpTo(node: Node, top: Node): Node[] {
  const found: Node[] = [];
  for (let current = node.parent; current && current.startIndex >= top.startIndex && current.endIndex <= top.endIndex; current = current.parent) {
    found.push(current);
    if (current.id === top.id) break;
  }
  return found;
}

/** The expression bound for a value: what the original put into the SQL text. */
function bound({ value, quote }: { value: BoundValue; quote: string }, file: FileContext): string {
  return quote && value.converted && !isText(value.node, file) ? `str(${value.node.text})` : value.node.text;
}

/** `query` is read somewhere besides the call (logged, returned, run twice). */
function usedElsewhere(query: Node): boolean {
  const assigned = (use: Node) => use.parent?.type === 'assignment' && use.parent.childForFieldName('left')?.id === use.id;
  return descendantsOf(scopeOf(query), 'identifier').some((use) => use.text === query.text && use.id !== query.id && !assigned(use));
}

/**
 * f-strings, `%`, `.format()` and `+` turned into a DB-API parameterised call: placeholders in the SQL text, values
 * as the second argument. A query assigned to a variable just before the call is rewritten in both places.
 */
export function parameterise(hit: TaintHit, file: FileContext): FixPlan | undefined {
  const call = hit.call;
  const method = calleeName(call);
  const args = call.childForFieldName('arguments');
  const query = args ? namedChildrenOf(args)[0] : undefined;
  if (!args || !query || namedChildrenOf(args).length !== 1 || hit.argument.id !== query.id || /^(text|executescript)$/.test(method)) return undefined;
  const parts = sqlParts(query, file);
  const qmark = importsModule(file, 'sqlite3') && method !== 'raw';
  const formatStyle = method === 'raw' || [...importedModules(file)].some((module) => FORMAT_DRIVERS.test(module));
  const pieces = parts?.map((part): SqlPiece<BoundValue> => ('text' in part ? part : { value: { node: part.value, converted: part.converted } }));
  // Python's drivers take a parameter as a LIMIT count (the fix binds only numbers there).
  const split = pieces && parameterisedSql(pieces, qmark ? 'qmark' : 'format', { countParameters: true, isList: isJoinedList });
  if (!split) return undefined;
  const params = `(${split.values.map((v) => bound(v, file)).join(', ')}${split.values.length === 1 ? ',' : ''})`;
  const description = 'Pass the values as query parameters';
  // sqlite3 alone takes qmark placeholders; the other drivers in common use take %s. Both imported, or neither: a guess.
  const styleKnown = qmark !== formatStyle;
  const valuesKept = split.values.every((v) => v.quote === "'" || (!v.quote && isNumber(v.value.node, file)));
  let safety: FixSafety = styleKnown && valuesKept ? 'safe' : 'suggestion';
  if (query.type !== 'identifier') {
    return { description, safety, edits: [{ start: query.startIndex, end: query.endIndex, text: `${pythonString(split.sql)}, ${params}` }] };
  }
  // query = f"…"; cursor.execute(query): the values must still mean the same thing at the call.
  const value = valuesOf(query, file)![0]!;
  const assignment = statementOf(value);
  const statement = statementOf(call);
  if (!assignment || !statement || previousStatement(statement)?.id !== assignment.id) return undefined;
  if (usedElsewhere(query)) safety = 'suggestion';
  return {
    description,
    safety,
    edits: [
      { start: value.startIndex, end: value.endIndex, text: pythonString(split.sql) },
      { start: query.endIndex, end: query.endIndex, text: `, ${params}` },
    ],
  };
}
