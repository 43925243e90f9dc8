// behaviour: a debugger statement in typed code is removed; the results are the same
// safe-fixes: javascript.quality.debugger-statement
interface Point {
  x: number;
  y: number;
}

export function distance(a: Point, b: Point): number {
  const dx = a.x - b.x;
  const dy = a.y - b.y;
  debugger;
  return Math.sqrt(dx * dx + dy * dy);
}

process.stdout.write(`${distance({ x: 0, y: 0 }, { x: 3, y: 4 })}\n`);
