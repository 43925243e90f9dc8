// behaviour: parseInt of request parameters and of numbers gets radix 10; decimal input parses the same
// safe-fixes: javascript.reliability.parseint-radix
// inputs: numbers (page and size; hex and octal spellings are what the fix is for)
function listItems(req, res) {
  const page = parseInt(req.query.page || '1');
  const size = parseInt(req.query.size);
  const pages = parseInt(100 / (Number.isNaN(size) ? 20 : size));
  res.json({ page, size, pages });
}

// A stand-in for an Express response: it prints what would be sent.
const res = {
  json(body) {
    process.stdout.write(`${JSON.stringify(body)}\n`);
  },
};

for (const value of process.argv.slice(2)) listItems({ query: { page: value, size: value } }, res);
listItems({ query: { page: '3', size: '25' } }, res);
listItems({ query: { size: '010' } }, res);
listItems({ query: { page: ' 12 ', size: 'abc' } }, res);
listItems({ query: { page: '-2', size: '7.9' } }, res);
