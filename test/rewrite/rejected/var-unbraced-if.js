// rejected: `if (…) var x` cannot become `if (…) let x` (a lexical declaration cannot be a single statement)
// keeps-all: var ready = true;
function start(flag) {
  if (flag) var ready = true;
  return ready === true;
}
module.exports = { start };
