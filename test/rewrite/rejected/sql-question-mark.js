// rejected: the SQL text already holds a `?` inside a literal; the driver would fill it with the first value
// keeps-all: note = 'why?'
const db = require('./db');
async function tagged(req) {
  return db.query(`SELECT id FROM tickets WHERE note = 'why?' AND owner = '${req.params.owner}'`);
}
module.exports = { tagged };
