// rejected: statSync with throwIfNoEntry: false gives undefined for a missing file; the promise API rejects instead
// keeps: fs.statSync(file, { throwIfNoEntry: false })
const fs = require('fs');
async function sizeOf(file) {
  return fs.statSync(file, { throwIfNoEntry: false });
}
module.exports = { sizeOf };
