// rejected: without the debugger line, `const total = base` and `(items || []).forEach(…)` would join into one call
// keeps-all: debugger
function sum(base, items) {
  let total = base
  debugger
  ;(items || []).forEach((item) => { total += item })
  return total
}
module.exports = { sum };
