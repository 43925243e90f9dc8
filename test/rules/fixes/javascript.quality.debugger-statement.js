function total(items) {
  let sum = 0;
  for (const item of items) {
    // ruleid: javascript.quality.debugger-statement
    sum += item.price;
  }
  // ok: javascript.quality.debugger-statement
  return sum;
}

function check(flag) {
  // The unbraced body of the if: removing it would make the return the body. Reported, not rewritten.
  if (flag)
    // ruleid: javascript.quality.debugger-statement
    debugger;
  return flag;
}

module.exports = { total, check };
