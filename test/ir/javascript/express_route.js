const express = require('express');
const { exec } = require('child_process');
const app = express();

app.get('/users/:id', async (req, res) => {
  const { id, sort = 'name' } = req.query;
  const rows = await db.query(`SELECT * FROM users WHERE id = ${id} ORDER BY ${sort}`);
  exec('ls ' + req.params.id, (err, out) => res.send(out));
  res.json(rows.map((r) => r.name));
});
