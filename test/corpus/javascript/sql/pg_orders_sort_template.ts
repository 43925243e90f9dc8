// corpus: CWE-89 vulnerable — the destructured sort field is interpolated into ORDER BY and sent to pool.query.
import express, { Request, Response } from "express";
import { Pool } from "pg";

const pool = new Pool({ connectionString: process.env.DATABASE_URL });
const router = express.Router();

router.get("/orders", async (req: Request, res: Response) => {
  const { sort } = req.query as { sort?: string };
  const orderBy = sort ?? "created_at";
  const result = await pool.query(
    `SELECT id, customer_id, total, status FROM orders ORDER BY ${orderBy} DESC LIMIT 100`
  );
  res.json(result.rows);
});

export default router;
