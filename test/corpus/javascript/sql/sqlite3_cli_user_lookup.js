// corpus: CWE-89 vulnerable — a command-line argument goes through a helper that builds a WHERE clause by string concatenation.
const sqlite3 = require("sqlite3");

const db = new sqlite3.Database("./data/app.db");

function userFilter(userName) {
  return "WHERE username = '" + userName + "'";
}

const [, , userName] = process.argv;
if (!userName) {
  console.error("usage: node lookup-user.js <username>");
  process.exit(1);
}

db.all(`SELECT id, username, email, last_login FROM users ${userFilter(userName)}`, (err, rows) => {
  if (err) {
    console.error(err.message);
    process.exit(1);
  }
  console.table(rows);
  db.close();
});
