// behaviour: var declarations used only after them in their own block (a loop head, a loop body, a function) become let
// safe-fixes: javascript.quality.var-declaration
function total(prices) {
  var sum = 0;
  for (var i = 0; i < prices.length; i++) {
    sum += prices[i];
  }
  // A second loop with its own `var i = …`: each loop keeps its own counter.
  for (var i = prices.length - 1; i >= 0; i--) {
    sum -= prices[i] / 2;
  }
  return sum;
}

function initials(names) {
  var letters = [];
  for (var name of names) {
    var first = name.trim()[0];
    letters.push(first.toUpperCase());
  }
  return letters.join('');
}

function write(line) {
  process.stdout.write(`${line}\n`);
}

write(total([10, 20, 5.5]));
write(total([]));
write(initials(['ada', ' grace', 'linus']));
module.exports = { total, initials };
