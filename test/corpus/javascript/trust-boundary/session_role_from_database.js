// corpus: CWE-501 safe — after the password check the session role comes from the stored account, not from the request.
const express = require("express");
const session = require("express-session");
const bcrypt = require("bcrypt");
const { Pool } = require("pg");

const pool = new Pool({ connectionString: process.env.DATABASE_URL });
const app = express();
app.use(express.json());
app.use(session({ secret: process.env.SESSION_SECRET, resave: false, saveUninitialized: false }));

app.post("/login", async (req, res) => {
  const { rows } = await pool.query("SELECT id, role, password_hash FROM accounts WHERE email = $1", [req.body.email]);
  const account = rows[0];
  if (!account || !(await bcrypt.compare(String(req.body.password), account.password_hash))) {
    return res.status(401).json({ error: "invalid credentials" });
  }
  req.session.regenerate(() => {
    req.session.userId = account.id;
    req.session.role = account.role;
    res.json({ ok: true });
  });
});

app.listen(3000);
