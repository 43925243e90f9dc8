// rejected: a hoisted function reads the var and is called before the declaration runs: let would throw there
// keeps: var limit = 10;
function setup() {
  const first = currentLimit();
  var limit = 10;
  function currentLimit() {
    return limit;
  }
  return [first, currentLimit()];
}
module.exports = { setup };
