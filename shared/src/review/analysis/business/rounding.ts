/**
 * Rounding rules of the business context ("round to 2 decimal places", "round half up", "never round intermediate
 * values"): money that leaves a function or is stored after a fractional calculation must be rounded as stated.
 */
import type { Detection, FileContext } from '../../core/rule';
import type { RoundingMode, RoundingRule } from './context';
import { Flow, type Value } from './flow';
import { anyWord, functionsMatching, identifiersIn, modelOf } from './model';
import { assignmentParts, callParts, nameOf } from './grammar';
import { roundingCall, roundingOperands } from './rounding-calls';
import type { Node } from '../../core/rule';
import type { Rounding } from './value';
import { isMinorUnitName, isMoneyName, MONEY_WORDS } from './names';
import { contextRules } from './order';

const MODE_NAMES: Readonly<Record<RoundingMode, string>> = {
  'half-up': 'half up', 'half-even': 'half to even (banker\'s rounding)', down: 'down (truncation)', up: 'up',
};

const places = (n: number) => `${n} decimal place${n === 1 ? '' : 's'}`;
const quoted = (rule: RoundingRule | undefined) => (rule ? ` The business rule says: "${rule.sentence}".` : '');

export function roundingViolations(file: FileContext): Detection[] {
  const rules = contextRules(file).filter((r): r is RoundingRule => r.kind === 'rounding');
  if (rules.length === 0) return [];
  const decimalsRule = rules.find((r) => r.decimals !== undefined);
  const modeRule = rules.find((r) => r.mode !== undefined);
  const finalRule = rules.find((r) => r.onlyFinal);
  const detections = new Map<number, Detection>();
  const report = (node: Node, title: string, description: string) => {
    if (!detections.has(node.startIndex)) detections.set(node.startIndex, { start: node.startIndex, end: node.endIndex, title, description });
  };
  for (const fn of functionsMatching(file, anyWord([...MONEY_WORDS]), /[*/]|round|tofixed|setscale|quantize/i)) {
    const model = modelOf(file, fn);
    new Flow(model, {
      result(kind, value: Value, statement) {
        const rounding = value.rounding;
        if (!value.computed && !rounding) return;
        if (!value.money && !(kind === 'return' && isMoneyName(model.name))) return;
        // Private helpers return intermediate amounts; their public callers round.
        if (kind === 'return' && model.isPrivate) return;
        const what = value.label ? `\`${value.label}\`` : 'This amount';
        const decimals = decimalsRule?.decimals;
        // `roundHalfUpCents(amount)` returns cents whatever its parameter is called.
        const cents = value.cents || (kind === 'return' && isMinorUnitName(model.name));
        const required = decimals !== undefined && cents ? decimals - 2 : decimals;
        const unit = cents ? ' (in minor units)' : '';
        if (required !== undefined && required >= 0) {
          if (!rounding) {
            report(statement, `Money not rounded to ${places(decimals!)}`,
              `${what}${unit} is ${kind === 'return' ? 'returned' : 'stored'} straight from a calculation with fractions (a rate or a division) without rounding to ${places(required)}, so it can carry fractions of a cent.${quoted(decimalsRule)}`);
            return;
          }
          if (rounding.decimals !== undefined && !(rounding.toCent && decimals === 2) && rounding.decimals !== required) {
            report(statement, `Money rounded to ${places(rounding.decimals)}, not ${decimals}`,
              `${what}${unit} is rounded to ${places(rounding.decimals)} where ${places(required)} are required.${quoted(decimalsRule)}`);
            return;
          }
        }
        const mode = modeRule?.mode;
        if (mode && rounding?.mode && rounding.mode !== mode) {
          report(rounding.node, `Rounding mode is ${MODE_NAMES[rounding.mode]}, not ${MODE_NAMES[mode]}`,
            `\`${rounding.how ?? 'This rounding'}\` rounds ${MODE_NAMES[rounding.mode]}, but the business asks for ${MODE_NAMES[mode]}; amounts ending in exactly half a unit come out differently.${quoted(modeRule)}`);
        }
      },
      roundedOperand(rounded) {
        if (!finalRule || !rounded.rounding?.stored) return;
        const node = rounded.rounding.node;
        report(node, 'Intermediate amount rounded',
          `${rounded.label ? `\`${rounded.label}\`` : 'This amount'} is rounded here and then used in further calculation; rounding intermediate values accumulates rounding error.${quoted(finalRule)}`);
      },
    }).run();
  }
  // "Round only once, at the end": money rounded inside a loop or a per-item callback is rounded per item, and the
  // per-item roundings add up to a different total. A mode that contradicts the rule is wrong wherever its money goes
  // (`taxCents := int64(math.RoundToEven(exact))`, then into a struct).
  const mode = modeRule?.mode;
  if (finalRule || mode) {
    for (const { call, rounding, money, fn, model } of moneyRoundings(file)) {
      if (finalRule && perItem(call, fn, model) && (money || identifiersIn(call.parent ?? call, model.table).some(isMoneyName))) {
        report(call, 'Amount rounded per item',
          `\`${call.text}\` rounds each item's amount inside the loop; the rounded items are then added up, so the total can differ from the total rounded once.${quoted(finalRule)}`);
      }
      if (mode && money && rounding.mode && rounding.mode !== mode) {
        report(call, `Rounding mode is ${MODE_NAMES[rounding.mode]}, not ${MODE_NAMES[mode]}`,
          `\`${call.text}\` rounds ${MODE_NAMES[rounding.mode]}, but the business asks for ${MODE_NAMES[mode]}; amounts ending in exactly half a unit come out differently.${quoted(modeRule)}`);
      }
    }
  }
  return [...detections.values()];
}

