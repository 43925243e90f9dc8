// behaviour: typed var declarations in a module become let where every use follows them in their block
// safe-fixes: javascript.quality.var-declaration
interface Line {
  sku: string;
  quantity: number;
}

export function summarise(lines: Line[]): string {
  var parts: string[] = [];
  for (var index in lines) {
    var line: Line = lines[index]!;
    parts.push(`${Number(index) + 1}. ${line.sku} x${line.quantity}`);
  }
  var { length } = parts;
  return `${length} line(s): ${parts.join('; ')}`;
}

process.stdout.write(`${summarise([{ sku: 'A-1', quantity: 2 }, { sku: 'B-7', quantity: 1 }])}\n`);
process.stdout.write(`${summarise([])}\n`);
