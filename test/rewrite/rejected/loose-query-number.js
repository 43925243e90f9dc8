// rejected: a query parameter is a string; `=== 1` would never be true where `== 1` was
// keeps: req.query.page == 1
const express = require('express');
const app = express();
app.get('/items', (req, res) => {
  const first = req.query.page == 1;
  res.json({ first });
});
