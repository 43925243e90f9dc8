/**
 * PHP's string literals: single-quoted text knows only `\'` and `\\`; double-quoted text and heredocs decode PHP's
 * escapes and leave unknown ones as written (`"\d"` is a backslash and a d, which regular expressions rely on);
 * a heredoc's closing marker sets the indentation taken off every line. And the conversions of a printf format.
 */

const SIMPLE_ESCAPES: Readonly<Record<string, string>> = { n: '\n', t: '\t', r: '\r', v: '\v', e: '\x1b', f: '\f', '\\': '\\', $: '$', '"': '"' };

/** The text of a single-quoted literal's body. */
export function singleQuoted(body: string): string {
  return body.replace(/\\([\\'])/g, '$1');
}

/** One escape sequence of double-quoted text or a heredoc (`\n`, `\x41`, `\101`, `\u{1F600}`), decoded as PHP does. */
export function phpEscape(sequence: string, quote: '"' | 'heredoc' = '"'): string {
  const body = sequence.slice(1);
  if (body.startsWith('u{')) return String.fromCodePoint(parseInt(body.slice(2, -1), 16));
  if (/^x[0-9a-fA-F]{1,2}$/.test(body)) return String.fromCharCode(parseInt(body.slice(1), 16));
  if (/^[0-7]{1,3}$/.test(body)) return String.fromCharCode(parseInt(body, 8) & 0xff);
  // A heredoc has no quote to escape: `\"` stays as written there.
  if (body === '"' && quote === 'heredoc') return sequence;
  return SIMPLE_ESCAPES[body] ?? sequence;
}

/** The indentation of a heredoc's closing marker, which PHP removes from every line of its body (PHP 7.3). */
export function heredocIndent(code: string, endTagStart: number): string {
  const lineStart = code.lastIndexOf('\n', endTagStart - 1) + 1;
  const before = code.slice(lineStart, endTagStart);
  return /^[ \t]*$/.test(before) ? before : '';
}

/** Removes the closing marker's indentation after each line break of a heredoc's text (and at its start). */
export function dedent(text: string, indent: string, atLineStart: boolean): string {
  if (indent === '') return text;
  const strip = (line: string) => (line.startsWith(indent) ? line.slice(indent.length) : line.replace(/^[ \t]+/, ''));
  const lines = text.split('\n');
  return lines.map((line, i) => (i > 0 || atLineStart ? strip(line) : line)).join('\n');
}

/**
 * The conversion of each value a printf format takes, in argument order (`%1$s` counted by position): `s` for text,
 * `d`, `f` and the like for numbers, which carry no text into the result.
 */
export function printfConversions(format: string): Map<number, string> {
  const conversions = new Map<number, string>();
  let next = 0;
  for (const match of format.matchAll(/%(?:(\d+)\$)?[-+ 0]*(?:'.)?-?\d*(?:\.\d+)?([a-zA-Z%])/g)) {
    const conversion = match[2]!;
    if (conversion === '%') continue;
    const index = match[1] ? Number(match[1]) - 1 : next++;
    const known = conversions.get(index);
    // A value used as text anywhere in the format is text.
    conversions.set(index, known === 's' ? known : conversion);
  }
  return conversions;
}

/** printf conversions that turn their value into a number. */
export const NUMERIC_CONVERSIONS = /^[bcdeEfFgGhHouxX]$/;

/** Output that HTML escaping does not make safe, by where it lands (the lowering marks it, the taint rules judge it). */
export const HTML_CONTEXTS = {
  /** The start of a URL attribute (`href="…`): an escaped `javascript:` URL still runs. */
  url: 'html:url-attribute',
  /** An attribute value without quotes (`value=…`): an escaped value still ends it at a space. */
  unquoted: 'html:unquoted-attribute',
} as const;

const URL_ATTRIBUTE = /<[a-z][^<>]*\s(href|src|action|formaction|poster|cite|background|xlink:href|data)\s*=\s*["']?$/i;
const UNQUOTED_ATTRIBUTE = /<[a-z][^<>]*\s[\w:.-]+\s*=\s*$/i;

/** Where a value printed right after this HTML text lands, when escaping is not enough there. */
export function htmlContext(before: string): keyof typeof HTML_CONTEXTS | undefined {
  const tail = before.slice(-300);
  if (URL_ATTRIBUTE.test(tail)) return 'url';
  if (UNQUOTED_ATTRIBUTE.test(tail)) return 'unquoted';
  return undefined;
}
