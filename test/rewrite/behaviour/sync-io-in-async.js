// behaviour: a blocking read an async function returns as it is becomes the awaited promise API; callers get the same text, listings and errors
// safe-fixes: javascript.performance.sync-io-in-async
const fs = require('fs');
const path = require('path');

async function loadTemplate(name) {
  return fs.readFileSync(path.join('templates', `${name}.html`), 'utf8');
}

async function listTemplates() {
  return fs.readdirSync('templates');
}

const sizeOf = async (name) => fs.statSync(`templates/${name}.html`).size;

// The program runs in a fresh folder: it writes the files it then reads.
fs.mkdirSync('templates');
fs.writeFileSync('templates/home.html', '<h1>Home</h1>');
fs.writeFileSync('templates/about.html', '<p>About us</p>\n');

async function main() {
  process.stdout.write(`${await loadTemplate('home')}\n`);
  process.stdout.write(`${JSON.stringify(await loadTemplate('about'))}\n`);
  process.stdout.write(`${(await listTemplates()).sort().join(',')}\n`);
  process.stdout.write(`${await sizeOf('home')}\n`);
  try {
    await loadTemplate('missing');
  } catch (error) {
    process.stdout.write(`${error.code}\n`);
  }
}

main();
