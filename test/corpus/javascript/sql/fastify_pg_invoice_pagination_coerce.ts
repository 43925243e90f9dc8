// corpus: CWE-89 safe — limit and offset are coerced to integers by zod before being placed in the SQL; the customer filter is bound as $1.
import Fastify from "fastify";
import { Pool } from "pg";
import { z } from "zod";

const pool = new Pool({ connectionString: process.env.DATABASE_URL });

const listQuery = z.object({
  customer: z.string().min(1).max(64),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  page: z.coerce.number().int().min(0).default(0),
});

type ListQuery = z.infer<typeof listQuery>;

class InvoiceRepository {
  constructor(private readonly db: Pool) {}

  async listForCustomer(q: ListQuery) {
    const offset = q.page * q.pageSize;
    const text = `
      SELECT id, number, issued_on, amount_cents, status
        FROM invoices
       WHERE customer_ref = $1
       ORDER BY issued_on DESC
       LIMIT ${q.pageSize} OFFSET ${offset}`;
    const { rows } = await this.db.query(text, [q.customer]);
    return rows;
  }

  async countForCustomer(customer: string): Promise<number> {
    const { rows } = await this.db.query("SELECT count(*)::int AS n FROM invoices WHERE customer_ref = $1", [customer]);
    return rows[0].n;
  }
}

const invoices = new InvoiceRepository(pool);
const app = Fastify({ logger: true });

app.get("/invoices", async (request, reply) => {
  const parsed = listQuery.safeParse(request.query);
  if (!parsed.success) {
    return reply.code(400).send({ error: parsed.error.flatten() });
  }
  const [items, total] = await Promise.all([
    invoices.listForCustomer(parsed.data),
    invoices.countForCustomer(parsed.data.customer),
  ]);
  return { items, total, page: parsed.data.page };
});

app.listen({ port: 3000 });
