// rejected: `var previous;` in a loop body keeps its value into the next iteration; `let previous;` would reset it
// keeps: var previous;
function changes(values) {
  let count = 0;
  for (const value of values) {
    var previous;
    if (previous !== undefined && previous !== value) count++;
    previous = value;
  }
  return count;
}
module.exports = { changes };
