const express = require('express');
const mysql = require('mysql2/promise');

const app = express();
const pool = mysql.createPool({ host: 'db', user: 'app', database: 'shop' });

app.get('/products', async (req, res) => {
  const ids = String(req.query.ids || '').split(',').slice(0, 50);
  const placeholders = ids.map(() => '?').join(', ');
  // ok: javascript.security.sql-injection
  const [rows] = await pool.query(`SELECT id, name FROM products WHERE id IN (${placeholders})`, ids);
  const quoted = ids.map((id) => `'${id}'`).join(', ');
  // ruleid: javascript.security.sql-injection
  const [legacy] = await pool.query(`SELECT id, name FROM legacy_products WHERE id IN (${quoted})`);
  res.json([...rows, ...legacy]);
});
