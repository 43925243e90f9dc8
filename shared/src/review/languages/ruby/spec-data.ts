/**
 * Taint rows for Ruby's data access: ActiveRecord (string conditions are SQL, hash and array conditions and
 * placeholders bind values), its connection, Arel, Sequel and the pg, mysql2 and sqlite3 drivers; and what a query
 * returns (records, not the input that chose them).
 */
import type { TaintSpec } from '../../core/taint-spec';
import { on } from './spec-web';

/** Relation methods whose first argument, given as text, is an SQL fragment. */
const FRAGMENT_METHODS = ['where', 'rewhere', 'not', 'having', 'group', 'joins', 'left_joins', 'left_outer_joins', 'select', 'reselect', 'from', 'lock', 'find_by', 'find_by!',
  'find_or_create_by', 'find_or_create_by!', 'find_or_initialize_by', 'create_with', 'update_all', 'delete_all', 'destroy_all', 'delete_by', 'destroy_by', 'distinct_on'];
/** Queries given whole: raw SQL. */
const RAW_QUERY_METHODS = ['find_by_sql', 'count_by_sql'];
const CONNECTION_METHODS = ['execute', 'exec_query', 'exec_update', 'exec_delete', 'exec_insert', 'select_all', 'select_one', 'select_value', 'select_values', 'select_rows', 'query', 'query_value', 'query_values', 'insert', 'update', 'delete'];
const SQL_TEXT = '\\b(select\\s[\\s\\S]*\\sfrom|insert\\s+into|update\\s+\\S+\\s+set|delete\\s+from|create\\s+table|drop\\s+table|where\\s)';
/** A receiver that names a model class (`User`, `Admin::Account`), not a library class whose `new` wraps its argument. */
export const MODEL = '^(?!(?:String|StringIO|Array|Hash|Set|OpenStruct|Struct|URI|Pathname|Regexp|Time|Date|DateTime|BigDecimal|Base64|JSON|YAML|CSV|ERB|Shellwords|Digest|OpenSSL|Net|Rack|ActionDispatch|ActiveSupport|Nokogiri|File|IO|Dir|Tempfile|Logger|Proc|Thread|Mutex|Queue|Random|SecureRandom|Kernel|Object|Class|Module|Encoding)\\b)(::)?[A-Z]\\w*(::[A-Z]\\w*)*$';
/** An association read off a record (`current_user.posts`, `@account.invoices`). */
const ASSOCIATION = '^(@\\w+|current_\\w+)(\\.\\w+)+$';
/** What a model class or association returns: records (and counts, booleans), not the values that selected them. */
const RECORD_METHODS = ['new', 'create', 'create!', 'build', 'find', 'find_by', 'find_by!', 'find_or_create_by', 'find_or_create_by!', 'find_or_initialize_by', 'first', 'first!', 'last',
  'last!', 'take', 'take!', 'first_or_create', 'first_or_initialize', 'exists?', 'count', 'sum', 'average', 'minimum', 'maximum', 'ids', 'find_sole_by', 'sole'];
/** Calls that run a query on a model class or an association (or start the relation that does); constructors and builders run none. */
const QUERY_CALLS = [...FRAGMENT_METHODS, ...RAW_QUERY_METHODS, ...RECORD_METHODS, 'pluck', 'pick', 'order', 'limit', 'calculate', 'to_a', 'load', 'size']
  .filter((method) => !/^(new|build|create!?|not|lock|create_with|distinct_on)$/.test(method)).map((method) => `*.${method}`);

/**
 * What a model class itself answers with a query: `load`, `from`, `to_a` and `size` are a relation's (on a class they
 * are any library's: `Gem::Specification.load(path)`, `TarHeader.from(io)`).
 */
const CLASS_QUERY_CALLS = QUERY_CALLS.filter((callee) => !/\.(load|from|to_a|size|calculate|rewhere|reselect)$/.test(callee));
/** A chain through a core collection's methods (`specs.flatten.last`, `digests.values.first`) is an Array or a Hash, not an association. */
const NOT_A_COLLECTION_CHAIN = '^(?!.*\\.(flatten|values|keys|to_a|to_h|map|collect|select|filter|reject|sort|sort_by|compact|uniq|reverse|split|chars|lines|entries|group_by|zip|each_slice|flat_map|tally|dup|clone|freeze)\\b)';

