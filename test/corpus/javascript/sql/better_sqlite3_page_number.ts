// corpus: CWE-89 safe — the page value is a number-typed TypeScript value before it is put in OFFSET.
import express, { Request, Response } from "express";
import Database from "better-sqlite3";

const db = new Database("events.db");
const PAGE_SIZE = 25;
const app = express();

app.get("/events", (req: Request, res: Response) => {
  const page: number = Number(req.query.page) || 0;
  const offset = Math.max(0, Math.floor(page)) * PAGE_SIZE;
  const rows = db.prepare(`SELECT id, name, starts_at FROM events ORDER BY starts_at LIMIT ${PAGE_SIZE} OFFSET ${offset}`).all();
  res.json(rows);
});

app.listen(4000);
