/** `npm run rules:doc`: writes docs/rules.md, the rule catalog as a table (a test keeps it current). */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { renderRulesDoc } from '../shared/src/review/rules-doc';

const target = path.resolve(__dirname, '../docs/rules.md');
writeFileSync(target, renderRulesDoc());
process.stdout.write(`wrote ${target}\n`);
