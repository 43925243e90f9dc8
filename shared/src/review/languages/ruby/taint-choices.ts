/** Ruby's part in the taint rule family: the remedy for each sink kind in Rails and Ruby idiom, and the fixes. */
import type { LanguagePlugin } from '../../core/rule';
import { escapeHtml, safeYaml, secureRandom, withoutShell } from './rules/flow-fixes';
import { parameterise } from './rules/sql-fix';

export const taint: LanguagePlugin['taint'] = {
  sql: {
    suggestion: 'Keep the SQL constant and bind values: User.where("name = ?", name), where(name: name), or sanitize_sql_array(["… = ?", value]) for raw SQL. Table, column and ORDER BY names cannot be placeholders: pick them from an allow-list.',
    fix: parameterise,
    fixes: { safety: 'checked', when: "the method takes bind values (where, having, find_by, …, or an array for find_by_sql/update_all), and every value sat in a '…' literal (bound as the text interpolation made of it, with .to_s; a literal with text around the value, such as '%#{q}%', is bound whole) or bare where SQL takes a number and is known to be one; never a table or column name, an IN list or a LIMIT" },
  },
  command: {
    suggestion: 'Pass the program and its arguments separately so no shell runs (system("tar", "czf", out, dir), Open3.capture2("git", "log", ref)), or quote each value with Shellwords.escape.',
    fix: withoutShell,
    fixes: { safety: 'checked', when: "the command's literal text has no shell syntax (quotes, $, globs, pipes, redirections, ;, &, ~) and starts with a program's name, not a shell builtin or VAR=value: Ruby then ran it without a shell anyway, split at spaces, and only values that split would have cut apart or dropped differ" },
  },
  code: {
    suggestion: 'Never evaluate input: parse it as data (JSON.parse), or dispatch through a Hash of allowed operations.',
  },
  reflection: {
    suggestion: 'Map the request value to an allowed class or method first: ALLOWED = { "csv" => CsvExport }.fetch(params[:format]), or check it against a constant list before send/constantize.',
  },
  path: {
    suggestion: 'Keep only the file name (File.basename) or expand the path (File.expand_path) and refuse it unless it starts with the base folder; send_file only files you looked up yourself.',
  },
  include: {
    suggestion: 'Map the request value to one of a fixed set of files; never require or load a path built from input.',
  },
  ldap: {
    suggestion: 'Build filters with Net::LDAP::Filter.equals/begins/contains, which escape the value, or escape it with Net::LDAP::Filter.escape.',
  },
  xpath: {
    suggestion: 'Pass values as XPath variables (doc.xpath("//user[@name=$name]", nil, name: name)) instead of building them into the expression.',
  },
  xss: {
    suggestion: 'Let Rails escape the value: render it in a template with <%= %>, or escape it with ERB::Util.html_escape (h) or sanitize before calling html_safe or raw.',
    fix: escapeHtml,
    fixes: { safety: 'checked', when: 'every escaped value is outside input, where markup is the attack; a value of unknown origin may be markup the program means to send, so escaping it is a suggestion' },
  },
  template: {
    suggestion: 'Render templates from files you control and pass the values in as locals; never build template source (render inline:, ERB.new) from input.',
  },
  redirect: {
    suggestion: 'Redirect to routes you build (redirect_to user_path(user)) or to url_from(params[:return_to]) (Rails 7.1), which refuses other hosts; never pass allow_other_host: true with an outside URL.',
  },
  ssrf: {
    suggestion: 'Parse the URL (URI.parse) and only fetch it when its host is on an allow-list; keep scheme and host fixed in code.',
  },
  deserialization: {
    suggestion: 'Exchange JSON (JSON.parse) or load YAML with YAML.safe_load; only Marshal.load data you produced and signed yourself (ActiveSupport::MessageVerifier).',
    fix: safeYaml,
    fixes: { safety: 'checked', when: 'YAML.load/Psych.load/unsafe_load with no options, in a file that teaches YAML no tags of its own (yaml_tag, init_with, add_tag): documents of plain values, dates, times, symbols and aliases load as before, only object tags are refused' },
  },
  log: {
    suggestion: 'Strip line breaks from outside values before logging them (value.gsub(/[\\r\\n]/, "")), or log them as structured fields (value.inspect).',
  },
  header: {
    suggestion: 'Reject or strip \\r and \\n from values put into response headers.',
  },
  regex: {
    suggestion: 'Escape the value with Regexp.escape before building a pattern from it, or compare text without regular expressions.',
  },
  xxe: {
    suggestion: 'Parse outside XML with Nokogiri\'s defaults (or config.strict.nonet); never turn on noent or dtdload for a document you did not write.',
  },
  'weak-random': {
    suggestion: 'Generate secrets with SecureRandom: SecureRandom.hex(16), SecureRandom.urlsafe_base64, SecureRandom.random_number(1_000_000), SecureRandom.alphanumeric(12).',
    fix: secureRandom,
    fixes: { safety: 'checked', when: 'the file never seeds a generator (srand, Random.new(seed)), so no run could reproduce its values: rand() and rand of a positive integer or an integer range, sample and shuffle, drawn from SecureRandom in the same form and range' },
  },
};
