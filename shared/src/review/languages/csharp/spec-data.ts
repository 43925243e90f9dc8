/**
 * Data access for C#: ADO.NET providers (SqlClient, Npgsql, MySQL, SQLite, OLE DB, ODBC, Oracle), Dapper's extension
 * methods, Entity Framework (Core and 6) raw SQL and queries, NHibernate, LINQ to SQL and the MongoDB driver. Rows
 * only; the SQL rows and the queries are also what the query-in-loop rule reads.
 */
import type { SinkRow, TaintSpec } from '../../core/taint-spec';
import { on } from './spec-web';

export const CONNECTIONS = ['SqlConnection', 'NpgsqlConnection', 'MySqlConnection', 'SqliteConnection', 'SQLiteConnection', 'OracleConnection', 'OleDbConnection', 'OdbcConnection', 'DbConnection', 'IDbConnection'];
export const COMMANDS = ['SqlCommand', 'NpgsqlCommand', 'MySqlCommand', 'SqliteCommand', 'SQLiteCommand', 'OracleCommand', 'OleDbCommand', 'OdbcCommand', 'DbCommand', 'IDbCommand'];
const ADAPTERS = ['SqlDataAdapter', 'NpgsqlDataAdapter', 'MySqlDataAdapter', 'SqliteDataAdapter', 'SQLiteDataAdapter', 'OracleDataAdapter', 'OleDbDataAdapter', 'OdbcDataAdapter'];
const DAPPER = [
  'Query', 'QueryAsync', 'QueryFirst', 'QueryFirstAsync', 'QueryFirstOrDefault', 'QueryFirstOrDefaultAsync', 'QuerySingle', 'QuerySingleAsync',
  'QuerySingleOrDefault', 'QuerySingleOrDefaultAsync', 'QueryMultiple', 'QueryMultipleAsync', 'Execute', 'ExecuteAsync', 'ExecuteScalar',
  'ExecuteScalarAsync', 'ExecuteReader', 'ExecuteReaderAsync',
];
/** Entity Framework methods that run their SQL text as it is (the interpolating ones take a FormattableString). */
const EF_RAW = ['FromSqlRaw', 'ExecuteSqlRaw', 'ExecuteSqlRawAsync', 'SqlQueryRaw', 'ExecuteSqlCommand', 'ExecuteSqlCommandAsync', 'FromSql', 'SqlQuery', 'ExecuteSql', 'ExecuteSqlAsync'];
/** Entity Framework calls that run the query a DbSet (or a LINQ query over one) stands for. */
const EF_QUERIES = ['Find', 'FindAsync', 'Where', 'First', 'FirstOrDefault', 'FirstAsync', 'FirstOrDefaultAsync', 'Single', 'SingleOrDefault', 'SingleAsync', 'SingleOrDefaultAsync',
  'Any', 'AnyAsync', 'Count', 'CountAsync', 'ToList', 'ToListAsync', 'ToArray', 'ToArrayAsync'];
const SQL_TEXT = '\\b(select\\s[\\s\\S]*\\sfrom|insert\\s+into|update\\s+\\S+\\s+set|delete\\s+from|exec(ute)?\\s|merge\\s+into|create\\s+table|drop\\s+table|where\\s)';
const CONNECTION_NAMES = '^(_?(conn|connection|cnn|con|db|database|sql|sqlConnection|dbConnection|connection\\w*|\\w*Connection))$|^this\\.(_?conn|_?connection|_?db)';

const sql: SinkRow[] = [
  { callee: COMMANDS, form: 'new', kind: 'sql', args: [0] },
  { callee: on(COMMANDS, ['CommandText']), form: 'write', kind: 'sql', args: [0] },
  { callee: '*.CommandText', form: 'write', receiver: 'cmd|command|comm', kind: 'sql', args: [0] },
  { callee: ADAPTERS, form: 'new', kind: 'sql', args: [0] },
  { callee: on(CONNECTIONS, DAPPER), kind: 'sql', args: [0, 'sql'] },
  { callee: DAPPER.map((method) => `*.${method}`), receiver: CONNECTION_NAMES, kind: 'sql', args: [0, 'sql'], shape: SQL_TEXT },
  { callee: EF_RAW.map((method) => `*.${method}`), kind: 'sql', args: [0, 'sql'] },
  { callee: on(['DbSet', 'DatabaseFacade', 'IQueryable', 'DbContext'], EF_RAW), kind: 'sql', args: [0, 'sql'] },
  { callee: on(['DataContext'], ['ExecuteQuery', 'ExecuteCommand']), kind: 'sql', args: [0] },
  { callee: on(['NpgsqlDataSource', 'DbDataSource'], ['CreateCommand']), kind: 'sql', args: [0] },
  { callee: ['*.CreateSQLQuery', '*.CreateSqlQuery'], receiver: 'session', kind: 'sql', args: [0] },
];

