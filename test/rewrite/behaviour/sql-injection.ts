// behaviour: a PostgreSQL query built from request values becomes $1 parameters; the database runs the same statement
// safe-fixes: javascript.security.sql-injection
// inputs: text (a customer id and a status)
import type { Request, Response } from 'express';
import type { Pool } from 'pg';

/** A stand-in for pg: it prints the statement PostgreSQL would run, each $n replaced by its bound value. */
const driver = {
  async query(text: string, values: unknown[] = []): Promise<{ rows: unknown[] }> {
    const statement = text.replace(/\$(\d+)/g, (_, n: string) => {
      const value = values[Number(n) - 1];
      return typeof value === 'number' ? String(value) : `'${String(value).replace(/'/g, "''")}'`;
    });
    process.stdout.write(`${statement}\n`);
    return { rows: [] };
  },
};
// The handlers get a pool made from the driver, as the application would create one at start-up.
const pool = Object.create(driver) as Pool;

type Handler = (req: Request, res: Response) => Promise<void>;
/** A stand-in for an Express app: routes are kept, and requests are dispatched to them below. */
const routes = new Map<string, Handler>();
const app = { get: (path: string, handler: Handler) => routes.set(path, handler) };

app.get('/customers/:id/orders', async (req: Request, res: Response) => {
  const result = await pool.query(`SELECT id, total FROM orders WHERE customer_id = '${req.params.id}' AND status = '${req.query.status}' ORDER BY id`);
  res.json(result.rows);
});

async function main(): Promise<void> {
  const res = { json: () => undefined } as unknown as Response;
  const handler = routes.get('/customers/:id/orders')!;
  for (const value of process.argv.slice(2)) await handler({ params: { id: value }, query: { status: value } } as unknown as Request, res);
  await handler({ params: { id: 'c-1001' }, query: { status: 'open' } } as unknown as Request, res);
  await handler({ params: { id: 'c-2002' }, query: { status: 'shipped' } } as unknown as Request, res);
}

void main();
