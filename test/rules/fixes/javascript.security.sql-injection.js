const db = require('./db');

async function findUser(req) {
  // ruleid: javascript.security.sql-injection
  const rows = await db.query('SELECT * FROM users WHERE id = ?', [req.params.id]);
  // ruleid: javascript.security.sql-injection
  const orders = await db.query("SELECT id FROM orders WHERE user_id = ? AND status = 'open'", [req.params.id]);
  // ruleid: javascript.security.sql-injection
  await db.execute('UPDATE users SET name = ?, age = ? WHERE id = ?', [String(req.body.name), req.body.age, req.params.id]);
  // ok: javascript.security.sql-injection
  const safe = await db.query('SELECT * FROM users WHERE id = ?', [req.params.id]);
  // ok: javascript.security.sql-injection
  const label = await cache.get(`user:${req.params.id}`);
  return { rows, orders, safe, label };
}

async function search(req) {
  const sql = `SELECT id, title FROM posts WHERE author = '${req.query.author}'`;
  // ruleid: javascript.security.sql-injection
  const posts = await db.query(sql);
  // A column name cannot be a parameter: reported, but not rewritten.
  // ruleid: javascript.security.sql-injection
  const sorted = await db.query(`SELECT id FROM posts WHERE draft = 0 ORDER BY ${req.query.sort}`);
  // ruleid: javascript.security.sql-injection
  const matches = await db.query(`SELECT id FROM posts WHERE title LIKE '%${req.query.q}%'`);
  // MySQL takes no quoted count after LIMIT, and a request value is text: reported, not rewritten.
  // ruleid: javascript.security.sql-injection
  const page = await db.query(`SELECT id FROM posts WHERE draft = 0 LIMIT ${req.query.limit}`);
  const fixedSql = 'SELECT id FROM posts WHERE published = 1 LIMIT 10';
  // ok: javascript.security.sql-injection
  const recent = await db.query(fixedSql);
  return { posts, sorted, matches, page, recent };
}

const cache = new Map();

module.exports = { findUser, search };
