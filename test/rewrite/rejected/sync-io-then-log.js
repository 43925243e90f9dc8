// rejected: after the awaited read the log line would run after the caller's next statement, not before it
// keeps: fs.readFileSync('settings.json', 'utf8')
const fs = require('fs');
async function loadSettings() {
  const text = fs.readFileSync('settings.json', 'utf8');
  process.stdout.write('settings loaded\n');
  return JSON.parse(text);
}
module.exports = { loadSettings };
