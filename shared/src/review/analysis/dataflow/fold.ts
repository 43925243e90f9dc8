/**
 * Constant folding: operators and the pure text methods every language shares (by name), evaluated on known
 * constants. A condition that folds decides which branch runs; a switch subject that folds picks its case.
 */
import type { Constant } from '../../core/ir';

function truthy(value: Constant): boolean {
  return value !== null && value !== false && value !== 0 && value !== '';
}

function looseEquals(a: Constant, b: Constant): boolean {
  if (typeof a === typeof b) return a === b;
  if ((typeof a === 'number' || typeof a === 'boolean') && (typeof b === 'number' || typeof b === 'boolean')) return Number(a) === Number(b);
  return false;
}

function numeric(a: Constant, b: Constant): [number, number] | undefined {
  if (typeof a === 'number' && typeof b === 'number') return [a, b];
  if (typeof a === 'boolean' && typeof b === 'boolean') return [Number(a), Number(b)];
  return undefined;
}

/** `left op right` on constants; undefined when it cannot be known here. */
export function foldBinary(op: string, left: Constant, right: Constant): Constant | undefined {
  switch (op) {
    case '&&':
      return truthy(left) ? right : left;
    case '||':
      return truthy(left) ? left : right;
    case '??':
      return left === null ? right : left;
    case '==':
      return looseEquals(left, right);
    case '!=':
      return !looseEquals(left, right);
    case '+':
      if (typeof left === 'string' || typeof right === 'string') return `${left === null ? 'null' : String(left)}${right === null ? 'null' : String(right)}`;
      break;
    case 'in':
      if (typeof left === 'string' && typeof right === 'string') return right.includes(left);
      return undefined;
  }
  if (op === '<' || op === '<=' || op === '>' || op === '>=') {
    if (typeof left === 'string' && typeof right === 'string') return compare(op, left < right ? -1 : left > right ? 1 : 0);
  }
  const pair = numeric(left, right);
  if (!pair) return undefined;
  const [a, b] = pair;
  switch (op) {
    case '+': return a + b;
    case '-': return a - b;
    case '*': return a * b;
    case '/': return b === 0 ? undefined : a / b;
    case '//': return b === 0 ? undefined : Math.floor(a / b);
    case '%': return b === 0 ? undefined : a % b;
    case '**': return a ** b;
    case '&': return a & b;
    case '|': return a | b;
    case '^': return a ^ b;
    case '<<': return a << b;
    case '>>': return a >> b;
    case '<': case '<=': case '>': case '>=': return compare(op, a - b);
    default: return undefined;
  }
}

function compare(op: string, difference: number): boolean {
  switch (op) {
    case '<': return difference < 0;
    case '<=': return difference <= 0;
    case '>': return difference > 0;
    default: return difference >= 0;
  }
}

export function foldUnary(op: string, operand: Constant): Constant | undefined {
  switch (op) {
    case '!': return !truthy(operand);
    case '-': return typeof operand === 'number' ? -operand : undefined;
    case '+': return typeof operand === 'number' ? operand : undefined;
    case '~': return typeof operand === 'number' ? ~operand : undefined;
    default: return undefined;
  }
}

export function isTruthy(value: Constant): boolean {
  return truthy(value);
}

const int = (value: Constant | undefined): number | undefined => (typeof value === 'number' && Number.isInteger(value) ? value : undefined);

/**
 * A method on a constant text whose result every language agrees on (`"ABC".charAt(1)`, `s.upper()`,
 * `s.length()`); undefined when the method is not one of these or the arguments are not constants.
 */
export function foldTextMethod(text: string, method: string, args: readonly (Constant | undefined)[]): Constant | undefined {
  const [a, b] = args;
  switch (method) {
    case 'charAt': {
      const i = int(a);
      return i !== undefined && i >= 0 && i < text.length ? text[i]! : undefined;
    }
    case 'substring': case 'substr': case 'slice': {
      const start = int(a);
      const end = args.length > 1 ? int(b) : text.length;
      if (start === undefined || end === undefined) return undefined;
      if (method === 'substr') return text.substr(start, end);
      return method === 'slice' ? text.slice(start, end) : text.substring(start, end);
    }
    case 'toUpperCase': case 'upper': case 'ToUpper': return text.toUpperCase();
    case 'toLowerCase': case 'lower': case 'ToLower': return text.toLowerCase();
    case 'trim': case 'strip': case 'TrimSpace': return text.trim();
    case 'length': case 'len': return text.length;
    case 'isEmpty': return text.length === 0;
    case 'equals': return typeof a === 'string' ? text === a : undefined;
    case 'equalsIgnoreCase': return typeof a === 'string' ? text.toLowerCase() === a.toLowerCase() : undefined;
    case 'startsWith': case 'startswith': case 'HasPrefix': return typeof a === 'string' ? text.startsWith(a) : undefined;
    case 'endsWith': case 'endswith': case 'HasSuffix': return typeof a === 'string' ? text.endsWith(a) : undefined;
    case 'contains': case 'includes': case 'Contains': return typeof a === 'string' ? text.includes(a) : undefined;
    case 'indexOf': case 'find': case 'Index': return typeof a === 'string' ? text.indexOf(a) : undefined;
    case 'concat': return typeof a === 'string' ? text + a : undefined;
    case 'toString': case 'valueOf': case 'intern': return text;
    default: return undefined;
  }
}

/** Fills a printf (`%s`, `%d`, `%v`, `%5.2f`) or braces (`{}`, `{0}`, `{name}`) template with text parts. */
export function fillTemplate(template: string, style: 'printf' | 'braces', parts: readonly string[]): string | undefined {
  let next = 0;
  const take = (index?: number) => (index !== undefined ? parts[index] : parts[next++]);
  if (style === 'printf') {
    let failed = false;
    const out = template.replace(/%(?:(\d+)\$)?[-#+ 0,(]*\d*(?:\.\d+)?([a-zA-Z%])/g, (_all, position: string | undefined, conversion: string) => {
      if (conversion === '%') return '%';
      if (conversion === 'n') return '\n';
      const part = take(position ? Number(position) - 1 : undefined);
      if (part === undefined) failed = true;
      return part ?? '';
    });
    return failed ? undefined : out;
  }
  let failed = false;
  const out = template.replace(/\{\{|\}\}|\{(\d*)(?:[^{}]*)\}/g, (all, index: string) => {
    if (all === '{{') return '{';
    if (all === '}}') return '}';
    const part = take(index === '' ? undefined : Number(index));
    if (part === undefined) failed = true;
    return part ?? '';
  });
  return failed ? undefined : out;
}