export const dataSpec: TaintSpec = {
  sinks: [
    // Hash conditions (`where(filter_params.to_h)`, `where(name: q)`) bind their values. Names as common as
    // `select` and `lock` run a query only on a model or an association (`queries` below).
    { callee: FRAGMENT_METHODS.map((method) => `*.${method}`), kind: 'sql', args: [0], text: true, unless: { position: 0, matches: '^(Hash|ActionController\\.Parameters|Sequel\\.Expression)$' }, runsQuery: false },
    { callee: ['*.calculate'], kind: 'sql', args: [1], text: true, runsQuery: false },
    { callee: RAW_QUERY_METHODS.map((method) => `*.${method}`), kind: 'sql', args: [0], text: true },
    { callee: on(['ActiveRecord.Connection'], CONNECTION_METHODS), kind: 'sql', args: [0] },
    { callee: CONNECTION_METHODS.map((method) => `*.${method}`), receiver: '(^|\\.)(connection|conn|db|database|sql|sqlite|pg|mysql|client|adapter)$', shape: SQL_TEXT, kind: 'sql', args: [0] },
    { callee: ['Arel.sql', 'Arel.Nodes.SqlLiteral.new', 'Sequel.lit', 'Sequel.expr'], kind: 'sql', args: [0], runsQuery: false },
    { callee: on(['Sequel.Database'], ['run', 'fetch', 'execute', '[]', 'execute_ddl', 'execute_dui']), kind: 'sql', args: [0] },
    { callee: ['*.run', '*.fetch'], receiver: '^(DB|db|database)$', shape: SQL_TEXT, kind: 'sql', args: [0] },
    { callee: on(['PG.Connection'], ['exec', 'async_exec', 'query', 'async_query', 'send_query']), kind: 'sql', args: [0] },
    { callee: ['*.exec', '*.async_exec'], receiver: '(^|\\.)(conn|connection|pg|db|database)$', shape: SQL_TEXT, kind: 'sql', args: [0] },
    { callee: on(['Mysql2.Client', 'SQLite3.Database'], ['query', 'execute', 'execute_batch', 'get_first_row', 'get_first_value']), kind: 'sql', args: [0] },
  ],
  sanitizers: [
    { callee: ['*.escape'], receiver: '(^|\\.|@)(client|conn|connection|mysql|db|database)$', kinds: ['sql'] },
    { callee: ['sanitize_sql', 'sanitize_sql_array', 'sanitize_sql_for_conditions', 'sanitize_sql_for_assignment', '*.sanitize_sql', '*.sanitize_sql_array', '*.sanitize_sql_for_conditions', '*.sanitize_sql_for_assignment', '*.quote', '*.quote_string', '*.quote_table_name', '*.quote_column_name', '*.escape_string', 'PG.Connection.escape_literal', '*.escape_literal', '*.escape_identifier'], kinds: ['sql'] },
  ],
  types: [
    // Sequel builds expressions, not text: `where(Sequel.ilike(:name, "#{q}%"))` binds the pattern.
    { callee: on(['Sequel'], ['ilike', 'like', 'function', 'case', 'desc', 'asc', 'identifier', 'qualify', 'as', 'cast', 'negate', 'or', '&', '|', '~', '[]']), returns: 'Sequel.Expression' },
    // Permitted parameters are a hash, never SQL text.
    { callee: ['*.permit'], returns: 'ActionController.Parameters' },
    { callee: ['ActionController.Parameters', 'Hash'].flatMap((type) => ['to_h', 'to_hash', 'to_unsafe_h', 'compact_blank', 'compact', 'slice', 'except', 'merge', 'reverse_merge', 'transform_values', 'with_indifferent_access', 'symbolize_keys', 'stringify_keys', 'reject', 'select', 'filter'].map((method) => `${type}.${method}`)), returns: 'Hash' },
    { callee: ['*.connection', 'ActiveRecord.Base.connection'], arity: 0, returns: 'ActiveRecord.Connection' },
    { callee: ['PG.connect', 'PG.Connection.new', 'PG.Connection.open', 'PG.Connection.connect'], returns: 'PG.Connection' },
    { callee: ['Mysql2.Client.new'], returns: 'Mysql2.Client' },
    { callee: ['SQLite3.Database.new', 'SQLite3.Database.open'], returns: 'SQLite3.Database' },
    { callee: ['Sequel.connect', 'Sequel.sqlite', 'Sequel.postgres', 'Sequel.mysql2'], returns: 'Sequel.Database' },
  ],
  // On a model class (`Customer.find(id)`), and on an association read off a loop's element (`order.line_items.sum(:cents)`).
  queries: [
    { callee: CLASS_QUERY_CALLS, receiver: MODEL, on: 'class' },
    { callee: QUERY_CALLS, receiver: NOT_A_COLLECTION_CHAIN, on: 'association' },
  ],
  propagators: [
    { callee: RECORD_METHODS.map((method) => `*.${method}`), receiver: MODEL, effect: 'clean' },
    { callee: RECORD_METHODS.map((method) => `*.${method}`), receiver: ASSOCIATION, effect: 'clean' },
  ],
};
