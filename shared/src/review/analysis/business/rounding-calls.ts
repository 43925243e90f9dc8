/** Rounding as code writes it, in each language: which calls round, to how many decimals, in which mode. */
import type { Node } from '../../core/rule';
import type { RoundingMode } from './context';
import type { Rounding } from './flow';
import { binaryParts, numberValue } from './grammar';
import type { BusinessSyntax } from '../../core/syntax-facts';
import { wordsOf } from './names';

/** The rounding mode named in Java/Python arguments: `RoundingMode.HALF_UP`, `ROUND_HALF_EVEN`. */
function modeIn(text: string): RoundingMode | undefined {
  if (/HALF_UP/.test(text)) return 'half-up';
  if (/HALF_EVEN/.test(text)) return 'half-even';
  if (/\b(ROUND_)?(DOWN|FLOOR)\b/.test(text)) return 'down';
  if (/\b(ROUND_)?(UP|CEILING)\b/.test(text)) return 'up';
  return undefined;
}

/** The mode a rounding helper's name states: `roundHalfUpCents`, `round_half_even`. */
function modeOfName(callee: string): RoundingMode | undefined {
  const words = wordsOf(callee).join(' ');
  if (/\bhalf up\b/.test(words)) return 'half-up';
  if (/\bhalf even\b|\bbankers?\b/.test(words)) return 'half-even';
  return undefined;
}

/**
 * What a call rounds to, if it rounds: `round(x, 2)`, `Math.round(x * 100)`, `x.setScale(2, HALF_UP)`, `x.toFixed(2)`,
 * `d.quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)`. `operand` is the (unwrapped) value rounded, `rest` the other
 * arguments.
 */
export function roundingCall(table: BusinessSyntax, callee: string, operand: Node | undefined, rest: readonly Node[], node: Node): Rounding | undefined {
  const digits = rest[0] ? numberValue(rest[0], table) : undefined;
  const modeText = rest.slice(digits === undefined ? 0 : 1).map((n) => n.text).join(' ');
  const lower = callee.toLowerCase();
  let rounding: Rounding | undefined;
  switch (lower) {
    case 'round':
      rounding = { decimals: digits ?? 0, mode: table.roundHalf === 'even' ? 'half-even' : 'half-up', node };
      break;
    case 'roundtoeven': case 'rint': case 'roundbank':
      rounding = { decimals: digits ?? 0, mode: 'half-even', node };
      break;
    case 'floor': case 'trunc': case 'truncate':
      rounding = { decimals: digits ?? 0, mode: 'down', node };
      break;
    case 'ceil':
      rounding = { decimals: digits ?? 0, mode: 'up', node };
      break;
    case 'tofixed': case 'stringfixed':
      rounding = { decimals: digits ?? 0, mode: 'half-up', node };
      break;
    case 'setscale':
      rounding = { decimals: digits, mode: modeIn(modeText), node };
      break;
    case 'quantize': {
      const exponent = rest[0] && /^\w*\(\s*["'](\d+(?:\.(\d*))?)["']\s*\)$/.exec(rest[0].text);
      rounding = { decimals: exponent ? (exponent[2] ?? '').length : undefined, mode: modeIn(modeText) ?? (/ROUND_/.test(modeText) ? undefined : 'half-even'), node };
      break;
    }
    default:
      if (!wordsOf(callee).includes('round')) return undefined;
      rounding = /cent|penn/i.test(callee) ? { decimals: 2, toCent: true, mode: modeOfName(callee), node } : { decimals: digits, mode: modeOfName(callee), node };
  }
  const inner = operand;
  const product = inner && inner.type === table.binary ? binaryParts(inner) : undefined;
  if (product?.operator === '*' && (lower === 'round' || lower === 'floor' || lower === 'ceil' || lower === 'trunc' || lower === 'roundtoeven' || lower === 'rint')) {
    const scale = [product.left, product.right].map((n) => numberValue(n, table)).find((k) => k !== undefined && k >= 10 && Number.isInteger(Math.log10(k)));
    if (scale !== undefined) rounding.scale = scale;
  }
  return rounding;
}

/** Receivers that are a library namespace, not the value: `Math.round(x)`, `Decimal.round(x)`, `np.round(x)`. */
const NAMESPACES = /^(Math|math|Decimal|decimal|BigDecimal|np|numpy|Number)$/;

/**
 * What a rounding-shaped call rounds and with what: `Math.round(x, 2)` rounds its first argument, `x.setScale(2)`
 * its receiver. `namespace` says the receiver was a library's name.
 */
export function roundingOperands(receiver: Node | undefined, args: readonly Node[]): { operand: Node | undefined; rest: readonly Node[]; namespace: boolean } {
  const namespace = receiver !== undefined && NAMESPACES.test(receiver.text);
  return namespace || !receiver ? { operand: args[0], rest: args.slice(1), namespace } : { operand: receiver, rest: args, namespace };
}