export const data: TaintSpec = {
  sinks: [
    ...sql,
    // Filter documents, built to be given to a query.
    { callee: ['BsonDocument.Parse', 'BsonSerializer.Deserialize'], kind: 'nosql', args: [0], runsQuery: false },
    { callee: ['BsonDocument', 'BsonElement'], form: 'new', kind: 'nosql', args: [1], when: { position: 0, equals: '$where' }, runsQuery: false },
    { callee: ['FilterDefinitionBuilder.Where', 'JsonFilterDefinition'], kind: 'nosql', args: [0], runsQuery: false },
  ],
  // A DbSet's query runs at Find, First, ToList… (on a receiver typed so, or named like a context's set: `_db.Orders`).
  queries: [
    { callee: on(['DbSet'], EF_QUERIES) },
    { callee: EF_QUERIES.map((method) => `*.${method}`), receiver: '^(this\\.)?_?(db|context|ctx|dbContext|\\w*DbContext)\\.[A-Z]\\w*$' },
  ],
  sanitizers: [
    // `FromSql($"…{x}…")`: the compiler hands EF a FormattableString whose values become parameters.
    { callee: ['FormattableStringFactory.Create'], kinds: ['sql'] },
    { callee: on(['SqlCommandBuilder', 'DbCommandBuilder', 'NpgsqlCommandBuilder', 'MySqlCommandBuilder'], ['QuoteIdentifier']), kinds: ['sql'] },
  ],
  propagators: [
    // Parameters carry values next to the SQL, never into its text.
    { callee: ['*.AddWithValue', '*.AddRange', 'SqlParameter', 'NpgsqlParameter', 'MySqlParameter', 'SqliteParameter', 'DynamicParameters'], effect: 'clean' },
    { callee: ['SqlParameter', 'NpgsqlParameter', 'MySqlParameter', 'SqliteParameter', 'OracleParameter'], form: 'new', effect: 'clean' },
  ],
  types: [
    { callee: on(['SqlConnection'], ['CreateCommand']), returns: 'SqlCommand' },
    { callee: on(['NpgsqlConnection'], ['CreateCommand']), returns: 'NpgsqlCommand' },
    { callee: on(['MySqlConnection'], ['CreateCommand']), returns: 'MySqlCommand' },
    { callee: on(['SqliteConnection'], ['CreateCommand']), returns: 'SqliteCommand' },
    { callee: ['*.CreateCommand'], returns: 'DbCommand' },
    { callee: on(['DatabaseFacade'], ['GetDbConnection']), returns: 'DbConnection' },
    { callee: ['*.GetDbConnection'], returns: 'DbConnection' },
    { callee: on(['NpgsqlDataSource'], ['CreateCommand']), returns: 'NpgsqlCommand' },
    { callee: on(['NpgsqlDataSource'], ['OpenConnection', 'OpenConnectionAsync', 'CreateConnection']), returns: 'NpgsqlConnection' },
    { callee: ['NpgsqlDataSource.Create'], returns: 'NpgsqlDataSource' },
  ],
  supertypes: {
    SqlConnection: ['DbConnection'], NpgsqlConnection: ['DbConnection'], MySqlConnection: ['DbConnection'], SqliteConnection: ['DbConnection'], SQLiteConnection: ['DbConnection'],
    OracleConnection: ['DbConnection'], OleDbConnection: ['DbConnection'], OdbcConnection: ['DbConnection'], DbConnection: ['IDbConnection'],
    SqlCommand: ['DbCommand'], NpgsqlCommand: ['DbCommand'], MySqlCommand: ['DbCommand'], SqliteCommand: ['DbCommand'], SQLiteCommand: ['DbCommand'],
    OracleCommand: ['DbCommand'], OleDbCommand: ['DbCommand'], OdbcCommand: ['DbCommand'], DbCommand: ['IDbCommand'], NpgsqlDataSource: ['DbDataSource'],
  },
};
