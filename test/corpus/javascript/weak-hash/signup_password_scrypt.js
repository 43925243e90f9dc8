// corpus: CWE-328 safe — passwords are hashed with scrypt and a random per-user salt.
const express = require("express");
const crypto = require("crypto");
const { Pool } = require("pg");

const pool = new Pool({ connectionString: process.env.DATABASE_URL });
const app = express();
app.use(express.json());

app.post("/signup", async (req, res) => {
  const { email, password } = req.body;
  const salt = crypto.randomBytes(16);
  const key = crypto.scryptSync(String(password), salt, 64);
  const stored = `${salt.toString("hex")}:${key.toString("hex")}`;
  await pool.query("INSERT INTO users (email, password_hash) VALUES ($1, $2)", [email, stored]);
  res.status(201).json({ created: true });
});

app.listen(3000);
