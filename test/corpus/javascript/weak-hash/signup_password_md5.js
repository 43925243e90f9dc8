// corpus: CWE-328 vulnerable — the signup password is stored as an unsalted MD5 digest.
const express = require("express");
const crypto = require("crypto");
const { Pool } = require("pg");

const pool = new Pool({ connectionString: process.env.DATABASE_URL });
const app = express();
app.use(express.json());

app.post("/signup", async (req, res) => {
  const { email, password } = req.body;
  const passwordHash = crypto.createHash("md5").update(password).digest("hex");
  await pool.query("INSERT INTO users (email, password_hash) VALUES ($1, $2)", [email, passwordHash]);
  res.status(201).json({ created: true });
});

app.listen(3000);
