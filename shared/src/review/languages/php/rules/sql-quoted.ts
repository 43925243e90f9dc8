/**
 * SQL escapers (mysqli_real_escape_string, addslashes, esc_sql) make a value safe only inside the quotes of a string
 * literal: `WHERE name = '$escaped'` is a query parameterised by hand, `WHERE id = $escaped` is still injectable
 * (`1 OR 1=1` has no quote to escape). The taint rule reports escaped values; this drops the findings where every
 * value reaching the query was escaped and every value sits inside a quoted literal of it.
 */
import { sinkHits, type ReportedHit } from '../../../analysis/dataflow/engine';
import { HOLE } from '../../../analysis/dataflow/value';
import type { Detection, FileContext, ScanRule } from '../../../core/rule';
import { SQL_QUOTED } from '../taint-spec';

/** Whether every value spliced into the SQL text sits between single quotes. */
export function valuesQuoted(sql: string): boolean {
  let quoted = false;
  for (let i = 0; i < sql.length; i++) {
    const char = sql[i];
    if (char === HOLE) {
      if (!quoted) return false;
    } else if (char === '\\' && quoted) i++;
    else if (char === "'") {
      if (quoted && sql[i + 1] === "'") i++;
      else quoted = !quoted;
    }
  }
  return sql.includes(HOLE);
}

function quotedByHand(hit: ReportedHit): boolean {
  const shape = hit.value.shape;
  return shape !== undefined && hit.taints.every((taint) => taint.safeFor.has(SQL_QUOTED)) && valuesQuoted(shape);
}

export function escapedInQuotes(rule: ScanRule): ScanRule {
  return {
    ...rule,
    scan: (file: FileContext): Detection[] => {
      const detections = rule.scan(file);
      if (detections.length === 0) return detections;
      const hits = sinkHits(file, ['sql']);
      return detections.filter((detection) => {
        const at = hits.filter((hit) => hit.call.startIndex === detection.start && hit.call.endIndex === detection.end);
        const argument = detection.flow?.at(-1);
        const own = at.filter((hit) => !argument || (hit.argument.startIndex === argument.start && hit.argument.endIndex === argument.end));
        return own.length === 0 || !own.every(quotedByHand);
      });
    },
  };
}
