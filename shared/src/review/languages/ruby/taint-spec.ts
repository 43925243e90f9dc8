/**
 * Taint specification for Ruby: Rails, Sinatra and Rack (spec-web.ts), ActiveRecord, Sequel and the database
 * drivers (spec-data.ts), the standard library and common gems (spec-stdlib.ts), and the rows every language
 * shares. Rows only.
 */
import { mergeSpecs, type TaintSpec } from '../../core/taint-spec';
import { textSpec } from '../../analysis/dataflow/common-spec';
import { dataSpec } from './spec-data';
import { stdlibSpec } from './spec-stdlib';
import { webSpec } from './spec-web';

/**
 * The shared rows, except that a name saying "sanitize … sql" is not trusted when it ends in `_like`:
 * `sanitize_sql_like` escapes only LIKE's wildcards, and the text stays injectable inside quotes.
 */
const shared: TaintSpec = {
  ...textSpec,
  namedSanitizers: (textSpec.namedSanitizers ?? []).map((row) => (row.kinds.includes('sql') ? { ...row, names: `^(?!.*_like$)[\\s\\S]*?(?:${row.names})` } : row)),
};

export const rubySpec: TaintSpec = mergeSpecs(shared, webSpec, dataSpec, stdlibSpec);
