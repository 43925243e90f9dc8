// rejected: `count == '3'` compares a value of unknown type with text; === would be false for the number 3
// keeps: count == '3'
function isThird(count) {
  return count == '3';
}
module.exports = { isThird };
