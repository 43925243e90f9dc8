/**
 * Prepared statements, compiled once per database connection: better-sqlite3 compiles SQL on every `prepare`, which
 * on the request path cost more than running the statements (bench:service profile).
 */
import type { Statement } from 'better-sqlite3';
import type { Db } from './database';

const compiled = new WeakMap<Db, Map<string, Statement>>();

export function statement(db: Db, sql: string): Statement {
  let statements = compiled.get(db);
  if (!statements) compiled.set(db, (statements = new Map<string, Statement>()));
  let prepared = statements.get(sql);
  if (!prepared) statements.set(sql, (prepared = db.prepare(sql)));
  return prepared;
}