/** Every rounding call of the file, with whether what it rounds (or the name it is stored under) is money. */
function* moneyRoundings(file: FileContext): Generator<{ call: Node; rounding: Rounding; money: boolean; fn: Node; model: ReturnType<typeof modelOf> }> {
  for (const fn of functionsMatching(file, /round|setscale|quantize|tofixed/i)) {
    const model = modelOf(file, fn);
    for (const call of model.calls) {
      const parts = callParts(call, model.table);
      if (!parts) continue;
      const { operand, rest } = roundingOperands(parts.receiver, parts.args);
      const rounding = operand && roundingCall(model.table, parts.callee, operand, rest, call);
      if (!rounding || !operand) continue;
      const target = assignedName(call, model);
      yield { call, rounding, money: identifiersIn(operand, model.table).some(isMoneyName) || (target !== undefined && isMoneyName(target)), fn, model };
    }
  }
}

const LOOPS = new Set(['for_statement', 'for_in_statement', 'for_of_statement', 'while_statement', 'do_statement', 'enhanced_for_statement',
  'foreach_statement', 'for', 'while', 'until', 'list_comprehension', 'generator_expression']);
const PER_ITEM = /^(map|forEach|flatMap|reduce|each|collect|select|sum|Select|Sum|ForEach|array_map|each_with_object|inject)$/;

/** Whether a call runs once per item: inside a loop of `fn`, or in a callback handed to map/forEach/each/sum. */
function perItem(call: Node, fn: Node, model: ReturnType<typeof modelOf>): boolean {
  for (let up = call.parent; up && up.id !== fn.id; up = up.parent) {
    if (LOOPS.has(up.type)) return true;
  }
  // Inside a callback: the function itself is an argument of a per-item call.
  const holder = fn.parent?.type === 'arguments' || fn.parent?.type === 'argument_list' ? fn.parent.parent : fn.parent;
  const parts = holder ? callParts(holder, model.table) : undefined;
  return parts !== undefined && PER_ITEM.test(parts.callee);
}

/** The name a call's value is assigned to, through conversions (`taxCents := int64(math.RoundToEven(x))`). */
function assignedName(call: Node, model: ReturnType<typeof modelOf>): string | undefined {
  for (let up = call.parent, depth = 0; up && depth < 5; up = up.parent, depth++) {
    const parts = model.assignments.some((a) => a.id === up.id) ? assignmentParts(up, model.table) : undefined;
    if (parts?.targets.length === 1) return nameOf(parts.targets[0]!, model.table);
  }
  return undefined;
}
