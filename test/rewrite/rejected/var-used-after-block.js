// rejected: a var declared inside if/else and returned after it becomes a block-scoped let (ReferenceError)
// keeps: var label
function labelFor(score) {
  if (score > 50) {
    var label = 'pass';
  } else {
    var label = 'fail';
  }
  return label;
}
module.exports = { labelFor };
