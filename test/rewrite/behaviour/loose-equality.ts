// behaviour: == between two numbers known from the syntax (lengths, arithmetic, parseInt) becomes ===
// safe-fixes: javascript.reliability.loose-equality
export function sameSize(a: string[], b: string[]): boolean {
  return a.length == b.length;
}

export function isEven(text: string): boolean {
  const n = parseInt(text, 10);
  return n % 2 == 0;
}

process.stdout.write(`${sameSize(['a'], ['b'])} ${sameSize([], ['b'])}\n`);
process.stdout.write(`${isEven('4')} ${isEven('7')} ${isEven('x')}\n`);
