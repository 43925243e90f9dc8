// corpus: CWE-89 safe — the template literal only interpolates a module constant; the actor value is a $1 parameter.
const express = require("express");
const { Pool } = require("pg");

const AUDIT_TABLE = "audit_events";
const pool = new Pool({ connectionString: process.env.DATABASE_URL });
const router = express.Router();

router.get("/audit", async (req, res) => {
  const actor = req.query.actor;
  const { rows } = await pool.query(
    `SELECT id, action, created_at FROM ${AUDIT_TABLE} WHERE actor = $1 ORDER BY created_at DESC`,
    [actor]
  );
  res.json(rows);
});

module.exports = router;
