// corpus: CWE-89 safe — the SQL uses the map entry holding a constant scope, not the one holding the request value.
import express, { Request, Response } from "express";
import { Pool } from "pg";

const pool = new Pool({ connectionString: process.env.DATABASE_URL });
const app = express();

app.get("/documents", async (req: Request, res: Response) => {
  const filters = new Map<string, string>();
  filters.set("owner", String(req.query.owner ?? ""));
  filters.set("visibility", "public");

  const sql = `SELECT id, title FROM documents WHERE visibility = '${filters.get("visibility")}' AND owner = $1`;
  const { rows } = await pool.query(sql, [filters.get("owner")]);
  res.json(rows);
});

app.listen(4000);
