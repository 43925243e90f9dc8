import express from "express";
import { Pool } from "pg";
import { z } from "zod";

const pool = new Pool();
const app = express();

const ListQuery = z.object({
  customer: z.string().min(1).max(64),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  page: z.coerce.number().int().min(0).default(0),
});

app.get("/invoices", async (req, res) => {
  const parsed = ListQuery.safeParse(req.query);
  if (!parsed.success) return res.status(400).json(parsed.error.flatten());
  const { customer, pageSize, page } = parsed.data;
  // ok: javascript.security.sql-injection
  const rows = await pool.query(`SELECT * FROM invoices WHERE customer = $1 LIMIT ${pageSize} OFFSET ${page * pageSize}`, [customer]);
  // ruleid: javascript.security.sql-injection
  const legacy = await pool.query('SELECT * FROM legacy_invoices WHERE customer = $1', [String(customer)]);
  res.json([...rows.rows, ...legacy.rows]);
});

app.post("/invoices/search", async (req, res) => {
  const body = ListQuery.parse(req.body);
  // ok: javascript.security.sql-injection
  const rows = await pool.query(`SELECT * FROM invoices WHERE customer = $1 LIMIT ${body.pageSize}`, [body.customer]);
  // ruleid: javascript.security.sql-injection
  const more = await pool.query('SELECT * FROM invoices WHERE note = $1', [String(req.body.note)]);
  res.json([...rows.rows, ...more.rows]);
});
