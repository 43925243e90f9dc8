/** `npm run openapi`: writes the generated OpenAPI 3.1 document to openapi.json at the project root. */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildOpenApiDocument } from './openapi';

const target = path.resolve(__dirname, '../../../openapi.json');
writeFileSync(target, `${JSON.stringify(buildOpenApiDocument(), null, 2)}\n`);
process.stdout.write(`wrote ${target}\n`);
