/**
 * `npm run languages:sync`: writes the extension manifest's `activationEvents` from the language registry (the
 * editor ids of the analysed languages). A test fails while package.json and the registry disagree.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ANALYSED_EDITOR_IDS } from '../shared/src/review/languages/registry';

const manifestPath = path.resolve(__dirname, '../package.json');
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as { activationEvents?: string[] };
manifest.activationEvents = ANALYSED_EDITOR_IDS.map((id) => `onLanguage:${id}`);
writeFileSync(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`);
process.stdout.write(`wrote ${manifest.activationEvents.length} activation events to ${manifestPath}\n`);
