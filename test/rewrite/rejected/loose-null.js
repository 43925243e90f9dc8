// rejected: `x == null` also matches undefined; `===` would change the result for undefined
// keeps: value == null
function isMissing(value) {
  return value == null;
}
module.exports = { isMissing };
