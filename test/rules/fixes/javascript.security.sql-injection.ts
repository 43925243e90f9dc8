import { Pool } from 'pg';

const pool = new Pool();

export async function ordersFor(customerId: string): Promise<unknown[]> {
  // ruleid: javascript.security.sql-injection@low
  const result = await pool.query("SELECT id, total FROM orders WHERE customer_id = $1 AND status = 'open'", [customerId]);
  // ok: javascript.security.sql-injection
  const again = await pool.query('SELECT id, total FROM orders WHERE customer_id = $1', [customerId]);
  return [...result.rows, ...again.rows];
}

export async function archive(prisma: { $executeRawUnsafe(sql: string): Promise<number> }, days: number): Promise<number> {
  // A number cannot carry SQL text: not reported.
  // ok: javascript.security.sql-injection
  return prisma.$executeRawUnsafe(`DELETE FROM orders WHERE created_at < now() - interval '${days} days'`);
}

export async function archiveBefore(prisma: { $executeRawUnsafe(sql: string): Promise<number> }, cutoff: string): Promise<number> {
  // ruleid: javascript.security.sql-injection@low
  return prisma.$executeRawUnsafe(`DELETE FROM orders WHERE created_at < '${cutoff}'`);
}
