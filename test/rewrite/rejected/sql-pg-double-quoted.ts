// rejected: in PostgreSQL "…" names a column; a value put there is not a value position and must not become $1
// keeps-all: "${req.query.column}"
import type { Request } from 'express';
import { Pool } from 'pg';

const pool = new Pool();

export async function sorted(req: Request): Promise<unknown> {
  return pool.query(`SELECT id FROM items WHERE owner = "${req.query.column}"`);
}
