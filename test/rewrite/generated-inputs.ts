/**
 * Ordinary values a behaviour case is run with, all as its command-line arguments (one run, the program handles each
 * in turn), before and after its verified rewrite: a `safe` fix must print the same for every one of them. Digit strings (with spaces, signs, leading zeros, exponents, hex),
 * words, unicode, empty text and the spellings of null, NaN and booleans. Quotes and backslashes are left out on
 * purpose: they are the attack inputs an injection fix exists to treat differently.
 */
export const ORDINARY_TEXT: readonly string[] = [
  '', ' ', '0', '7', '42', '-1', '3.5', '1e3', '007', ' 12 ', '0x1F', '10000000000000000000000',
  'alice', 'Ada Lovelace', 'naïve café', '日本語', '🙂', 'NaN', 'null', 'None', 'true', 'false', '[1, 2]', '%', '_',
];

/** Decimal spellings of numbers only: for fixes whose very purpose is to treat NaN, hex or octal differently. */
export const DECIMAL_NUMBERS: readonly string[] = ['0', '7', '42', '-1', '3.5', '-0.25', '1e3', '007', ' 12 ', '10000000000000000000000'];

/** Ordinary file and program arguments: no white space and nothing a shell expands (globs, `$`, `~`, `;`, `|`). */
export const SHELL_WORDS: readonly string[] = ORDINARY_TEXT.filter((text) => text !== '' && !/[\s[\]*?{}$`;&|<>()~#!%]/.test(text));

/** The `inputs:` header of a case (`text`, `numbers` or `words`, then why): the values its program takes as its argument. */
export function generatedInputs(header: string | undefined): readonly string[] {
  if (header === undefined) return [];
  if (header.startsWith('text')) return ORDINARY_TEXT;
  if (header.startsWith('numbers')) return DECIMAL_NUMBERS;
  if (header.startsWith('words')) return SHELL_WORDS;
  throw new Error(`unknown inputs header: ${header} (expected "text …", "numbers …" or "words …")`);
}
