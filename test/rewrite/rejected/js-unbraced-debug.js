// rejected: deleting a console.log that is the unbraced body of an if makes the return the body
// keeps-all: console.log('total', total);
function total(values, verbose) {
  let sum = 0;
  for (const v of values) sum += v;
  if (verbose)
    console.log('total', total);
  return sum;
}
module.exports = { total };
