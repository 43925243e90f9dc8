// rejected: readFileSync takes a file descriptor (0 is standard input); fs.promises.readFile does not
// keeps: fs.readFileSync(0, 'utf8')
const fs = require('fs');
async function readInput() {
  return fs.readFileSync(0, 'utf8');
}
module.exports = { readInput };
