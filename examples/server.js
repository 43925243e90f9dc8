'use strict';
const express = require('express');
const { exec } = require('child_process');
const crypto = require('crypto');
const db = require('./db');

const app = express();

app.get('/users/:id', async (req, res) => {
  const rows = await db.query(`SELECT * FROM users WHERE id = ${req.params.id}`);
  console.log('user lookup', req.params.id);
  res.json(rows[0]);
});

app.post('/thumbnails', (req, res) => {
  exec('convert ' + req.body.path + ' -resize 64x64 thumb.png', (error) => {
    res.sendStatus(error ? 500 : 201);
  });
});

function fingerprint(value) {
  return crypto.createHash('md5').update(value).digest('hex');
}

module.exports = { app, fingerprint };
