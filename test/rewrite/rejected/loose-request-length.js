// rejected: the length of a parsed request body can be anything the client sent ({"length": "0"}); == 0 is kept
// keeps: req.body.items.length == 0
const express = require('express');
const app = express();
app.post('/cart', (req, res) => {
  res.json({ empty: req.body.items.length == 0 });
});
