// rejected: two var declarations of one name become two let declarations, which node rejects
// keeps: var total = 0;
function sum(items) {
  var total = 0;
  for (const item of items) total += item;
  var total = total * 2;
  return total;
}
module.exports = { sum };
