// behaviour: queries built from request values become parameterised queries; the database runs the same statements for ordinary values
// safe-fixes: javascript.security.sql-injection
// inputs: text (an id and a name)
/**
 * A stand-in for a MySQL-style driver: it prints the statement the database would run, with each bound value
 * put in its placeholder as the driver would send it (text quoted, numbers as they are).
 */
const driver = {
  async query(sql, values = []) {
    let next = 0;
    const statement = sql.replace(/\?/g, () => literal(values[next++]));
    process.stdout.write(`${statement}\n`);
    return [];
  },
};

// The handlers get a connection made from the driver, as a pool would hand one out.
const db = Object.create(driver);

function literal(value) {
  if (typeof value === 'number') return String(value);
  if (value === null || value === undefined) return 'NULL';
  return `'${String(value).replace(/'/g, "''")}'`;
}

/** A stand-in for an Express app: routes are kept, and requests are dispatched to them below. */
const routes = new Map();
const app = {
  get: (path, handler) => routes.set(`GET ${path}`, handler),
  put: (path, handler) => routes.set(`PUT ${path}`, handler),
};

app.get('/users/:id', async (req, res) => {
  const rows = await db.query(`SELECT id, name FROM users WHERE id = '${req.params.id}'`);
  res.json(rows);
});

app.put('/users/:id', async (req, res) => {
  await db.query("UPDATE users SET name = '" + req.body.name + "' WHERE id = " + req.body.id + ' AND active = 1');
  res.json({ ok: true });
});

const res = { json: () => undefined };

async function main() {
  for (const value of process.argv.slice(2)) {
    await routes.get('GET /users/:id')({ params: { id: value } }, res);
    await routes.get('PUT /users/:id')({ body: { name: value, id: value } }, res);
  }
  await routes.get('GET /users/:id')({ params: { id: '42' } }, res);
  await routes.get('GET /users/:id')({ params: { id: 'a7f3' } }, res);
  await routes.get('PUT /users/:id')({ body: { name: 'Ada Lovelace', id: 42 } }, res);
  await routes.get('PUT /users/:id')({ body: { name: 12345, id: 7 } }, res);
}

main();
