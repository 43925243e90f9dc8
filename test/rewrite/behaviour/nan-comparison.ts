// behaviour: a typed NaN check that never matched becomes Number.isNaN; ordinary prices print the same
// safe-fixes: javascript.reliability.nan-comparison
export function total(prices: number[]): number {
  let sum = 0;
  for (const price of prices) {
    if (price == Number.NaN) continue;
    sum += price;
  }
  return sum;
}

process.stdout.write(`${total([1.5, 2, 3])}\n`);
process.stdout.write(`${total([])}\n`);
