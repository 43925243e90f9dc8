// corpus: CWE-89 safe — searchTable interpolates only the constant table and column fields of its options object; the search term from the query string is passed as a bound ? value.
const express = require("express");
const mysql = require("mysql2/promise");

const pool = mysql.createPool({
  host: process.env.MYSQL_HOST,
  user: process.env.MYSQL_USER,
  password: process.env.MYSQL_PASSWORD,
  database: "helpdesk",
  connectionLimit: 10,
});

async function searchTable(db, opts) {
  const sql =
    `SELECT id, ${opts.column}, updated_at FROM ${opts.table} ` +
    `WHERE ${opts.column} LIKE ? ORDER BY updated_at DESC LIMIT ${opts.limit}`;
  const [rows] = await db.execute(sql, [`%${opts.term}%`]);
  return rows;
}

function ticketSearchOptions(term) {
  return {
    table: "support_tickets",
    column: "subject",
    limit: 50,
    term,
  };
}

const app = express();

app.get("/helpdesk/tickets/search", async (req, res) => {
  const term = String(req.query.q || "").slice(0, 120);
  if (term.length < 2) {
    return res.status(400).json({ error: "query too short" });
  }
  try {
    const rows = await searchTable(pool, ticketSearchOptions(term));
    res.json({ count: rows.length, tickets: rows });
  } catch (err) {
    res.status(500).json({ error: "search failed" });
  }
});

app.listen(3000);
