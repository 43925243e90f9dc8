// corpus: CWE-89 vulnerable — values are bound as placeholders, but the JSON body's keys become column names in the WHERE clause unchecked.
import Fastify, { FastifyRequest } from "fastify";
import mysql, { RowDataPacket } from "mysql2/promise";

const pool = mysql.createPool({ uri: process.env.MYSQL_URL, connectionLimit: 10 });

type Filters = Record<string, string | number>;

interface BuiltWhere {
  clause: string;
  params: Array<string | number>;
}

function buildWhere(filters: Filters): BuiltWhere {
  const parts: string[] = [];
  const params: Array<string | number> = [];
  for (const [field, value] of Object.entries(filters)) {
    parts.push(`\`${field}\` = ?`);
    params.push(value);
  }
  return { clause: parts.length ? `WHERE ${parts.join(" AND ")}` : "", params };
}

class ShipmentQueries {
  constructor(private readonly db: mysql.Pool) {}

  async find(filters: Filters, limit: number) {
    const where = buildWhere(filters);
    const [rows] = await this.db.query<RowDataPacket[]>(
      `SELECT id, tracking_no, carrier, status, updated_at FROM shipments ${where.clause} ORDER BY updated_at DESC LIMIT ?`,
      [...where.params, limit]
    );
    return rows;
  }
}

const shipments = new ShipmentQueries(pool);
const app = Fastify();

app.post(
  "/shipments/query",
  async (request: FastifyRequest<{ Body: { filters?: Filters; limit?: number } }>) => {
    const filters = request.body.filters ?? {};
    const limit = Math.min(Number(request.body.limit) || 50, 500);
    return shipments.find(filters, limit);
  }
);

app.listen({ port: 3000 });
