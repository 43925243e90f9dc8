// rejected: `var App = App || {}` reads the name in its own initialiser: let would throw (no fix at all)
// keeps-all: var App = App || {};
function namespace() {
  var App = App || {};
  App.version = 1;
  return App;
}
module.exports = { namespace };
