const fs = require('fs');
const { execSync } = require('child_process');

async function loadTemplate(name) {
  // ruleid: javascript.performance.sync-io-in-async
  return await fs.promises.readFile(`templates/${name}.html`, 'utf8');
}

async function saveReport(report) {
  // ruleid: javascript.performance.sync-io-in-async
  const existing = (await fs.promises.readFile('report.json')).toString();
  // ruleid: javascript.performance.sync-io-in-async
  await fs.promises.writeFile('report.json', JSON.stringify({ ...JSON.parse(existing), ...report }));
}

function handler(req, res) {
  // ruleid: javascript.performance.sync-io-in-async
  res.send(fs.readFileSync('page.html', 'utf8'));
}

async function revision() {
  // ruleid: javascript.performance.sync-io-in-async
  return execSync('git rev-parse HEAD').toString().trim();
}

function loadAtStartup() {
  // ok: javascript.performance.sync-io-in-async
  return fs.readFileSync('config.json', 'utf8');
}

async function loadAsync() {
  // ok: javascript.performance.sync-io-in-async
  return fs.promises.readFile('config.json', 'utf8');
}

module.exports = { loadTemplate, saveReport, handler, revision, loadAtStartup, loadAsync };
