function counter(items) {
  // Used only after it, in its own block: safe.
  // ruleid: javascript.quality.var-declaration
  let count = 0;
  // ok: javascript.quality.var-declaration
  let step = 1;
  // ruleid: javascript.quality.var-declaration
  for (let i = 0; i < items.length; i++) {
    count += step;
  }
  // The same name in a second loop that sets its own value: each loop keeps its own.
  // ruleid: javascript.quality.var-declaration
  for (let i = 0; i < 2; i++) {
    count += i;
  }
  // ruleid: javascript.quality.var-declaration
  for (let item of items) {
    count += item.weight;
  }
  return count;
}

function hoisted(flag) {
  if (flag) {
    // Used after its block: reported, but `let` would break the return below, so not rewritten.
    // ruleid: javascript.quality.var-declaration
    var label = 'on';
  }
  return label;
}

function callbacks(items) {
  const handlers = [];
  // Each closure would get its own `j` under let: offered as a suggestion only.
  // ruleid: javascript.quality.var-declaration
  for (let j = 0; j < items.length; j++) {
    handlers.push(() => items[j]);
  }
  return handlers;
}

function early() {
  report();
  // A hoisted function may read it before it is set: a suggestion.
  // ruleid: javascript.quality.var-declaration
  let total = 10;
  function report() {
    return total;
  }
  return report();
}

function namespace() {
  // Reads itself before it exists (let would throw): no fix.
  // ruleid: javascript.quality.var-declaration
  var App = App || {};
  return App;
}

module.exports = { counter, hoisted, callbacks, early, namespace };
