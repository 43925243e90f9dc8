/** The PHP plugin: everything the engine knows about PHP. */
import type { LanguagePlugin } from '../../core/rule';
import { lowerPhp } from './lowering';
import { rules as permissions } from './rules/permissions';
import { rules as cors } from './rules/cors';
import { rules as jwt } from './rules/jwt';
import { rules as quality } from './rules/quality';
import { rules as reliability } from './rules/reliability';
import { rules as security } from './rules/security';
import { escapedInQuotes } from './rules/sql-quoted';
import { escapeOutput, noObjects, quoteShellArgument, secureRandom } from './rules/taint-fixes';
import { htmlOnly, rules as xss } from './rules/xss';
import { business, calls, functions, imports } from './syntax';
import { phpSpec } from './taint-spec';

/** A single-quoted PHP literal: only `\` and `'` are escaped there. */
const stringLiteral = (text: string) => `'${text.replace(/[\\']/g, '\\$&')}'`;

const PHP = `<?php
require __DIR__ . '/bootstrap.php';

$pdo = new PDO('sqlite:' . __DIR__ . '/shop.db');
$category = $_GET['category'] ?? '';
$rows = $pdo->query("SELECT id, name, price FROM products WHERE category = '$category'")->fetchAll();
var_dump($rows);
?>
<h1>Products in <?= $category ?></h1>
<ul>
<?php foreach ($rows as $row): ?>
  <li><?= htmlspecialchars($row['name']) ?></li>
<?php endforeach; ?>
</ul>
`;

export const php: LanguagePlugin = {
  id: 'php',
  languages: [{ language: 'php', name: 'PHP', extensions: ['.php'], editorIds: ['php'], comments: { line: ['//', '#'], block: ['/*', '*/'] } }],
  grammars: [{ name: 'php', wasm: 'tree-sitter-php.wasm', language: 'php' }],
  flow: { lower: lowerPhp, spec: phpSpec, calls },
  syntax: { functions, imports, business },
  codegen: {
    guardClause: (condition, message, indent) => `${indent}if (${condition}) {\n${indent}    throw new InvalidArgumentException(${stringLiteral(message)});\n${indent}}\n`,
    or: '||',
  },
  taint: {
    sql: {
      suggestion: "Keep the SQL constant with placeholders and bind the values: $stmt = $pdo->prepare('SELECT … WHERE id = ?'); $stmt->execute([$id]) (mysqli: prepare + bind_param; Laravel: DB::select('… ?', [$id]) or whereRaw('… ?', [$x])). Pick table, column and ORDER BY names from an allow-list.",
      extend: escapedInQuotes,
    },
    command: {
      suggestion: 'Quote every value with escapeshellarg() (escapeshellcmd alone still lets a value add options), or run the program without a shell: proc_open([$program, $arg], …) or Symfony\'s new Process([$program, $arg]).',
      fix: quoteShellArgument,
      fixes: { safety: 'checked', when: 'each quoted value is outside input and stood alone as one unquoted argument of the command line: only values the shell would split or expand differ' },
    },
    code: {
      suggestion: 'Never evaluate input or call functions it names: parse data with json_decode, and dispatch through a fixed match/array of allowed callables.',
    },
    include: {
      suggestion: "Map the request value to a file through a fixed array (['home' => 'home.php', …][$page] ?? 'home.php'), or check it against an allow-list with in_array(…, true); never build the include path from it.",
    },
    path: {
      suggestion: 'Keep only the file name (basename()), or resolve the path with realpath() and reject it unless it starts with the base folder.',
    },
    ldap: {
      suggestion: "Escape values with ldap_escape($value, '', LDAP_ESCAPE_FILTER) before putting them in a filter (LDAP_ESCAPE_DN for a DN).",
    },
    xpath: {
      suggestion: 'Check the value against an allow-list or a strict pattern, or look nodes up without building the expression from it; XPath 1.0 in DOMXPath has no bound variables.',
    },
    xss: {
      suggestion: "Escape every value printed into HTML with htmlspecialchars($value, ENT_QUOTES, 'UTF-8') (Laravel's e(), Blade's {{ }}, Twig's autoescape), or send JSON with a JSON content type.",
      fix: escapeOutput,
      fixes: { safety: 'checked', when: 'every escaped value is outside input, where markup is the attack; a value of unknown origin may be markup the program means to print, so escaping it is a suggestion' },
      extend: htmlOnly,
    },
    template: {
      suggestion: "Keep template source in files you control and pass values as variables: $twig->render('page.html.twig', ['name' => $name]).",
    },
    redirect: {
      suggestion: "Redirect only to paths you build yourself or to hosts on an allow-list (parse_url($url, PHP_URL_HOST) checked with in_array(…, true)); Laravel: redirect()->route(…) or url()->isValidUrl plus a host check.",
    },
    ssrf: {
      suggestion: 'Parse the URL (parse_url) and only fetch https URLs whose host is on an allow-list, with redirects off; or keep scheme and host fixed and pass the input as a rawurlencode()d path segment or query value.',
    },
    deserialization: {
      suggestion: "Exchange JSON (json_decode) instead; if PHP serialisation must stay, pass ['allowed_classes' => false] (or a list of harmless classes) and authenticate the data with hash_hmac + hash_equals first.",
      fix: noObjects,
      fixes: { safety: 'suggestion', note: 'objects in the data come back as __PHP_Incomplete_Class, which code expecting them may not handle' },
    },
    log: {
      suggestion: 'Remove \\r and \\n from outside values before logging them (str_replace(["\\r", "\\n"], \' \', $value)), or log them in the context array of a PSR-3 logger with a JSON formatter.',
    },
    regex: {
      suggestion: "Quote the value with preg_quote($value, '/') before building a pattern from it.",
    },
    'trust-boundary': {
      suggestion: "Store what the server decided, not what was posted: look the value up in the server's own table (a price list, an allow-list) and keep that in the session.",
    },
    xxe: {
      suggestion: 'Parse outside XML without LIBXML_NOENT and LIBXML_DTDLOAD (PHP 8 resolves no external entities by default).',
    },
    reflection: {
      suggestion: 'Map the request value to one of a fixed set of classes or methods through an array or match; never instantiate or reflect on a name taken from input.',
    },
    'weak-random': {
      suggestion: 'Generate secrets with random_int() or bin2hex(random_bytes(16)) (Laravel: Str::random()); rand, mt_rand, uniqid, str_shuffle and lcg_value are predictable.',
      fix: secureRandom,
      fixes: { safety: 'checked', when: 'rand()/mt_rand() with both bounds (or none: 0 to mt_getrandmax()) become random_int() over the same range; uniqid() is a suggestion (its value changes form)' },
    },
  },
  queryInLoop: { suggestion: 'Load the rows in one query before the loop (WHERE id IN (…) with generated placeholders, a JOIN, Eloquent\'s with()/whereIn()) and index them by key.' },
  rules: [...permissions, ...cors, ...jwt, ...security, ...xss, ...reliability, ...quality],
  warmUp: [{ language: 'php', code: PHP, filename: 'products.php' }],
};
