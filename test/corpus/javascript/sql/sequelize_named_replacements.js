// corpus: CWE-89 safe — the email is passed through Sequelize replacements instead of the SQL text.
const express = require("express");
const { Sequelize, QueryTypes } = require("sequelize");

const sequelize = new Sequelize(process.env.DATABASE_URL);
const app = express();
app.use(express.json());

app.post("/newsletter/status", async (req, res) => {
  const rows = await sequelize.query("SELECT email, confirmed FROM newsletter WHERE email = :email", {
    replacements: { email: req.body.email },
    type: QueryTypes.SELECT,
  });
  res.json(rows[0] ?? { confirmed: false });
});

app.listen(3000);
