// corpus: CWE-89 safe — the sort column must be one of a fixed allow-list before it is interpolated.
import express, { Request, Response } from "express";
import { Pool } from "pg";

const pool = new Pool({ connectionString: process.env.DATABASE_URL });
const ALLOWED_SORT = ["created_at", "total", "status"];
const app = express();

app.get("/invoices", async (req: Request, res: Response) => {
  const sort = String(req.query.sort ?? "created_at");
  if (!ALLOWED_SORT.includes(sort)) return res.sendStatus(400);
  const result = await pool.query(`SELECT id, total, status FROM invoices ORDER BY ${sort} DESC LIMIT 50`);
  res.json(result.rows);
});

app.listen(4000);
