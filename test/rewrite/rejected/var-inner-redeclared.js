// rejected: an inner var of a name the outer block also declares shares its value; an inner let would not
// keeps-all: var rate = 2;
function compute(extra) {
  var rate = 1;
  if (extra) {
    var rate = 2;
  }
  return rate * 10;
}
module.exports = { compute };
