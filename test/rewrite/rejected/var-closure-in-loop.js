// rejected: `for (var i …)` with closures made in the loop: under let each closure would see its own i, not the last
// keeps: for (var i = 0
function makeReaders(items) {
  const readers = [];
  for (var i = 0; i < items.length; i++) {
    readers.push(() => i);
  }
  return readers;
}
module.exports = { makeReaders };
