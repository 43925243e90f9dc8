// rejected: MySQL takes no quoted value after LIMIT and the request value is text: `LIMIT ?` would fail where it ran
// keeps-all: LIMIT ${req.query.limit}
const db = require('./db');
async function recent(req) {
  return db.query(`SELECT id FROM posts WHERE author = 'x' LIMIT ${req.query.limit}`);
}
module.exports = { recent };
