// behaviour: comparisons with NaN (never true) become Number.isNaN; ordinary numbers give the same answers
// safe-fixes: javascript.reliability.nan-comparison
// inputs: numbers (the amount; NaN is what the fix is for)
function parseAmount(text) {
  const value = Number(text);
  if (value === NaN) {
    return 0;
  }
  return value;
}

function isSet(value) {
  return value != NaN;
}

for (const text of process.argv.length > 2 ? process.argv.slice(2) : ['12', '0', '-3.5', '1e3']) {
  process.stdout.write(`${parseAmount(text)} ${isSet(Number(text))}\n`);
}
