// behaviour: == between operands of one known primitive type (typeof, lengths, string constants) becomes ===
// safe-fixes: javascript.reliability.loose-equality
const FAST = 'fast';

function describe(value) {
  if (typeof value == 'string') return `text of ${value.length}`;
  if (typeof value != 'number') return 'something else';
  return 'a number';
}

function isEmpty(list) {
  return list.length == 0;
}

function speedFactor() {
  const mode = 'fast';
  return mode == FAST ? 2 : 1;
}

for (const value of ['abc', '', 42, null, undefined, [1], { a: 1 }]) {
  process.stdout.write(`${describe(value)}\n`);
}
process.stdout.write(`${isEmpty([])} ${isEmpty([1, 2])} ${isEmpty('')} ${isEmpty('x')}\n`);
process.stdout.write(`${speedFactor()}\n`);
